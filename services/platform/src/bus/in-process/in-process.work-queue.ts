import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { acceptCorrelationId, currentCorrelationId, runWithCorrelationId } from '../../context/correlation';
import type { MetricsService } from '../../metrics/metrics.service';
import {
  DEAD_LETTER_STREAM,
  DeadLetter,
  deadLetterId,
  deadLetterSubject,
  DUPLICATE_WINDOW_MS,
  PublishOptions,
  PublishResult,
  RawConsumerSpec,
  WorkHandler,
  WorkQueue,
  WorkStreamSpec,
  WorkSubscription,
} from '../bus.port';
import { subjectMatches } from '../subject-matcher';
import { deliver, RetryPolicy } from '../work-delivery';
import { asOnTheWire } from './in-process.broker';

interface StoredItem {
  readonly seq: number;
  readonly subject: string;
  readonly payload: unknown;
  readonly msgId: string;
  readonly correlationId: string;
}

/** Where one durable consumer stands with one item: each consumer of a limits stream gets every item. */
interface DeliveryState {
  deliveries: number;
  /** Earliest time of the next delivery (backoff); 0 = now. */
  notBefore: number;
  /** Token of the delivery in flight; a late result of an older delivery is ignored. */
  inFlight?: symbol;
}

interface Stream {
  spec: WorkStreamSpec;
  items: StoredItem[];
  readonly seen: Map<string, number>;
}

interface Consumer {
  readonly spec: RawConsumerSpec;
  readonly stream: Stream;
  readonly handler: WorkHandler<unknown>;
  readonly policy: RetryPolicy;
  readonly consumedSeqs: Set<number>;
  readonly states: Map<number, DeliveryState>;
  readonly running: Set<Promise<void>>;
  stopped: boolean;
  timer?: NodeJS.Timeout;
}

/**
 * The standalone twin of the JetStream adapter with the same rules: streams must be declared, duplicates inside
 * the window are dropped, each item goes to the durable consumer whose filter matches, unacknowledged items are
 * redelivered after ackWait, failures are retried with backoff, and the last failure goes to `dlq.<subject>`.
 * Items live in memory: work that must survive a crash of the standalone process is first written to the owning
 * service's embedded store (outbox) and re-published from there at start-up.
 */
export class InProcessWorkQueue extends WorkQueue {
  private readonly logger = new Logger(InProcessWorkQueue.name);
  private readonly streams = new Map<string, Stream>();
  private readonly consumers = new Map<string, Consumer>();
  private seq = 0;

  constructor(
    private readonly defaults: RetryPolicy,
    private readonly metrics: MetricsService,
  ) {
    super();
  }

  async declareStream(spec: WorkStreamSpec): Promise<void> {
    const existing = this.streams.get(spec.name);
    if (existing) {
      existing.spec = spec; // consumers hold the stream object: update it in place
      return;
    }
    this.streams.set(spec.name, { spec, items: [], seen: new Map() });
  }

  protected async publishRaw(
    subject: string,
    payload: unknown,
    options: PublishOptions,
  ): Promise<PublishResult> {
    const stream = [...this.streams.values()].find((s) =>
      s.spec.subjects.some((p) => subjectMatches(p, subject)),
    );
    if (!stream) throw new Error(`no stream is declared for subject ${subject}`);
    const now = Date.now();
    for (const [id, at] of stream.seen) if (now - at > DUPLICATE_WINDOW_MS) stream.seen.delete(id);
    if (stream.seen.has(options.msgId)) return { duplicate: true };
    stream.seen.set(options.msgId, now);
    stream.items.push({
      seq: ++this.seq,
      subject,
      payload: asOnTheWire(payload),
      msgId: options.msgId,
      correlationId: acceptCorrelationId(currentCorrelationId()),
    });
    this.pumpStream(stream);
    return { duplicate: false };
  }

  protected async consumeRaw(
    spec: RawConsumerSpec,
    handler: WorkHandler<unknown>,
  ): Promise<WorkSubscription> {
    const stream = this.streams.get(spec.stream);
    if (!stream) throw new Error(`stream ${spec.stream} is not declared`);
    const key = `${spec.stream}/${spec.durable}`;
    const previous = this.consumers.get(key);
    const consumer: Consumer = {
      spec,
      stream,
      handler: handler,
      policy: {
        maxAttempts: spec.maxAttempts ?? this.defaults.maxAttempts,
        ackWaitMs: spec.ackWaitMs ?? this.defaults.ackWaitMs,
        backoffMs: spec.backoffMs ?? this.defaults.backoffMs,
      },
      // A durable consumer keeps its position across re-subscription, as a JetStream durable does.
      consumedSeqs: previous?.consumedSeqs ?? new Set(),
      states: previous?.states ?? new Map(),
      running: new Set(),
      stopped: false,
    };
    this.consumers.set(key, consumer);
    this.pump(consumer);
    return {
      stop: async () => {
        consumer.stopped = true;
        clearTimeout(consumer.timer);
        await Promise.allSettled([...consumer.running]);
      },
    };
  }

