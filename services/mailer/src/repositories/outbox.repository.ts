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
    const at = id.lastIndexOf(':');
    const key = id.slice(0, at);
    const part = id.slice(at + 1) as MailPart;
    return this.table.transaction(() => {
      const entry = this.table.get(key);
      if (!entry || !MAIL_PARTS.includes(part) || entry.delivered.includes(part)) return;
      void this.table.put(key, { ...entry, delivered: [...entry.delivered, part] });
    });
  }

  isDelivered(id: string): boolean {
    const at = id.lastIndexOf(':');
    return this.table.get(id.slice(0, at))?.delivered.includes(id.slice(at + 1) as MailPart) ?? false;
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
