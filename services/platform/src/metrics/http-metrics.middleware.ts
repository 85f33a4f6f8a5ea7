import type { NextFunction, Request, Response } from 'express';
import type { MetricsService } from './metrics.service';

/** Times every HTTP request; the route label is the matched route pattern, never the raw path (bounded cardinality). */
export function httpMetricsMiddleware(metrics: MetricsService) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const end = metrics.httpDuration.startTimer();
    res.on('finish', () => {
      const route = (req.route as { path?: string } | undefined)?.path;
      end({
        method: req.method,
        route: route ? `${req.baseUrl}${route}` : 'unmatched',
        status: String(res.statusCode),
      });
    });
    next();
  };
}