  private pumpStream(stream: Stream): void {
    for (const consumer of this.consumers.values()) if (consumer.stream === stream) this.pump(consumer);
  }

  private matches(consumer: Consumer, item: StoredItem): boolean {
    return subjectMatches(consumer.spec.filterSubject, item.subject);
  }

  private pump(consumer: Consumer): void {
    if (consumer.stopped) return;
    clearTimeout(consumer.timer);
    const concurrency = consumer.spec.concurrency ?? 1;
    const now = Date.now();
    let nextWake = Infinity;
    for (const item of consumer.stream.items) {
      if (consumer.running.size >= concurrency) break;
      if (
        consumer.consumedSeqs.has(item.seq) ||
        !this.matches(consumer, item) ||
        this.takenElsewhere(consumer, item)
      ) {
        continue;
      }
      const state = this.state(consumer, item);
      if (state.inFlight) continue;
      if (state.notBefore > now) {
        nextWake = Math.min(nextWake, state.notBefore);
        continue;
      }
      this.start(consumer, item);
    }
    if (nextWake !== Infinity) consumer.timer = setTimeout(() => this.pump(consumer), nextWake - now);
  }

  private state(consumer: Consumer, item: StoredItem): DeliveryState {
    let state = consumer.states.get(item.seq);
    if (!state) {
      state = { deliveries: 0, notBefore: 0 };
      consumer.states.set(item.seq, state);
    }
    return state;
  }

  /** On a work queue an item goes to one consumer at a time: another consumer has it in flight. */
  private takenElsewhere(consumer: Consumer, item: StoredItem): boolean {
    if ((consumer.stream.spec.retention ?? 'workqueue') !== 'workqueue') return false;
    for (const other of this.consumers.values()) {
      if (other !== consumer && other.stream === consumer.stream && other.states.get(item.seq)?.inFlight)
        return true;
    }
    return false;
  }

  private start(consumer: Consumer, item: StoredItem): void {
    const token = Symbol('delivery');
    const state = this.state(consumer, item);
    state.inFlight = token;
    state.deliveries += 1;
    const ackTimer = setTimeout(() => {
      // Not acknowledged in time: the item becomes deliverable again, like a JetStream ack_wait expiry.
      if (state.inFlight !== token) return;
      state.inFlight = undefined;
      this.pump(consumer);
    }, consumer.policy.ackWaitMs);
    const work = deliver(
      {
        subject: item.subject,
        payload: asOnTheWire(item.payload),
        msgId: item.msgId,
        attempt: state.deliveries,
        correlationId: item.correlationId,
      },
      consumer.handler,
      consumer.policy,
      this.metrics,
      this.logger,
    ).then(async (outcome) => {
      clearTimeout(ackTimer);
      if (state.inFlight !== token) return;
      state.inFlight = undefined;
      switch (outcome.kind) {
        case 'ack':
          this.remove(consumer, item);
          break;
        case 'retry':
          state.notBefore = Date.now() + outcome.delayMs;
          break;
        case 'dead':
          await this.deadLetter(item, state.deliveries, outcome.error);
          this.remove(consumer, item);
          break;
      }
    });
    const tracked = work.finally(() => {
      consumer.running.delete(tracked);
      this.pump(consumer);
    });
    consumer.running.add(tracked);
  }

  private remove(consumer: Consumer, item: StoredItem): void {
    const stream = consumer.stream;
    consumer.states.delete(item.seq);
    if ((stream.spec.retention ?? 'workqueue') === 'workqueue') {
      stream.items = stream.items.filter((i) => i !== item);
      for (const other of this.consumers.values()) other.states.delete(item.seq);
    } else {
      consumer.consumedSeqs.add(item.seq);
    }
  }

  private async deadLetter(item: StoredItem, attempts: number, error: string): Promise<void> {
    if (!this.streams.has(DEAD_LETTER_STREAM.name)) await this.declareStream(DEAD_LETTER_STREAM);
    const letter: DeadLetter = {
      subject: item.subject,
      msgId: item.msgId,
      attempts,
      error,
      payload: item.payload,
      failedAt: new Date().toISOString(),
    };
    await runWithCorrelationId(item.correlationId, () =>
      this.publishRaw(deadLetterSubject(item.subject), letter, {
        msgId: deadLetterId(item.subject, item.msgId || randomUUID()),
      }),
    );
  }
}
