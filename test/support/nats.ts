import { randomUUID } from 'node:crypto';
import { connect, NatsConnection } from 'nats';

export const NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';

/** A name no other test run uses, for streams and consumers on the shared NATS server. */
export function uniqueName(prefix: string): string {
  return `${prefix}_${randomUUID().replace(/-/g, '').slice(0, 12)}`.toUpperCase();
}

export function natsConnection(): Promise<NatsConnection> {
  return connect({ servers: NATS_URL, name: 'tests' });
}

/** Removes the streams a test declared, so the shared server does not fill up. */
export async function deleteStreams(nc: NatsConnection, names: string[]): Promise<void> {
  const jsm = await nc.jetstreamManager();
  for (const name of names) await jsm.streams.delete(name).catch(() => undefined);
}
