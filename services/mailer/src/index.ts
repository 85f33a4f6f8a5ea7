import type { ServiceDescriptor } from '@site/platform';
import { MAILER } from './mailer.constants';
import { MailerModule } from './mailer.module';

export { MailerModule } from './mailer.module';
export { EmlFileTransport } from './services/eml-file.transport';
export { mailerEnv } from './mailer.env';
import { mailerEnv } from './mailer.env';

export const mailerService: ServiceDescriptor = {
  name: MAILER,
  title: 'Mailer API',
  defaultPort: 3006,
  module: MailerModule,
  env: mailerEnv,
};
