import { Module } from '@nestjs/common';
import { PLATFORM_CONFIG, PlatformConfig, ServiceHealthModule, serviceDataDir } from '@site/platform';
import { join } from 'node:path';
import { MailController } from './controllers/mail.controller';
import { MAILER } from './mailer.constants';
import { EmlFileTransport } from './services/eml-file.transport';
import { MailDeliveryService } from './services/mail-delivery.service';
import { MailTransport } from './services/mail-transport';

@Module({
  imports: [ServiceHealthModule.forService(MAILER)],
  controllers: [MailController],
  providers: [
    MailDeliveryService,
    {
      provide: MailTransport,
      inject: [PLATFORM_CONFIG],
      useFactory: (config: PlatformConfig) =>
        new EmlFileTransport(join(serviceDataDir(config, MAILER), 'outbox')),
    },
  ],
})
export class MailerModule {}
