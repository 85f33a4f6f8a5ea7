import { z } from 'zod';
import {
  defineWork,
  parseOrRefuse,
  type ParsedPayloadOf,
  type PayloadOf,
  type ReplyOf,
  type RequestContract,
  type RequestOf,
  type WorkContract,
} from './bus.contract';

/**
 * The bus port. Services depend on these two abstract classes only; the NATS adapters (distributed mode) and the
 * in-process adapters (standalone mode) implement them with the same delivery rules. Every subject has a typed
 * contract (`bus.contract.ts`): messages are validated here, so an adapter only moves JSON.
 *
 * - BusClient: request/reply (`<service>.<verb>`); the answering side is an `@AnswersRequest(contract)` handler.
 * - WorkQueue: work that must not be lost: durable streams, explicit acks, redelivery with backoff,
 *   de-duplication by message id, and a dead-letter subject after the last attempt.
 */
export interface RequestOptions {
  readonly timeoutMs?: number;
}

export abstract class BusClient {
  /**
   * Sends a request and waits for its reply. The payload is validated before sending (a BusContractError, and
   * nothing is sent) and the reply on arrival (a BusContractError with status 502).
   */
  async request<C extends RequestContract>(
    contract: C,
    payload: RequestOf<C>,
    options?: RequestOptions,
  ): Promise<ReplyOf<C>> {
    const request = parseOrRefuse(contract.request, payload, contract.subject, 'request');
    const reply = await this.requestRaw(contract.subject, request, options ?? {});
    return parseOrRefuse(contract.reply, reply, contract.subject, 'reply') as ReplyOf<C>;
  }

  /** Moves one validated request over the transport; failures come back as AppExceptions (`toBusException`). */
  protected abstract requestRaw(subject: string, payload: unknown, options: RequestOptions): Promise<unknown>;
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

/** What an adapter's consumer takes: the durable consumer and the one subject it reads. */
export interface RawConsumerSpec extends WorkConsumerSpec {
  readonly filterSubject: string;
}

export abstract class WorkQueue {
  abstract declareStream(spec: WorkStreamSpec): Promise<void>;

  /** Publishes an item on the contract's subject; a payload that does not match it is refused (BusContractError). */
  async publish<C extends WorkContract>(
    contract: C,
    payload: PayloadOf<C>,
    options: PublishOptions,
  ): Promise<PublishResult> {
    return this.publishRaw(
      contract.subject,
      parseOrRefuse(contract.payload, payload, contract.subject, 'publish'),
      options,
    );
  }

  /**
   * Reads the contract's subject with a durable consumer. The handler gets validated payloads only: an item that
   * does not match the contract is a PermanentWorkError (dead-lettered at once, as retrying cannot help).
   */
  async consume<C extends WorkContract>(
    contract: C,
    spec: WorkConsumerSpec,
    handler: WorkHandler<ParsedPayloadOf<C>>,
  ): Promise<WorkSubscription> {
    return this.consumeRaw({ ...spec, filterSubject: contract.subject }, (item) =>
      handler({ ...item, payload: parseItem(contract.payload, item) as ParsedPayloadOf<C> }),
    );
  }

  protected abstract publishRaw(
    subject: string,
    payload: unknown,
    options: PublishOptions,
  ): Promise<PublishResult>;
  protected abstract consumeRaw(
    spec: RawConsumerSpec,
    handler: WorkHandler<unknown>,
  ): Promise<WorkSubscription>;
}

function parseItem<S extends z.ZodType>(schema: S, item: WorkItem<unknown>): z.output<S> {
  const parsed = schema.safeParse(item.payload);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    const where = first && first.path.length > 0 ? ` at ${first.path.map(String).join('.')}` : '';
    throw new PermanentWorkError(
      `malformed ${item.subject} item${where}: ${first?.message ?? 'does not match its contract'}`,
    );
  }
  return parsed.data;
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
export const deadLetterSchema = z.object({
  subject: z.string(),
  msgId: z.string(),
  attempts: z.number().int().min(0),
  error: z.string(),
  payload: z.unknown(),
  failedAt: z.string(),
});
export type DeadLetter = z.infer<typeof deadLetterSchema>;

/** The contract of `dlq.<subject>`, for whoever reads the dead letters of a subject. */
export function deadLetterContract(subject: string): WorkContract<typeof deadLetterSchema> {
  return defineWork({ subject: deadLetterSubject(subject), payload: deadLetterSchema });
}

export const DUPLICATE_WINDOW_MS = 2 * 60 * 1000;
