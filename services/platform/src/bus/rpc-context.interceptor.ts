import {
  applyDecorators,
  CallHandler,
  Controller,
  ExecutionContext,
  Injectable,
  NestInterceptor,
  UseInterceptors,
} from '@nestjs/common';
import { Observable, tap } from 'rxjs';
import { acceptCorrelationId, CORRELATION_HEADER, runWithCorrelationId } from '../context/correlation';
import { MetricsService } from '../metrics/metrics.service';

interface HeaderBag {
  get(name: string): string | undefined;
}

interface SubjectContext {
  getSubject?(): string;
  getHeaders?(): HeaderBag | undefined;
}

/**
 * Runs every bus handler inside the correlation id from its message headers (NATS or in-process) and counts it.
 * HTTP requests get theirs from the correlation middleware.
 */
@Injectable()
export class RpcContextInterceptor implements NestInterceptor {
  constructor(private readonly metrics: MetricsService) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'rpc') return next.handle();
    const rpc = context.switchToRpc().getContext<SubjectContext>();
    const subject = rpc.getSubject?.() ?? 'unknown';
    const id = acceptCorrelationId(rpc.getHeaders?.()?.get(CORRELATION_HEADER));
    const end = this.metrics.busDuration.startTimer({ subject, kind: 'request' });
    const count = (outcome: string) => {
      end();
      this.metrics.busMessages.inc({ subject, kind: 'request', outcome });
    };
    // next.handle() binds the handler to the async context it is called in, so call it inside the id.
    return runWithCorrelationId(id, () => next.handle()).pipe(
      tap({ complete: () => count('ok'), error: () => count('error') }),
    );
  }
}

/**
 * A controller of bus handlers (@AnswersRequest): they run inside their message's correlation id and
 * are counted. Not global, so HTTP requests do not pay for an interceptor chain.
 */
export function BusController(): ClassDecorator {
  return applyDecorators(Controller(), UseInterceptors(RpcContextInterceptor));
}
