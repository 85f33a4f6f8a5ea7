import type { NextFunction, Request, Response } from 'express';
import type { Logger as Pino } from 'pino';

const QUIET_PATHS = /^\/(health\/|metrics$)/;

/**
 * One line per finished request (method, path, status, duration): info below 400, warn for client errors, error
 * for server errors. Never logs headers or bodies; health probes and metrics scrapes are not logged.
 */
export function requestLogMiddleware(root: Pino) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (QUIET_PATHS.test(req.url) || !root.isLevelEnabled('warn')) {
      next();
      return;
    }
    const started = performance.now();
    res.once('finish', () => {
      const status = res.statusCode;
      const level = status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info';
      if (!root.isLevelEnabled(level)) return;
      root[level](
        {
          req: { method: req.method, url: req.originalUrl },
          res: { statusCode: status },
          responseTime: Math.round(performance.now() - started),
        },
        status >= 400 ? 'request failed' : 'request completed',
      );
    });
    next();
  };
}
