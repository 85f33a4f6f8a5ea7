import { Logger } from '@nestjs/common';
import {
  AckPolicy,
  connect,
  ConsumerConfig,
  DeliverPolicy,
  headers as natsHeaders,
  JsMsg,
  NatsConnection,
  nanos,
  RetentionPolicy,
  StorageType,
  StreamConfig,
} from 'nats';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  acceptCorrelationId,
  CORRELATION_HEADER,
  currentCorrelationId,
  runWithCorrelationId,
} from '../../context/correlation';
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
  WorkItem,
  WorkQueue,
  WorkStreamSpec,
  WorkSubscription,
} from '../bus.port';
import { deliver, RetryPolicy } from '../work-delivery';

const MSG_ID_HEADER = 'Nats-Msg-Id';

function isNotFound(error: unknown): boolean {
  return error instanceof Error && /not found/i.test(error.message);
}

/**
 * A JetStream API request that got no answer: a timeout, no responders, or JetStream busy. A declaration is
 * idempotent, so it is asked again.
 */
export function isUnanswered(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return (
    code === 'TIMEOUT' ||
    code === '503' ||
    /timeout|no responders|temporarily unavailable/i.test(error.message)
  );
}

/** The stream settings this adapter sets are the server's already (the server fills in the others). */
export function streamConfigMatches(current: StreamConfig, wanted: Partial<StreamConfig>): boolean {
  return (
    [...current.subjects].sort().join(' ') === [...(wanted.subjects ?? [])].sort().join(' ') &&
    current.retention === wanted.retention &&
    current.storage === wanted.storage &&
    current.duplicate_window === wanted.duplicate_window &&
    current.max_age === wanted.max_age &&
    current.num_replicas === wanted.num_replicas
  );
}

/** The consumer settings this adapter sets are the server's already. */
export function consumerConfigMatches(current: ConsumerConfig, wanted: Partial<ConsumerConfig>): boolean {
  return (
    current.ack_policy === wanted.ack_policy &&
    current.deliver_policy === wanted.deliver_policy &&
    current.ack_wait === wanted.ack_wait &&
    current.max_deliver === wanted.max_deliver &&
    (current.filter_subject || undefined) === (wanted.filter_subject || undefined)
  );
}

/** How long one pull request waits for items; heartbeats come every half of it. */
const PULL_EXPIRES_MS = 5000;

/** How long start-up keeps asking for a stream or consumer whose declaration got no answer. */
const DECLARE_DEADLINE_MS = 60_000;

/**
 * JetStream work queues. Streams and durable consumers are declared (created or updated) in code at start-up;
 * items are acknowledged explicitly after the handler succeeded, nak'ed with a backoff delay after a failure,
 * redelivered by the server after ack_wait when a consumer died, and moved to `dlq.<subject>` after the last attempt.
 */
export class NatsWorkQueue extends WorkQueue {
  private readonly logger = new Logger(NatsWorkQueue.name);
  private connection?: Promise<NatsConnection>;
  private readonly declared = new Set<string>();

  constructor(
    private readonly servers: string[],
    private readonly name: string,
    private readonly defaults: RetryPolicy,
    private readonly metrics: MetricsService,
    /** Copies of each stream on a JetStream cluster (BUS_STREAM_REPLICAS); at most the number of servers. */
    private readonly streamReplicas = 1,
    private readonly declareDeadlineMs = DECLARE_DEADLINE_MS,
  ) {
    super();
  }

  private connect(): Promise<NatsConnection> {
    this.connection ??= connect({
      servers: this.servers,
      name: `${this.name}-jetstream`,
      maxReconnectAttempts: -1,
    }).catch((error: unknown) => {
      this.connection = undefined; // try again on the next call instead of failing forever
      throw error;
    });
    return this.connection;
  }

  async isConnected(): Promise<boolean> {
    const nc = await this.connect();
    return !nc.isClosed();
  }

  async declareStream(spec: WorkStreamSpec): Promise<void> {
    const config: Partial<StreamConfig> = {
      name: spec.name,
      subjects: [...spec.subjects],
      retention:
        (spec.retention ?? 'workqueue') === 'workqueue' ? RetentionPolicy.Workqueue : RetentionPolicy.Limits,
      storage: StorageType.File,
      duplicate_window: nanos(DUPLICATE_WINDOW_MS),
      max_age: spec.maxAgeMs ? nanos(spec.maxAgeMs) : 0,
      num_replicas: this.streamReplicas,
    };
    await this.declaring(`stream ${spec.name}`, async () => {
      const jsm = await (await this.connect()).jetstreamManager();
      try {
        const current = await jsm.streams.info(spec.name);
        // Unchanged: no update. On a cluster, an update sent while another instance's create of the same stream
        // is still being applied left both requests unanswered (nats-server 2.9).
        if (!streamConfigMatches(current.config, config)) await jsm.streams.update(spec.name, config);
      } catch (error) {
        if (!isNotFound(error)) throw error;
        await jsm.streams.add(config);
      }
    });
    this.declared.add(spec.name);
  }

