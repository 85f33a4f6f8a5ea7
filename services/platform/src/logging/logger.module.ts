import type { IncomingMessage } from 'node:http';
import { LoggerModule } from 'nestjs-pino';
import { CORRELATION_HEADER, currentCorrelationId } from '../context/correlation';

const QUIET_PATHS = /^\/(health\/|metrics$)/;

/** pino JSON logs; every line carries the correlation id of the request or message that caused it. */
export function createLoggerModule(service: string, level: string) {
  return LoggerModule.forRoot({
    pinoHttp: {
      level,
      base: { service },
      messageKey: 'msg',
      mixin: () => {
        const correlationId = currentCorrelationId();
        return correlationId ? { correlationId } : {};
      },
      genReqId: (req: IncomingMessage) => String(req.headers[CORRELATION_HEADER] ?? ''),
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
        censor: '[redacted]',
      },
      autoLogging: { ignore: (req: IncomingMessage) => QUIET_PATHS.test(req.url ?? '') },
      // The error filter logs real errors with their stack; the request line only needs the status.
      customLogLevel: (_req, res, error) =>
        error !== undefined || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
      customErrorObject: (_req, _res, _error, value: Record<string, unknown>) => ({
        ...value,
        err: undefined,
      }),
      serializers: {
        req: (req: { method: string; url: string }) => ({ method: req.method, url: req.url }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    },
  });
}
