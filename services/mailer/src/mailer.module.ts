import { DynamicModule, Module, OnApplicationShutdown } from '@nestjs/common';
import { PLATFORM_CONFIG, PlatformConfig, ServiceHealthModule, serviceDataDir } from '@site/platform';
import { join } from 'node:path';
import { MailController } from './controllers/mail.controller';
import { MAILER } from './mailer.constants';
import { MAILER_CONFIG, type MailerConfig } from './mailer.env';
import { EmlFileTransport } from './services/eml-file.transport';
import { SmtpTransport } from './services/smtp.transport';
import { MailDeliveryService } from './services/mail-delivery.service';
import { CONTACT_CLOCK, ContactService } from './services/contact.service';
import { OutboxRepository } from './repositories/outbox.repository';
import { MailTransport } from './services/mail-transport';

@Module({
  imports: [ServiceHealthModule.forService(MAILER)],
  controllers: [MailController],
  providers: [
    MailDeliveryService,
    ContactService,
    { provide: CONTACT_CLOCK, useValue: () => new Date() },
    {
      provide: OutboxRepository,
      inject: [PLATFORM_CONFIG],
      useFactory: (config: PlatformConfig) =>
        new OutboxRepository(join(serviceDataDir(config, MAILER), 'store')),
    },
    {
      provide: MailTransport,
      inject: [PLATFORM_CONFIG, MAILER_CONFIG],
      useFactory: (platform: PlatformConfig, config: MailerConfig) =>
        config.SMTP_URL
          ? new SmtpTransport(config.SMTP_URL)
          : new EmlFileTransport(
              join(serviceDataDir(platform, MAILER), 'outbox'),
              join(serviceDataDir(platform, MAILER), 'tmp'),
            ),
    },
  ],
})
export class MailerModule implements OnApplicationShutdown {
  static forRoot(config: MailerConfig): DynamicModule {
    return { module: MailerModule, providers: [{ provide: MAILER_CONFIG, useValue: config }] };
  }

  constructor(
    private readonly outbox: OutboxRepository,
    private readonly transport: MailTransport,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    if (this.transport instanceof SmtpTransport) this.transport.close();
    await this.outbox.close();
  }
}
