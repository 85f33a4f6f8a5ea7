// Kong's rate-limiting plugin (priority 910) with policy local and limit_by ip: counts the request against the
// plugin instance's windows (rate-limiter.ts), refuses it with 429 when one is used up, and shows the counters
// in headers over the service's own.
import { clientAddressOf, type TrustFunction } from '../trust-proxy';
import { answerRateLimited, type RateLimiter } from '../rate-limiter';
import { ANSWERED, type EdgePlugin } from './plugin';

export function rateLimitingPlugin(limiter: RateLimiter, trust: TrustFunction): EdgePlugin<'rate-limiting'> {
  return {
    name: 'rate-limiting',
    priority: 910,
    access(plugin, { req, res, route, log }) {
      const decision = limiter.check(plugin, plugin.config, clientAddressOf(req, trust));
      const apply = (): void => {
        for (const [name, value] of Object.entries(decision.headers)) {
          res.setHeader(name, value);
        }
      };
      apply();
      if (!decision.allowed) {
        log.rateLimited = true;
        answerRateLimited(req, res, route?.name ?? '', decision.retryAfterSeconds ?? 1);
        return ANSWERED;
      }
      return { answered: false, header: apply };
    },
  };
}
