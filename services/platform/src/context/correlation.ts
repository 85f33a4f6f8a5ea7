import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/** Header that carries the correlation id over HTTP (Kong's correlation-id plugin) and in NATS message headers. */
export const CORRELATION_HEADER = 'x-correlation-id';

const storage = new AsyncLocalStorage<string>();
const SAFE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The correlation id of the request or message being handled, if any. */
export function currentCorrelationId(): string | undefined {
  return storage.getStore();
}

/** Runs `fn` with `id` as the current correlation id; everything it starts (logs, bus calls) carries it. */
export function runWithCorrelationId<T>(id: string, fn: () => T): T {
  return storage.run(id, fn);
}

/** Keeps a caller-supplied id when it is safe to log and forward, otherwise makes a new one. */
export function acceptCorrelationId(candidate: unknown): string {
  if (typeof candidate === 'string' && SAFE_ID.test(candidate)) return candidate;
  return randomUUID();
}
