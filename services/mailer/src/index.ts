import { defineService } from '@site/platform';
import { MAILER } from './mailer.constants';
import { MailerModule } from './mailer.module';

export { MailerModule } from './mailer.module';
export { EmlFileTransport } from './services/eml-file.transport';
export { MAILER_CONFIG, mailerEnv, type MailerConfig } from './mailer.env';
import { mailerEnv } from './mailer.env';

export const mailerService = defineService({
  name: MAILER,
  title: 'Mailer API',
  defaultPort: 3006,
  module: MailerModule,
  config: { env: mailerEnv, forRoot: (config) => MailerModule.forRoot(config) },
});
