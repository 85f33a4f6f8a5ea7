import type { NextFunction, Request, Response } from 'express';
import { acceptCorrelationId, CORRELATION_HEADER, runWithCorrelationId } from '../context/correlation';

/** First middleware of every app: takes or makes the correlation id, echoes it, and runs the request inside it. */
export function correlationMiddleware(req: Request, res: Response, next: NextFunction): void {
  const id = acceptCorrelationId(req.headers[CORRELATION_HEADER]);
  req.headers[CORRELATION_HEADER] = id;
  res.setHeader('X-Correlation-Id', id);
  runWithCorrelationId(id, next);
}
