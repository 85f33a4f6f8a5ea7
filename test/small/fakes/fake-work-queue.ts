import {
  type ParsedPayloadOf,
  PermanentWorkError,
  type PublishOptions,
  type PublishResult,
  type RawConsumerSpec,
  subjectMatches,
  type WorkContract,
  type WorkHandler,
  type WorkItem,
  WorkQueue,
  type WorkStreamSpec,
  type WorkSubscription,
} from '@site/platform';

export interface PublishedItem {
  readonly stream: string;
  readonly subject: string;
  readonly payload: unknown;
  readonly msgId: string;
}

export interface DeadItem extends PublishedItem {
  readonly consumer: string;
  readonly attempts: number;
  readonly error: string;
}

interface Consumer {
  readonly spec: RawConsumerSpec;
  readonly handler: WorkHandler<unknown>;
  /** Items this consumer has not acknowledged yet, with the attempts made so far. */
  readonly pending: { item: PublishedItem; attempts: number }[];
  stopped: boolean;
}

/**
 * The work queue in memory, with the rules the NATS and in-process adapters share (the port validates payloads
 * against their contracts before they get here): publishing needs a declared
 * stream, a message id is published once per stream, every durable consumer of a stream gets each item, a failed
 * item is delivered again up to `maxAttempts` (at once: no backoff here) and a `PermanentWorkError` is given up
 * at once. Nothing is delivered until the test calls `drain()`.
 */
export class FakeWorkQueue extends WorkQueue {
  readonly streams = new Map<string, WorkStreamSpec>();
  readonly published: PublishedItem[] = [];
  readonly acked: (PublishedItem & { consumer: string })[] = [];
  readonly dead: DeadItem[] = [];
  private readonly consumers: Consumer[] = [];

  constructor(private readonly maxAttempts = 5) {
    super();
  }

  async declareStream(spec: WorkStreamSpec): Promise<void> {
    this.streams.set(spec.name, spec);
  }

  protected async publishRaw(
    subject: string,
    payload: unknown,
    options: PublishOptions,
  ): Promise<PublishResult> {
    const stream = [...this.streams.values()].find((spec) =>
      spec.subjects.some((pattern) => subjectMatches(pattern, subject)),
    );
    if (!stream) throw new Error(`no stream is declared for subject ${subject}`);
    if (this.published.some((item) => item.stream === stream.name && item.msgId === options.msgId)) {
      return { duplicate: true };
    }
    // a payload crosses a process boundary: the consumer never shares the publisher's object
    const item = { stream: stream.name, subject, payload: structuredClone(payload), msgId: options.msgId };
    this.published.push(item);
    for (const consumer of this.consumers) {
      if (this.consumes(consumer, item)) consumer.pending.push({ item, attempts: 0 });
    }
    return { duplicate: false };
  }

  protected async consumeRaw(
    spec: RawConsumerSpec,
    handler: WorkHandler<unknown>,
  ): Promise<WorkSubscription> {
    const consumer: Consumer = {
      spec,
      handler,
      pending: [],
      stopped: false,
    };
    // a new durable consumer starts at the beginning of its stream
    for (const item of this.published)
      if (this.consumes(consumer, item)) consumer.pending.push({ item, attempts: 0 });
    this.consumers.push(consumer);
    return {
      stop: async () => {
        consumer.stopped = true;
      },
    };
  }

  /** The payloads published under one contract, oldest first, as its consumers get them. */
  payloads<C extends WorkContract>(contract: C): ParsedPayloadOf<C>[] {
    return this.published
      .filter((item) => item.subject === contract.subject)
      .map((item) => contract.payload.parse(item.payload) as ParsedPayloadOf<C>);
  }

  /** Publishes what another process could put on the subject without checking it against the contract. */
  publishUnchecked(subject: string, payload: unknown, options: PublishOptions): Promise<PublishResult> {
    return this.publishRaw(subject, payload, options);
  }

  /** Hands every pending item to its consumers, one at a time, until each is acknowledged or given up. */
  async drain(): Promise<void> {
    for (;;) {
      const consumer = this.consumers.find((c) => !c.stopped && c.pending.length > 0);
      if (!consumer) return;
      const entry = consumer.pending.shift()!;
      entry.attempts += 1;
      const work: WorkItem<unknown> = {
        subject: entry.item.subject,
        payload: structuredClone(entry.item.payload),
        msgId: entry.item.msgId,
        attempt: entry.attempts,
        correlationId: `test-${entry.item.msgId}`,
      };
      try {
        await consumer.handler(work);
        this.acked.push({ ...entry.item, consumer: consumer.spec.durable });
      } catch (error) {
        const limit = consumer.spec.maxAttempts ?? this.maxAttempts;
        if (error instanceof PermanentWorkError || entry.attempts >= limit) {
          this.dead.push({
            ...entry.item,
            consumer: consumer.spec.durable,
            attempts: entry.attempts,
            error: error instanceof Error ? error.message : String(error),
          });
        } else {
          consumer.pending.push(entry);
        }
      }
    }
  }

  private consumes(consumer: Consumer, item: PublishedItem): boolean {
    const { stream, filterSubject } = consumer.spec;
    return stream === item.stream && subjectMatches(filterSubject, item.subject);
  }
}
