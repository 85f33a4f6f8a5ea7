import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NatsConnection } from 'nats';
import { defineWork, MetricsService, NatsWorkQueue, outgoingMailSchema } from '@site/platform';
import { deleteStreams, NATS_URL, natsConnection, uniqueName } from '../support/nats';
import { startNode } from '../support/processes';
import { waitFor } from '../support/wait';

describe('JetStream work queue through a consumer crash', () => {
  let nc: NatsConnection;
  let stream: string;
  let subject: string;
  let outbox: string;
  let publisher: NatsWorkQueue;

  beforeEach(async () => {
    nc = await natsConnection();
    stream = uniqueName('CRASH');
    subject = `crash.${stream.toLowerCase()}.mail`;
    outbox = await mkdtemp(join(tmpdir(), 'outbox-'));
    publisher = new NatsWorkQueue(
      [NATS_URL],
      'crash-test',
      { maxAttempts: 5, ackWaitMs: 1000, backoffMs: 100 },
      new MetricsService(),
    );
    await publisher.declareStream({ name: stream, subjects: [subject] });
  });

  afterEach(async () => {
    await publisher.close();
    await deleteStreams(nc, [stream]);
    await nc.drain();
  });

  it('redelivers an item whose consumer died before acknowledging it, and its effect happens exactly once', async () => {
    const env = { NATS_URL, STREAM: stream, SUBJECT: subject, OUTBOX: outbox };
    await publisher.publish(
      defineWork({ subject, payload: outgoingMailSchema }),
      { to: 'someone@example.org', subject: 'Hello', text: 'Once only.' },
      { msgId: 'mail-1' },
    );

    const crashing = startNode('test/fixtures/mail-consumer.js', { ...env, CRASH_BEFORE_ACK: '1' });
    const crash = await crashing.exited;
    expect(crash.signal).toBe('SIGKILL');
    expect(crashing.output()).toContain('handled mail-1 attempt=1 delivered=true');
    expect(await readdir(outbox)).toHaveLength(1);

    const restarted = startNode('test/fixtures/mail-consumer.js', env);
    try {
      await waitFor(
        () => (restarted.output().includes('handled mail-1') ? true : undefined),
        20_000,
        'redelivery',
      );
      expect(restarted.output()).toContain('handled mail-1 attempt=2 delivered=false');
      const jsm = await nc.jetstreamManager();
      await waitFor(
        async () => {
          const info = await jsm.consumers.info(stream, 'mail-fixture');
          return info.num_ack_pending === 0 && info.num_pending === 0 ? true : undefined;
        },
        10_000,
        'the item to be acknowledged',
      );
    } finally {
      await restarted.stop();
    }
    const files = (await readdir(outbox)).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(1);
  });
});
