import { envVar, positiveInt, urlWithProtocols, type ConfigOf } from '@site/platform';
import { z } from 'zod';

export const mailerEnv = {
  MAIL_TO: envVar(
    z.email({ message: 'must be an e-mail address' }),
    "The company inbox the contact form's messages go to.",
    {
      default: 'contact@europa-launchpad.example',
    },
  ),
  CONTACT_RATE_LIMIT: envVar(positiveInt, 'Contact messages one client address may send per window.', {
    default: '5',
  }),
  CONTACT_RATE_WINDOW_MS: envVar(positiveInt, 'Length of the contact rate-limit window.', {
    default: '600000',
  }),
  SMTP_URL: envVar(
    urlWithProtocols(['smtp', 'smtps']).optional(),
    'SMTP server the mailer sends through, e.g. smtp://user:password@mail.example.org:587. Unset: mails are written as .eml files under DATA_DIR/mailer/outbox.',
    { secret: true },
  ),
  MAIL_FROM: envVar(
    z.string().min(3),
    'Sender of outgoing mail, e.g. "Europa Launchpad <no-reply@example.org>".',
    {
      default: 'Europa Launchpad <no-reply@europa-launchpad.example>',
    },
  ),
};

export type MailerConfig = ConfigOf<typeof mailerEnv>;

/** The mailer's validated variables, provided by `MailerModule.forRoot`. */
export const MAILER_CONFIG = Symbol('MAILER_CONFIG');
