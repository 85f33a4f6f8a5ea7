import { createHash } from 'node:crypto';

/**
 * The Message-ID of a mail, the same on every attempt: if a crash between the server's acceptance and the outbox's
 * record ever sends a mail again, receiving systems see one message, not two.
 */
export function messageIdFor(mailId: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'mailer.invalid';
  return `<${createHash('sha256').update(mailId).digest('hex').slice(0, 32)}@${domain}>`;
}
