import { envVar, type ConfigOf, type PlatformConfig } from '@site/platform';
import { z } from 'zod';

export const mailerEnv = {
  MAIL_FROM: envVar(
    z.string().min(3),
    'Sender of outgoing mail, e.g. "Europa Launchpad <no-reply@example.org>".',
    {
      default: 'Europa Launchpad <no-reply@europa-launchpad.example>',
    },
  ),
};

export type MailerConfig = ConfigOf<typeof mailerEnv>;

export function mailerConfig(config: PlatformConfig): MailerConfig {
  return config as unknown as MailerConfig;
}
