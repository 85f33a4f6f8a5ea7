import {
  MAIL_PARTS,
  type MailPart,
  type OutboxEntry,
  type OutboxRepository,
  type ParkedMail,
} from '../../../services/mailer/src/repositories/outbox.repository';

/** The public side of a class: what a fake must offer in its place (private fields left out). */
export type PortOf<T> = { [K in keyof T]: T[K] };

function split(id: string): { key: string; part: MailPart | undefined } {
  const at = id.lastIndexOf(':');
  const part = id.slice(at + 1) as MailPart;
  return { key: id.slice(0, at), part: MAIL_PARTS.includes(part) ? part : undefined };
}

/** The mailer's outbox in a Map, with the rules of the embedded store's adapter. */
export class FakeOutboxRepository implements PortOf<OutboxRepository> {
  readonly entries = new Map<string, OutboxEntry>();
  closed = false;

  async add(entry: OutboxEntry): Promise<boolean> {
    if (this.entries.has(entry.key)) return false;
    this.entries.set(entry.key, structuredClone(entry));
    return true;
  }

  async markDelivered(id: string): Promise<void> {
    const { key, part } = split(id);
    const entry = this.entries.get(key);
    if (!entry || !part || entry.delivered.includes(part)) return;
    const { [part]: _wasParked, ...dead } = entry.dead ?? {};
    this.entries.set(key, { ...entry, delivered: [...entry.delivered, part], dead });
  }

  async markDead(id: string, parked: Omit<ParkedMail, 'round'>): Promise<void> {
    const { key, part } = split(id);
    const entry = this.entries.get(key);
    if (!entry || !part || entry.delivered.includes(part)) return;
    const round = (entry.dead?.[part]?.round ?? 0) + 1;
    this.entries.set(key, { ...entry, dead: { ...entry.dead, [part]: { ...parked, round } } });
  }

  isDelivered(id: string): boolean {
    const { key, part } = split(id);
    return part !== undefined && (this.entries.get(key)?.delivered.includes(part) ?? false);
  }

  entry(key: string): OutboxEntry | undefined {
    return this.entries.get(key);
  }

  undelivered(): OutboxEntry[] {
    return [...this.entries.values()].filter((entry) => entry.delivered.length < MAIL_PARTS.length);
  }

  async close(): Promise<void> {
    this.closed = true;
  }
}
