import type { NextFunction, Request, Response } from 'express';
import { AppException } from '../errors/app.exception';
import { ErrorCode } from '../errors/error-code';
import { findJsonBoundViolation } from '../validation/bounded-json';

/** Deeper than any request of the API; the fields a service stores have tighter bounds (boundedJson). */
export const MAX_BODY_DEPTH = 64;

/**
 * Right after the JSON body parser: JSON.parse builds values nested thousands of levels deep, which recursive
 * code after it (validation, JSON.stringify, a store's encoder) would overflow the stack on. Refused here as 400.
 */
export function bodyDepthMiddleware(req: Request, _res: Response, next: NextFunction): void {
  const body: unknown = req.body;
  if (typeof body !== 'object' || body === null) {
    next();
    return;
  }
  const violation = findJsonBoundViolation(body, {
    maxDepth: MAX_BODY_DEPTH,
    maxEntries: Number.POSITIVE_INFINITY,
    maxStringLength: Number.POSITIVE_INFINITY,
    maxJsonLength: Number.POSITIVE_INFINITY,
  });
  if (violation) {
    const field = String(violation.path[0] ?? '(body)');
    next(
      new AppException(400, ErrorCode.ValidationFailed, `Invalid request: ${field}: ${violation.message}`, {
        [field]: violation.message,
      }),
    );
    return;
  }
  next();
}
