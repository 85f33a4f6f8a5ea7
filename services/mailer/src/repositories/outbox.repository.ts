import { openEmbeddedStore, openTable } from '@site/platform';
import type { RootDatabase } from 'lmdb';
import type { ContactMessage } from '../dtos/contact.dto';

export const MAIL_PARTS = ['company', 'confirmation'] as const;
export type MailPart = (typeof MAIL_PARTS)[number];

/** An accepted contact message: stored before the client is told, so nothing accepted is ever lost. */
export interface OutboxEntry {
  readonly key: string;
  readonly message: Omit<ContactMessage, 'website'>;
  readonly accepted_at: string;
  /** The mails of this message that were handed to the mail transport. */
  readonly delivered: readonly MailPart[];
  /** Mails given up after their last attempt, with why: parked until the next start-up queues them again. */
  readonly dead?: Partial<Record<MailPart, ParkedMail>>;
}

export interface ParkedMail {
  readonly reason: string;
  readonly attempts: number;
  readonly at: string;
  /** How many times this mail was parked: its next queueing needs a new message id (see `queueId`). */
  readonly round: number;
}

/**
 * The message id a mail is queued under. A parked mail queued again at start-up gets a new one (`<mail>#<round>`),
 * which the bus's de-duplication would otherwise drop; the mail id itself (outbox record, Message-ID) stays.
 */
export function queueId(entry: OutboxEntry, part: MailPart): string {
  const round = entry.dead?.[part]?.round;
  return round === undefined ? mailId(entry.key, part) : `${mailId(entry.key, part)}#${round}`;
}

/** The mail id of a queued message id. */
export function mailIdOf(queuedId: string): string {
  return queuedId.replace(/#\d+$/, '');
}

function splitMailId(id: string): { key: string; part: MailPart | undefined } {
  const at = id.lastIndexOf(':');
  const part = id.slice(at + 1) as MailPart;
  return { key: id.slice(0, at), part: MAIL_PARTS.includes(part) ? part : undefined };
}

export function mailId(key: string, part: MailPart): string {
  return `${key}:${part}`;
}

/** The mailer's outbox in its embedded store, keyed by idempotency key. */
export class OutboxRepository {
  private readonly root: RootDatabase;
  private readonly table;

  constructor(dir: string) {
    this.root = openEmbeddedStore(dir);
    this.table = openTable<OutboxEntry>(this.root, 'outbox');
  }

  /** Stores the entry unless its key is there already; whether it was new. Durable when it resolves. */
  add(entry: OutboxEntry): Promise<boolean> {
    return this.table.transaction(() => {
      if (this.table.get(entry.key) !== undefined) return false;
      void this.table.put(entry.key, entry);
      return true;
    });
  }

  /** Records that a mail (`<key>:<part>`) went out; mails of other origins are ignored. */
  markDelivered(id: string): Promise<void> {
    const { key, part } = splitMailId(id);
    return this.table.transaction(() => {
      const entry = this.table.get(key);
      if (!entry || !part || entry.delivered.includes(part)) return;
      const { [part]: _wasParked, ...dead } = entry.dead ?? {};
      void this.table.put(key, { ...entry, delivered: [...entry.delivered, part], dead });
    });
  }

  /** Records that a mail was given up after its last attempt. */
  markDead(id: string, parked: Omit<ParkedMail, 'round'>): Promise<void> {
    const { key, part } = splitMailId(id);
    return this.table.transaction(() => {
      const entry = this.table.get(key);
      if (!entry || !part || entry.delivered.includes(part)) return;
      const round = (entry.dead?.[part]?.round ?? 0) + 1;
      void this.table.put(key, { ...entry, dead: { ...entry.dead, [part]: { ...parked, round } } });
    });
  }

  isDelivered(id: string): boolean {
    const { key, part } = splitMailId(id);
    return part !== undefined && (this.table.get(key)?.delivered.includes(part) ?? false);
  }

  entry(key: string): OutboxEntry | undefined {
    return this.table.get(key);
  }

  /** Entries with a mail not yet handed over, to queue again after a restart. */
  undelivered(): OutboxEntry[] {
    return [...this.table.getRange()]
      .map(({ value }) => value)
      .filter((entry) => entry.delivered.length < MAIL_PARTS.length);
  }

  async close(): Promise<void> {
    await this.root.close();
  }
}
