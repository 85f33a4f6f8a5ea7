/**
 * The bus port. Services depend on these two abstract classes only; the NATS adapters (distributed mode) and the
 * in-process adapters (standalone mode) implement them with the same delivery rules.
 *
 * - BusClient: request/reply (`<service>.<verb>`) and fire-and-forget events (`<entity>.<past-tense verb>`).
 *   The answering side is a Nest `@MessagePattern` / `@EventPattern` handler.
 * - WorkQueue: work that must not be lost: durable streams, explicit acks, redelivery with backoff,
 *   de-duplication by message id, and a dead-letter subject after the last attempt.
 */
export interface RequestOptions {
  readonly timeoutMs?: number;
}

export abstract class BusClient {
  abstract request<TResult>(subject: string, payload: unknown, options?: RequestOptions): Promise<TResult>;
  abstract emit(subject: string, payload: unknown): Promise<void>;
}

export interface WorkStreamSpec {
  readonly name: string;
  readonly subjects: readonly string[];
  /** workqueue: an item is removed once acknowledged; limits: items stay until they age out (dead letters). */
  readonly retention?: 'workqueue' | 'limits';
  readonly maxAgeMs?: number;
}

export interface WorkConsumerSpec {
  readonly stream: string;
  readonly durable: string;
  readonly filterSubject?: string;
  readonly maxAttempts?: number;
  readonly ackWaitMs?: number;
  /** First retry delay; doubles with each attempt. */
  readonly backoffMs?: number;
  readonly concurrency?: number;
}

export interface WorkItem<T> {
  readonly subject: string;
  readonly payload: T;
  readonly msgId: string;
  /** 1 on the first delivery. */
  readonly attempt: number;
  readonly correlationId: string;
}

export type WorkHandler<T> = (item: WorkItem<T>) => Promise<void>;

/** Thrown by a work handler when retrying cannot help (e.g. a malformed item): it is dead-lettered at once. */
export class PermanentWorkError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentWorkError';
  }
}

export interface PublishOptions {
  /** De-duplication key (`Nats-Msg-Id`): a second publish with the same id inside the window is dropped. */
  readonly msgId: string;
}

export interface PublishResult {
  readonly duplicate: boolean;
}

export interface WorkSubscription {
  /** Stops taking new items and waits for the ones being handled. */
  stop(): Promise<void>;
}

export abstract class WorkQueue {
  abstract declareStream(spec: WorkStreamSpec): Promise<void>;
  abstract publish(subject: string, payload: unknown, options: PublishOptions): Promise<PublishResult>;
  abstract consume<T>(spec: WorkConsumerSpec, handler: WorkHandler<T>): Promise<WorkSubscription>;
}

export const DEAD_LETTER_STREAM: WorkStreamSpec = {
  name: 'DEAD_LETTERS',
  subjects: ['dlq.>'],
  retention: 'limits',
  maxAgeMs: 14 * 24 * 3600 * 1000,
};

/**
 * The message id of an item's dead letter: the same item given up twice is one letter, while items of different
 * subjects that share a message id stay apart (de-duplication is per stream, across subjects).
 */
export function deadLetterId(subject: string, msgId: string): string {
  return `dlq:${subject}:${msgId}`;
}

export function deadLetterSubject(subject: string): string {
  return `dlq.${subject}`;
}

/** What the dead-letter subject receives: the original item and why it was given up. */
export interface DeadLetter {
  readonly subject: string;
  readonly msgId: string;
  readonly attempts: number;
  readonly error: string;
  readonly payload: unknown;
  readonly failedAt: string;
}

export const DUPLICATE_WINDOW_MS = 2 * 60 * 1000;
