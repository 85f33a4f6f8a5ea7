import { z } from 'zod';
import { defineWork } from '../bus/bus.contract';

const noLineBreaks = (value: string) => !/[\r\n]/.test(value);

export const outgoingMailSchema = z.object({
  to: z.email(),
  replyTo: z.email().optional(),
  subject: z.string().min(1).max(200).refine(noLineBreaks, 'must be one line'),
  text: z.string().min(1).max(100_000),
  /** An HTML alternative; whatever a sender wrote is escaped before it gets here. */
  html: z.string().min(1).max(200_000).optional(),
});
export type OutgoingMail = z.infer<typeof outgoingMailSchema>;

/** `mail.send`: the work queue of mails to deliver; the mailer is its only consumer. */
export const MAIL_SEND = defineWork({ subject: 'mail.send', payload: outgoingMailSchema });
export const MAIL_STREAM = { name: 'MAIL', subjects: [MAIL_SEND.subject] } as const;
