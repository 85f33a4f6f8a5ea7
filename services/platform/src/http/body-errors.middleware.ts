import type { NextFunction, Request, Response } from 'express';
import { AppException } from '../errors/app.exception';
import { isBodyParserError, toProblem } from '../errors/problem.mapper';

/**
 * Express error middleware right after the body parser: Nest would turn a JSON syntax error into a plain 400,
 * losing the reason; this keeps it as MALFORMED_JSON (and too-large bodies as PAYLOAD_TOO_LARGE).
 */
export function bodyErrorsMiddleware(
  error: unknown,
  _req: Request,
  _res: Response,
  next: NextFunction,
): void {
  if (!isBodyParserError(error)) {
    next(error);
    return;
  }
  const problem = toProblem(error);
  next(new AppException(problem.status, problem.body.code, problem.body.detail));
}