  /**
   * Runs a declaration again while its requests get no answer, up to DECLARE_DEADLINE_MS: on a fresh cluster the
   * stream's raft group may still be electing its leader, and two instances starting together race each other.
   */
  private async declaring(what: string, declare: () => Promise<void>): Promise<void> {
    const deadline = Date.now() + this.declareDeadlineMs;
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await declare();
      } catch (error) {
        if (!isUnanswered(error) || Date.now() >= deadline) throw error;
        this.logger.warn(
          `declaring ${what}: no answer (${error instanceof Error ? error.message : String(error)}), asking again`,
        );
        await sleep(Math.min(250 * 2 ** (attempt - 1), 2000));
      }
    }
  }

  protected async publishRaw(
    subject: string,
    payload: unknown,
    options: PublishOptions,
  ): Promise<PublishResult> {
    const js = (await this.connect()).jetstream();
    const headers = natsHeaders();
    headers.set(CORRELATION_HEADER, acceptCorrelationId(currentCorrelationId()));
    const ack = await js.publish(subject, Buffer.from(JSON.stringify(payload ?? null)), {
      msgID: options.msgId,
      headers,
    });
    return { duplicate: ack.duplicate };
  }

  protected async consumeRaw(
    spec: RawConsumerSpec,
    handler: WorkHandler<unknown>,
  ): Promise<WorkSubscription> {
    const nc = await this.connect();
    if (!this.declared.has(DEAD_LETTER_STREAM.name)) await this.declareStream(DEAD_LETTER_STREAM);
    const policy: RetryPolicy = {
      maxAttempts: spec.maxAttempts ?? this.defaults.maxAttempts,
      ackWaitMs: spec.ackWaitMs ?? this.defaults.ackWaitMs,
      backoffMs: spec.backoffMs ?? this.defaults.backoffMs,
    };
    const config: Partial<ConsumerConfig> = {
      durable_name: spec.durable,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      ack_wait: nanos(policy.ackWaitMs),
      // One delivery more than the attempts, so an item whose consumer kept dying is still seen and dead-lettered.
      max_deliver: policy.maxAttempts + 1,
      filter_subject: spec.filterSubject,
    };
    await this.declaring(`consumer ${spec.stream}/${spec.durable}`, async () => {
      const jsm = await nc.jetstreamManager();
      try {
        const current = await jsm.consumers.info(spec.stream, spec.durable);
        if (!consumerConfigMatches(current.config, config))
          await jsm.consumers.update(spec.stream, spec.durable, config);
      } catch (error) {
        if (!isNotFound(error)) throw error;
        await jsm.consumers.add(spec.stream, config);
      }
    });
    const consumer = await nc.jetstream().consumers.get(spec.stream, spec.durable);
    const concurrency = spec.concurrency ?? 1;
    // Pulls expire (and heartbeats are due) every PULL_EXPIRES_MS: a consumer whose leader was lost pulls again
    // after two missed heartbeats, instead of the 30 s that nats.js's default 30 s pulls take.
    const messages = await consumer.consume({ max_messages: concurrency, expires: PULL_EXPIRES_MS });
    const running = new Set<Promise<void>>();
    const loop = (async () => {
      for await (const message of messages) {
        const work = this.handle(message, handler, policy);
        running.add(work);
        void work.finally(() => running.delete(work));
        if (running.size >= concurrency) await Promise.race(running);
      }
    })();
    return {
      stop: async () => {
        await messages.close();
        await loop.catch(() => undefined);
        await Promise.allSettled([...running]);
      },
    };
  }

  private async handle(message: JsMsg, handler: WorkHandler<unknown>, policy: RetryPolicy): Promise<void> {
    const item = this.toItem(message);
    if (!item) {
      // no reason text: `+TERM <reason>` needs NATS 2.10.4+, and older servers ignore it (the item comes back)
      message.term();
      return;
    }
    try {
      const outcome = await deliver(item, handler, policy, this.metrics, this.logger);
      switch (outcome.kind) {
        case 'ack':
          await message.ackAck();
          break;
        case 'retry':
          message.nak(outcome.delayMs);
          break;
        case 'dead':
          await runWithCorrelationId(item.correlationId, () => this.deadLetter(item, outcome.error));
          message.term(); // the reason is in the dead letter and the log
          break;
      }
    } catch (error) {
      // Acknowledging failed (connection lost): the server redelivers after ack_wait; the handler is idempotent.
      this.logger.warn(
        `could not settle ${item.subject} ${item.msgId}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  private toItem(message: JsMsg): WorkItem<unknown> | undefined {
    try {
      return {
        subject: message.subject,
        payload: JSON.parse(Buffer.from(message.data).toString('utf8')) as unknown,
        msgId: message.headers?.get(MSG_ID_HEADER) || `${message.info.stream}:${message.seq}`,
        attempt: message.info.deliveryCount,
        correlationId: acceptCorrelationId(message.headers?.get(CORRELATION_HEADER)),
      };
    } catch {
      return undefined;
    }
  }

  private async deadLetter(item: WorkItem<unknown>, error: string): Promise<void> {
    const letter: DeadLetter = {
      subject: item.subject,
      msgId: item.msgId,
      attempts: item.attempt,
      error,
      payload: item.payload,
      failedAt: new Date().toISOString(),
    };
    await this.publishRaw(deadLetterSubject(item.subject), letter, {
      msgId: deadLetterId(item.subject, item.msgId),
    });
  }

  async close(): Promise<void> {
    if (!this.connection) return;
    const nc = await this.connection;
    if (!nc.isClosed()) await nc.drain();
  }
}
