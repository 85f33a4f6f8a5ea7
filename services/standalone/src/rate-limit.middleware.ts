import { answerRateLimited, createRouteRateLimiter, loadKongConfig } from '@site/gateway';
import type { NextFunction, Request, Response } from 'express';

/**
 * The rate limits of kong.yml in the standalone server, counted per client as the edge and Kong count them: the
 * same routes, windows, headers and 429. The client is `req.ip`, which follows TRUST_PROXY.
 */
export function rateLimitMiddleware(kongConfigPath: string, clock: () => number = Date.now) {
  const limits = createRouteRateLimiter(loadKongConfig(kongConfigPath), clock);
  return (req: Request, res: Response, next: NextFunction): void => {
    const limited = limits.check(req, req.ip ?? '', req.originalUrl);
    if (!limited) {
      next();
      return;
    }
    const { decision, routeName } = limited;
    for (const [name, value] of Object.entries(decision.headers)) res.setHeader(name, value);
    if (decision.allowed) {
      next();
      return;
    }
    answerRateLimited(req, res, routeName, decision.retryAfterSeconds ?? 1);
  };
}
