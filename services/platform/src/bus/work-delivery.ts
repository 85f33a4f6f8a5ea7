import { runWithCorrelationId } from '../context/correlation';
import type { MetricsService } from '../metrics/metrics.service';
import { PermanentWorkError, type WorkHandler, type WorkItem } from './bus.port';

export interface RetryPolicy {
  readonly maxAttempts: number;
  readonly ackWaitMs: number;
  readonly backoffMs: number;
}

export type DeliveryOutcome =
  | { readonly kind: 'ack' }
  | { readonly kind: 'retry'; readonly delayMs: number; readonly error: string }
  | { readonly kind: 'dead'; readonly error: string };

const MAX_BACKOFF_MS = 5 * 60 * 1000;

export function backoffDelay(attempt: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempt - 1), MAX_BACKOFF_MS);
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

interface Log {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * One delivery of a work item, the same in both adapters: run the handler inside the item's correlation id,
 * then decide: acknowledge, retry later, or give up. An item already delivered more often than allowed (its
 * consumer kept dying before acknowledging) is given up without running it again.
 */
export async function deliver<T>(
  item: WorkItem<T>,
  handler: WorkHandler<T>,
  policy: RetryPolicy,
  metrics: MetricsService,
  log: Log,
): Promise<DeliveryOutcome> {
  if (item.attempt > 1) metrics.workRedeliveries.inc({ subject: item.subject });
  if (item.attempt > policy.maxAttempts) {
    return dead(item, `not acknowledged after ${item.attempt - 1} deliveries`, metrics, log);
  }
  const end = metrics.busDuration.startTimer({ subject: item.subject, kind: 'work' });
  try {
    await runWithCorrelationId(item.correlationId, () => handler(item));
    metrics.busMessages.inc({ subject: item.subject, kind: 'work', outcome: 'ack' });
    return { kind: 'ack' };
  } catch (error) {
    metrics.busMessages.inc({ subject: item.subject, kind: 'work', outcome: 'error' });
    if (error instanceof PermanentWorkError || item.attempt >= policy.maxAttempts) {
      return dead(item, describe(error), metrics, log);
    }
    const delayMs = backoffDelay(item.attempt, policy.backoffMs);
    log.warn(
      {
        subject: item.subject,
        msgId: item.msgId,
        attempt: item.attempt,
        delayMs,
        err: describe(error),
        correlationId: item.correlationId,
      },
      'work item failed; will retry',
    );
    return { kind: 'retry', delayMs, error: describe(error) };
  } finally {
    end();
  }
}

function dead<T>(item: WorkItem<T>, error: string, metrics: MetricsService, log: Log): DeliveryOutcome {
  metrics.workDeadLettered.inc({ subject: item.subject });
  log.error(
    {
      subject: item.subject,
      msgId: item.msgId,
      attempts: item.attempt,
      err: error,
      correlationId: item.correlationId,
    },
    'work item dead-lettered',
  );
  return { kind: 'dead', error };
}
