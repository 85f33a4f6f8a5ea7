import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import {
  MAIL_SEND,
  MAIL_STREAM,
  outgoingMailSchema,
  PermanentWorkError,
  PLATFORM_CONFIG,
  PlatformConfig,
  WorkItem,
  WorkQueue,
  WorkSubscription,
} from '@site/platform';
import { mailerConfig } from '../mailer.env';
import { MailTransport } from './mail-transport';
import { OutboxRepository } from '../repositories/outbox.repository';

export const MAIL_CONSUMER = 'mailer';

/** Consumes the mail work queue: each item is delivered once, whatever the redeliveries. */
@Injectable()
export class MailDeliveryService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(MailDeliveryService.name);
  private subscription?: WorkSubscription;

  constructor(
    private readonly queue: WorkQueue,
    private readonly transport: MailTransport,
    private readonly outbox: OutboxRepository,
    @Inject(PLATFORM_CONFIG) private readonly config: PlatformConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.declareStream(MAIL_STREAM);
    this.subscription = await this.queue.consume(
      { stream: MAIL_STREAM.name, durable: MAIL_CONSUMER, filterSubject: MAIL_SEND },
      (item) => this.deliver(item),
    );
  }

  async onModuleDestroy(): Promise<void> {
    await this.subscription?.stop();
  }

  async deliver(item: WorkItem<unknown>): Promise<void> {
    const parsed = outgoingMailSchema.safeParse(item.payload);
    if (!parsed.success)
      throw new PermanentWorkError(`invalid mail: ${parsed.error.issues[0]?.message ?? 'unknown'}`);
    // a contact mail the outbox already records as sent is not sent again (a redelivery after a crash)
    if (this.outbox.isDelivered(item.msgId)) return;
    const receipt = await this.transport.send(item.msgId, {
      ...parsed.data,
      from: mailerConfig(this.config).MAIL_FROM,
    });
    this.logger.log(
      receipt.delivered ? `mail ${item.msgId} delivered` : `mail ${item.msgId} was already delivered`,
    );
    await this.outbox.markDelivered(item.msgId);
  }
}
