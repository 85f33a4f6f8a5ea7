import { MetricsService } from '../metrics/metrics.service';
import { PermanentWorkError, WorkItem } from './bus.port';
import { backoffDelay, deliver, RetryPolicy } from './work-delivery';

const policy: RetryPolicy = { maxAttempts: 3, ackWaitMs: 1000, backoffMs: 100 };
const log = { warn: jest.fn(), error: jest.fn() };
const item = (attempt: number): WorkItem<unknown> => ({
  subject: 's',
  payload: {},
  msgId: 'm',
  attempt,
  correlationId: 'c',
});

describe(deliver.name, () => {
  const metrics = new MetricsService();

  it('acknowledges when the handler succeeds', async () => {
    await expect(deliver(item(1), async () => undefined, policy, metrics, log)).resolves.toEqual({
      kind: 'ack',
    });
  });

  it('retries with a doubling delay while attempts remain', async () => {
    const failing = async () => {
      throw new Error('boom');
    };
    await expect(deliver(item(2), failing, policy, metrics, log)).resolves.toEqual({
      kind: 'retry',
      delayMs: 200,
      error: 'boom',
    });
    await expect(deliver(item(3), failing, policy, metrics, log)).resolves.toEqual({
      kind: 'dead',
      error: 'boom',
    });
  });

  it('gives up at once on a permanent error, and without running an item delivered too often', async () => {
    const permanent = async () => {
      throw new PermanentWorkError('malformed');
    };
    await expect(deliver(item(1), permanent, policy, metrics, log)).resolves.toEqual({
      kind: 'dead',
      error: 'malformed',
    });
    const handler = jest.fn(async () => undefined);
    await expect(deliver(item(4), handler, policy, metrics, log)).resolves.toMatchObject({ kind: 'dead' });
    expect(handler).not.toHaveBeenCalled();
  });

  it('caps the backoff at five minutes', () => {
    expect(backoffDelay(1, 1000)).toBe(1000);
    expect(backoffDelay(30, 1000)).toBe(300_000);
  });
});
