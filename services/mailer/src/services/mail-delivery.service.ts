import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import {
  MAIL_SEND,
  MAIL_STREAM,
  type OutgoingMail,
  PermanentWorkError,
  PLATFORM_CONFIG,
  PlatformConfig,
  WorkItem,
  WorkQueue,
  WorkSubscription,
} from '@site/platform';
import { MAILER_CONFIG, type MailerConfig } from '../mailer.env';
import { DeliveryReceipt, MailTransport } from './mail-transport';
import { mailIdOf, OutboxRepository } from '../repositories/outbox.repository';

export const MAIL_CONSUMER = 'mailer';
/** Mails sent at the same time (the SMTP transport pools as many connections). */
export const MAIL_CONCURRENCY = 4;

/** Consumes the mail work queue: each item is delivered once, whatever the redeliveries. */
@Injectable()
export class MailDeliveryService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(MailDeliveryService.name);
  private subscription?: WorkSubscription;
  /** Mail ids being sent right now: a second copy of one (a parked mail queued again) waits for the first. */
  private readonly sending = new Set<string>();

  constructor(
    private readonly queue: WorkQueue,
    private readonly transport: MailTransport,
    private readonly outbox: OutboxRepository,
    @Inject(PLATFORM_CONFIG) private readonly config: PlatformConfig,
    @Inject(MAILER_CONFIG) private readonly mailer: MailerConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.declareStream(MAIL_STREAM);
    this.subscription = await this.queue.consume(
      MAIL_SEND,
      { stream: MAIL_STREAM.name, durable: MAIL_CONSUMER, concurrency: MAIL_CONCURRENCY },
      (item) => this.deliver(item),
    );
  }

  async onModuleDestroy(): Promise<void> {
    await this.subscription?.stop();
  }

  /** One mail; its payload was validated against `mail.send`'s contract (a malformed item never gets here). */
  async deliver(item: WorkItem<OutgoingMail>): Promise<void> {
    const id = mailIdOf(item.msgId);
    // a contact mail the outbox already records as sent is not sent again (a redelivery after a crash)
    if (this.outbox.isDelivered(id)) return;
    if (this.sending.has(id))
      throw new Error(`mail ${id} is being sent by another delivery; trying again later`);
    this.sending.add(id);
    let receipt: DeliveryReceipt | undefined;
    try {
      receipt = await this.transport.send(id, {
        ...item.payload,
        from: this.mailer.MAIL_FROM,
      });
      await this.outbox.markDelivered(id);
    } catch (error) {
      const permanent = error instanceof PermanentWorkError;
      if (!receipt && (permanent || item.attempt >= this.config.BUS_MAX_ATTEMPTS)) {
        const reason = error instanceof Error ? error.message : String(error);
        await this.outbox.markDead(id, {
          reason,
          attempts: item.attempt,
          at: new Date().toISOString(),
        });
        this.logger.error(`mail ${id} parked as dead after ${item.attempt} attempt(s): ${reason}`);
      }
      throw error;
    } finally {
      this.sending.delete(id);
    }
    this.logger.log(receipt.delivered ? `mail ${id} delivered` : `mail ${id} was already delivered`);
  }
}
