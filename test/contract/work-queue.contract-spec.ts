import { z } from 'zod';
import {
  BusContractError,
  CORRELATION_HEADER,
  DEAD_LETTER_STREAM,
  DeadLetter,
  deadLetterContract,
  defineWork,
  WorkContract,
  InProcessWorkQueue,
  MetricsService,
  NatsWorkQueue,
  PermanentWorkError,
  RetryPolicy,
  runWithCorrelationId,
  WorkItem,
  WorkQueue,
  WorkSubscription,
} from '@site/platform';
import type { NatsConnection } from 'nats';
import { deleteStreams, NATS_URL, natsConnection, uniqueName } from '../support/nats';
import { waitFor } from '../support/wait';

// One suite, every adapter of the WorkQueue port: the standalone mode must keep the delivery rules of JetStream,
// and both validate items against their subject's contract.
const policy: RetryPolicy = { maxAttempts: 3, ackWaitMs: 1000, backoffMs: 50 };

const adapters: { name: string; create: () => WorkQueue; close: (q: WorkQueue) => Promise<void> }[] = [
  {
    name: 'in-process',
    create: () => new InProcessWorkQueue(policy, new MetricsService()),
    close: async () => undefined,
  },
  {
    name: 'NATS JetStream',
    create: () => new NatsWorkQueue([NATS_URL], 'contract-tests', policy, new MetricsService()),
    close: (q) => (q as NatsWorkQueue).close(),
  },
];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(adapters)('WorkQueue contract: $name', ({ create, close }) => {
  let queue: WorkQueue;
  let nc: NatsConnection;
  let stream: string;
  let subject: string;
  let work: WorkContract;
  const subscriptions: WorkSubscription[] = [];
  const durables: string[] = [];

  beforeAll(async () => {
    nc = await natsConnection();
  });
  afterAll(async () => {
    await nc.drain();
  });

  beforeEach(async () => {
    queue = create();
    stream = uniqueName('CONTRACT');
    subject = `contract.${stream.toLowerCase()}.work`;
    work = defineWork({ subject, payload: z.record(z.string(), z.unknown()) });
    await queue.declareStream({ name: stream, subjects: [subject] });
  });

  afterEach(async () => {
    await Promise.all(subscriptions.splice(0).map((s) => s.stop()));
    await close(queue);
    const jsm = await nc.jetstreamManager();
    for (const durable of durables.splice(0))
      await jsm.consumers.delete(DEAD_LETTER_STREAM.name, durable).catch(() => undefined);
    await deleteStreams(nc, [stream]);
  });

  async function consume(handler: (item: WorkItem<unknown>) => Promise<void>) {
    subscriptions.push(await queue.consume(work, { stream, durable: 'worker' }, handler));
  }

  async function collectDeadLetters(): Promise<DeadLetter[]> {
    const letters: DeadLetter[] = [];
    const durable = uniqueName('dlq');
    durables.push(durable);
    await queue.declareStream(DEAD_LETTER_STREAM);
    subscriptions.push(
      await queue.consume(
        deadLetterContract(subject),
        { stream: DEAD_LETTER_STREAM.name, durable },
        async (item) => void letters.push(item.payload),
      ),
    );
    return letters;
  }

  it('delivers a published item to the consumer with its payload, id and first attempt', async () => {
    const seen: WorkItem<unknown>[] = [];
    await consume(async (item) => void seen.push(item));
    await queue.publish(work, { hello: 'world', at: 1 }, { msgId: 'm-1' });
    await waitFor(() => (seen.length ? true : undefined), 10_000, 'delivery');
    expect(seen[0]).toMatchObject({ subject, payload: { hello: 'world', at: 1 }, msgId: 'm-1', attempt: 1 });
  });

  it('keeps items published before any consumer subscribed', async () => {
    await queue.publish(work, { n: 1 }, { msgId: 'early-1' });
    await queue.publish(work, { n: 2 }, { msgId: 'early-2' });
    const seen: unknown[] = [];
    await consume(async (item) => void seen.push(item.payload));
    await waitFor(() => (seen.length === 2 ? true : undefined), 10_000, 'two deliveries');
    expect(seen).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('drops a second publish with the same message id', async () => {
    expect(await queue.publish(work, { n: 1 }, { msgId: 'same' })).toEqual({ duplicate: false });
    expect(await queue.publish(work, { n: 2 }, { msgId: 'same' })).toEqual({ duplicate: true });
    const seen: unknown[] = [];
    await consume(async (item) => void seen.push(item.payload));
    await waitFor(() => (seen.length ? true : undefined), 10_000, 'delivery');
    await sleep(500);
    expect(seen).toEqual([{ n: 1 }]);
  });

  it('retries a failing item and acknowledges it once the handler succeeds', async () => {
    const attempts: number[] = [];
    await consume(async (item) => {
      attempts.push(item.attempt);
      if (item.attempt < 3) throw new Error('temporary failure');
    });
    await queue.publish(work, { n: 1 }, { msgId: 'flaky' });
    await waitFor(() => (attempts.length === 3 ? true : undefined), 10_000, 'three attempts');
    await sleep(policy.ackWaitMs + 500);
    expect(attempts).toEqual([1, 2, 3]);
  });

  it('moves an item that failed on every attempt to the dead-letter subject', async () => {
    const letters = await collectDeadLetters();
    const attempts: number[] = [];
    await consume(async (item) => {
      attempts.push(item.attempt);
      throw new Error('always broken');
    });
    await queue.publish(work, { n: 1 }, { msgId: 'doomed' });
    await waitFor(() => (letters.length ? true : undefined), 15_000, 'dead letter');
    expect(attempts).toEqual([1, 2, 3]);
    expect(letters[0]).toMatchObject({
      subject,
      msgId: 'doomed',
      attempts: 3,
      error: 'always broken',
      payload: { n: 1 },
    });
  });

  it('dead-letters an item at once when the handler says retrying cannot help', async () => {
    const letters = await collectDeadLetters();
    const attempts: number[] = [];
    await consume(async (item) => {
      attempts.push(item.attempt);
      throw new PermanentWorkError('malformed item');
    });
    await queue.publish(work, { n: 1 }, { msgId: 'malformed' });
    await waitFor(() => (letters.length ? true : undefined), 10_000, 'dead letter');
    expect(attempts).toEqual([1]);
    expect(letters[0]).toMatchObject({ msgId: 'malformed', attempts: 1, error: 'malformed item' });
  });

  it('delivers again an item whose consumer never acknowledged it (a hung or dead worker)', async () => {
    const attempts: number[] = [];
    let release: () => void = () => undefined;
    const hung = new Promise<void>((resolve) => (release = resolve));
    subscriptions.push(
      await queue.consume(work, { stream, durable: 'worker', concurrency: 2 }, async (item) => {
        attempts.push(item.attempt);
        if (item.attempt === 1) await hung;
      }),
    );
    await queue.publish(work, { n: 1 }, { msgId: 'hung' });
    await waitFor(() => (attempts.includes(2) ? true : undefined), 15_000, 'redelivery');
    release();
    expect(attempts.slice(0, 2)).toEqual([1, 2]);
  });

  it('hands the publisher correlation id to the handler', async () => {
    const ids: string[] = [];
    await consume(async (item) => void ids.push(item.correlationId));
    await runWithCorrelationId('corr-123', () => queue.publish(work, {}, { msgId: 'traced' }));
    await waitFor(() => (ids.length ? true : undefined), 10_000, 'delivery');
    expect(ids).toEqual(['corr-123']);
    expect(CORRELATION_HEADER).toBe('x-correlation-id');
  });

  it('gives every item of an event stream to each durable consumer, counting attempts per consumer', async () => {
    const events = uniqueName('EVENTS');
    const eventSubject = `contract.${events.toLowerCase()}.happened`;
    const happened = defineWork({ subject: eventSubject, payload: z.object({ n: z.number() }) });
    await queue.declareStream({ name: events, subjects: [eventSubject], retention: 'limits' });
    const seen: string[] = [];
    let failedOnce = false;
    for (const durable of ['first', 'second']) {
      subscriptions.push(
        await queue.consume(happened, { stream: events, durable }, async (item) => {
          if (durable === 'second' && !failedOnce) {
            failedOnce = true;
            throw new Error('not yet');
          }
          seen.push(`${durable}:${item.attempt}`);
        }),
      );
    }
    try {
      await queue.publish(happened, { n: 1 }, { msgId: `${events}-1` });
      await waitFor(async () => (seen.length === 2 ? true : undefined), 10_000, 'both consumers');
      expect(seen.sort()).toEqual(['first:1', 'second:2']);
    } finally {
      await Promise.all(subscriptions.splice(0).map((sub) => sub.stop()));
      await deleteStreams(nc, [events]);
    }
  });

  it('refuses to publish on a subject no stream captures', async () => {
    const nowhere = defineWork({ subject: `nowhere.${stream.toLowerCase()}`, payload: z.object({}) });
    await expect(queue.publish(nowhere, {}, { msgId: 'lost' })).rejects.toThrow();
  });

  it('refuses to publish an item that breaks its contract, and publishes nothing', async () => {
    const strict = defineWork({ subject, payload: z.object({ n: z.number().int() }) });
    const refused = queue.publish(strict, { n: 'one' as unknown as number }, { msgId: 'refused' });
    await expect(refused).rejects.toBeInstanceOf(BusContractError);
    await expect(refused).rejects.toMatchObject({
      code: 'BUS_CONTRACT_VIOLATION',
      subject,
      stage: 'publish',
      issues: [expect.objectContaining({ path: 'n' })],
    });
    // the id was not taken by the refused item: the same id publishes once the item is right
    expect(await queue.publish(strict, { n: 1 }, { msgId: 'refused' })).toEqual({ duplicate: false });
    const seen: unknown[] = [];
    await consume(async (item) => void seen.push(item.payload));
    await waitFor(() => (seen.length ? true : undefined), 10_000, 'delivery');
    await sleep(500);
    expect(seen).toEqual([{ n: 1 }]);
  });

  it('dead-letters at once an item that breaks the consumer contract, without running the handler', async () => {
    const letters = await collectDeadLetters();
    const strict = defineWork({ subject, payload: z.object({ n: z.number().int() }) });
    const handled: unknown[] = [];
    subscriptions.push(
      await queue.consume(
        strict,
        { stream, durable: 'worker' },
        async (item) => void handled.push(item.payload),
      ),
    );
    // an outdated publisher whose contract still allows what the consumer's refuses
    await queue.publish(work, { n: 'one' }, { msgId: 'outdated' });
    await queue.publish(strict, { n: 2 }, { msgId: 'current' });
    await waitFor(() => (letters.length && handled.length ? true : undefined), 10_000, 'dead letter');
    expect(handled).toEqual([{ n: 2 }]);
    expect(letters).toEqual([
      expect.objectContaining({ msgId: 'outdated', attempts: 1, payload: { n: 'one' } }),
    ]);
    expect(letters[0]?.error).toMatch(/malformed .* at n/);
  });
});
