import { ArgumentsHost, Catch, ExceptionFilter, Inject } from '@nestjs/common';
import type { Response } from 'express';
import type { Logger as Pino } from 'pino';
import { throwError } from 'rxjs';
import { ROOT_LOGGER } from '../logging/logger';
import { toProblem } from './problem.mapper';

/** The one global filter: every error leaves as `{detail, code}` with a fitting status, over HTTP and over the bus. */
@Catch()
export class ProblemFilter implements ExceptionFilter {
  private readonly logger: Pino;

  constructor(@Inject(ROOT_LOGGER) root: Pino) {
    this.logger = root.child({ context: ProblemFilter.name });
  }

  catch(exception: unknown, host: ArgumentsHost) {
    const problem = toProblem(exception);
    if (problem.unexpected) {
      this.logger.error({ err: exception }, 'unexpected error');
    } else {
      this.logger.debug({ status: problem.status, code: problem.body.code }, problem.body.detail);
    }
    if (host.getType() === 'rpc') {
      return throwError(() => ({ ...problem.body, status: problem.status }));
    }
    const response = host.switchToHttp().getResponse<Response>();
    if (response.headersSent) {
      response.end();
      return undefined;
    }
    // A route's @Header (e.g. text/plain for a document) is set before its pipes run: an error must not inherit it.
    response.removeHeader('Content-Disposition');
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    response.status(problem.status).json(problem.body);
    return undefined;
  }
}
