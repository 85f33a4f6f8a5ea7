import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { AppException, ErrorCode, MAIL_SEND, MAIL_STREAM, WorkQueue } from '@site/platform';
import { createHash } from 'node:crypto';
import type { ContactMessage } from '../dtos/contact.dto';
import { MAILER_CONFIG, type MailerConfig } from '../mailer.env';
import { MAIL_PARTS, OutboxEntry, OutboxRepository, queueId } from '../repositories/outbox.repository';
import { renderContactMail } from './contact-mail.renderer';

export const CONTACT_CLOCK = Symbol('CONTACT_CLOCK');

/**
 * Accepts contact messages: refuses floods per client address, drops what bots fill in, stores each message in the
 * outbox (once per idempotency key) before answering, and queues its two mails. Unfinished mails are queued again
 * at start-up and when the same message is posted again, so an accepted message is delivered even if the process
 * dies, or the bus fails, before it is sent.
 */
@Injectable()
export class ContactService implements OnApplicationBootstrap {
  private readonly logger = new Logger(ContactService.name);
  private readonly recent = new Map<string, number[]>();

  constructor(
    private readonly outbox: OutboxRepository,
    private readonly queue: WorkQueue,
    @Inject(MAILER_CONFIG) private readonly config: MailerConfig,
    @Inject(CONTACT_CLOCK) private readonly clock: () => Date,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.declareStream(MAIL_STREAM);
    const unsent = this.outbox.undelivered();
    const parked = unsent.filter((entry) => Object.keys(entry.dead ?? {}).length > 0).length;
    if (unsent.length > 0) {
      this.logger.log(`queuing ${unsent.length} unsent contact message(s) again, ${parked} of them parked`);
    }
    for (const entry of unsent) await this.enqueue(entry);
  }

  async accept(message: ContactMessage, client: string, idempotencyKey?: string): Promise<void> {
    this.limit(client);
    if (message.website.trim() !== '') {
      this.logger.warn('contact message dropped: the honeypot field was filled in');
      return;
    }
    const { website: _honeypot, ...stored } = message;
    const now = this.clock();
    const key = idempotencyKey ? `key-${idempotencyKey}` : `hash-${this.contentHash(stored, now)}`;
    const entry: OutboxEntry = { key, message: stored, accepted_at: now.toISOString(), delivered: [] };
    // A post retried under its key (its answer was lost, or queueing failed after the message was stored, as while
    // the bus elects a new stream leader) queues again what is not delivered yet: the bus drops message ids it
    // already holds, and the worker skips a mail the outbox records as delivered.
    const added = await this.outbox.add(entry);
    await this.enqueue(added ? entry : (this.outbox.entry(key) ?? entry));
  }

  /** A hash of the content and the minute: the same message posted twice within a minute is one message. */
  private contentHash(message: Omit<ContactMessage, 'website'>, now: Date): string {
    return createHash('sha256')
      .update(JSON.stringify([message, now.toISOString().slice(0, 16)]))
      .digest('hex')
      .slice(0, 40);
  }

  private async enqueue(entry: OutboxEntry): Promise<void> {
    const inbox = this.config.MAIL_TO;
    for (const part of MAIL_PARTS) {
      if (entry.delivered.includes(part)) continue;
      await this.queue.publish(MAIL_SEND, renderContactMail(part, entry.message, inbox), {
        msgId: queueId(entry, part),
      });
    }
  }

  private limit(client: string): void {
    const { CONTACT_RATE_LIMIT, CONTACT_RATE_WINDOW_MS } = this.config;
    const now = this.clock().getTime();
    const times = (this.recent.get(client) ?? []).filter((at) => now - at < CONTACT_RATE_WINDOW_MS);
    if (times.length >= CONTACT_RATE_LIMIT) {
      const minutes = Math.ceil(CONTACT_RATE_WINDOW_MS / 60_000);
      throw new AppException(
        429,
        ErrorCode.RateLimited,
        `Too many messages from your address: at most ${CONTACT_RATE_LIMIT} in ${minutes} minutes. Please try again later.`,
      );
    }
    times.push(now);
    this.recent.set(client, times);
    if (this.recent.size > 10_000) {
      for (const [address, list] of this.recent)
        if (list.every((at) => now - at >= CONTACT_RATE_WINDOW_MS)) this.recent.delete(address);
    }
  }
}
