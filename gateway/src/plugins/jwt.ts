// Kong's jwt plugin (priority 1450): refuses a request without a valid token before the service sees it, and
// tells the service which consumer and credential the token matched (jwt-auth.ts verifies the token).
import { EdgeErrorCode, refuseRequest } from '../edge-error';
import { authenticateJwt, type JwtCredentials } from '../jwt-auth';
import { ANSWERED, CONTINUE, type EdgePlugin } from './plugin';

/** Headers Kong sets for an authenticated consumer; a client may not send them itself. */
const CONSUMER_HEADERS = [
  'x-consumer-id',
  'x-consumer-custom-id',
  'x-consumer-username',
  'x-credential-identifier',
  'x-anonymous-consumer',
];

/** `clock` gives milliseconds since the epoch. */
export function jwtPlugin(credentials: JwtCredentials, clock: () => number): EdgePlugin<'jwt'> {
  return {
    name: 'jwt',
    priority: 1450,
    async access({ config }, { req, res, log }) {
      if (req.method === 'OPTIONS' && !config.run_on_preflight) {
        return CONTINUE;
      }
      const outcome = await authenticateJwt(req.headers, config, credentials, Math.floor(clock() / 1000));
      if (!outcome.ok) {
        log.authFailure = outcome.reason;
        refuseRequest(req, res, EdgeErrorCode.Unauthorized, outcome.detail);
        return ANSWERED;
      }
      // What Kong tells the service about the consumer (the services check the token themselves).
      for (const name of CONSUMER_HEADERS) {
        delete req.headers[name];
      }
      const { credential } = outcome;
      if (credential.consumerUsername !== undefined) {
        req.headers['x-consumer-username'] = credential.consumerUsername;
      }
      if (credential.consumerCustomId !== undefined) {
        req.headers['x-consumer-custom-id'] = credential.consumerCustomId;
      }
      req.headers['x-credential-identifier'] = credential.key;
      return CONTINUE;
    },
  };
}
