// Kong's request-size-limiting plugin (priority 951): refuses a body that Content-Length declares too large at
// once, and hands the proxy the limit to count a body of unknown (chunked) or false length against.
import { EdgeErrorCode, refuseRequest } from '../edge-error';
import { allowedPayloadBytes } from '../kong-config';
import { ANSWERED, CONTINUE, type EdgePlugin } from './plugin';

function parseContentLength(value: string | undefined): number | undefined {
  return value !== undefined && /^\d+$/.test(value.trim()) ? Number(value) : undefined;
}

export function requestSizeLimitingPlugin(): EdgePlugin<'request-size-limiting'> {
  return {
    name: 'request-size-limiting',
    priority: 951,
    access({ config }, exchange) {
      const { req, res, route } = exchange;
      const limit = allowedPayloadBytes(config);
      const refuse = (): void =>
        refuseRequest(
          req,
          res,
          EdgeErrorCode.PayloadTooLarge,
          `The request body is larger than the ${limit} bytes route ${route?.name} allows.`,
        );
      const declaredLength = parseContentLength(req.headers['content-length']);
      if (declaredLength === undefined && config.require_content_length && req.headers['transfer-encoding']) {
        refuseRequest(req, res, EdgeErrorCode.LengthRequired, 'A valid Content-Length header is required.');
        return ANSWERED;
      }
      if (declaredLength !== undefined && declaredLength > limit) {
        refuse();
        return ANSWERED;
      }
      exchange.bodyLimit = { bytes: limit, refuse };
      return CONTINUE;
    },
  };
}
