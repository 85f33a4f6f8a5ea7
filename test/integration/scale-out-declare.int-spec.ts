import {
  DEAD_LETTER_STREAM,
  DOCUMENT_EVENTS_STREAM,
  DOCUMENT_INGEST_STREAM,
  DOCUMENT_INGEST_WORK,
  ERASURE_CONFIRMATIONS_STREAM,
  MetricsService,
  NatsWorkQueue,
  USER_ERASED,
  USER_EVENTS_STREAM,
} from '@site/platform';
import { connect } from 'nats';
import { startNatsCluster, type NatsCluster } from '../support/nats-cluster';

/**
 * Two instances of a service starting at once on a fresh three-node JetStream cluster declare the same replicated
 * streams and durable consumers (as two document-ingest pods do). Each declaration must be answered: before the fix,
 * one instance's update of a stream the other was still creating left both requests without an answer, and the
 * service stopped at start with TIMEOUT (issue 18).
 */
describe('two instances declaring the same replicated streams at once', () => {
  let cluster: NatsCluster;

  beforeAll(async () => {
    cluster = await startNatsCluster();
  }, 90_000);

  afterAll(async () => {
    await cluster?.stop();
  });

  const instance = (name: string): NatsWorkQueue =>
    new NatsWorkQueue(
      cluster.urls.split(','),
      name,
      { maxAttempts: 5, ackWaitMs: 30_000, backoffMs: 100 },
      new MetricsService(),
      3,
    );

  const start = async (queue: NatsWorkQueue): Promise<void> => {
    // the order of document-ingest's start-up hooks: the user eraser, then the ingestion service
    await queue.declareStream(USER_EVENTS_STREAM);
    await queue.declareStream(ERASURE_CONFIRMATIONS_STREAM);
    await queue.consume(
      USER_ERASED,
      { stream: USER_EVENTS_STREAM.name, durable: 'document-ingest-erasure' },
      () => Promise.resolve(),
    );
    await queue.declareStream(DOCUMENT_INGEST_STREAM);
    await queue.declareStream(DOCUMENT_EVENTS_STREAM);
    await queue.consume(
      DOCUMENT_INGEST_WORK,
      { stream: DOCUMENT_INGEST_STREAM.name, durable: 'document-ingest' },
      () => Promise.resolve(),
    );
  };

  it('both start, and every stream has three replicas', async () => {
    const queues = [instance('first'), instance('second')];
    try {
      const started = await Promise.allSettled(queues.map(start));
      expect(
        started.map((result) => (result.status === 'fulfilled' ? 'started' : String(result.reason))),
      ).toEqual(['started', 'started']);
      const nc = await connect({ servers: cluster.urls.split(',') });
      try {
        const jsm = await nc.jetstreamManager({ timeout: 10_000 });
        for (const stream of [
          USER_EVENTS_STREAM,
          ERASURE_CONFIRMATIONS_STREAM,
          DEAD_LETTER_STREAM,
          DOCUMENT_INGEST_STREAM,
          DOCUMENT_EVENTS_STREAM,
        ]) {
          expect((await jsm.streams.info(stream.name)).config.num_replicas).toBe(3);
        }
        await jsm.consumers.info(DOCUMENT_INGEST_STREAM.name, 'document-ingest');
      } finally {
        await nc.close();
      }
    } finally {
      await Promise.all(queues.map((queue) => queue.close()));
    }
  }, 60_000);

  it('waits for a cluster that has lost its quorum, instead of failing at the first unanswered request', async () => {
    const [, second, third] = cluster.nodes;
    await cluster.kill(second);
    await cluster.kill(third);
    const queue = new NatsWorkQueue(
      [cluster.nodes[0].url],
      'alone',
      { maxAttempts: 5, ackWaitMs: 30_000, backoffMs: 100 },
      new MetricsService(),
      3,
    );
    try {
      const declared = queue.declareStream({ name: 'AFTER_QUORUM', subjects: ['after.quorum'] }).then(
        () => 'declared',
        (error: unknown) => `failed: ${String(error)}`,
      );
      // longer than one JetStream API request waits (5 s) before it gives up
      await new Promise((resolve) => setTimeout(resolve, 7000));
      await cluster.restart(second);
      await cluster.restart(third);
      expect(await declared).toBe('declared');
    } finally {
      await queue.close();
    }
  }, 90_000);
});
