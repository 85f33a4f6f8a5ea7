import { PermanentWorkError, type OutgoingMail } from '@site/platform';
import { createTransport, type Transporter } from 'nodemailer';
import { DeliveryReceipt, MailTransport } from './mail-transport';
import { MAIL_CONCURRENCY } from './mail-delivery.service';
import { messageIdFor } from './message-id';

interface SmtpError {
  readonly responseCode?: number;
  readonly code?: string;
  readonly message?: string;
}

/**
 * Sends over SMTP (`SMTP_URL`, e.g. smtp://user:pass@mail.example.org:587 or smtps://…:465) with pooled
 * connections. A 5xx answer is permanent (the mail is parked at once); a 4xx answer, a timeout or a lost
 * connection is temporary (the work queue retries with backoff).
 */
export class SmtpTransport extends MailTransport {
  private readonly transporter: Transporter;

  constructor(url: string) {
    super();
    this.transporter = createTransport({
      url,
      pool: true,
      maxConnections: MAIL_CONCURRENCY,
      // under the bus's acknowledgement wait, so a hung server fails this attempt before the item is redelivered
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
  }

  async send(mailId: string, mail: OutgoingMail & { from: string }): Promise<DeliveryReceipt> {
    try {
      await this.transporter.sendMail({
        ...mail,
        messageId: messageIdFor(mailId, mail.from),
        headers: { 'X-Mail-Id': mailId },
      });
      return { delivered: true };
    } catch (error) {
      const { responseCode, code, message } = error as SmtpError;
      const reason = `SMTP ${responseCode ?? code ?? 'error'}: ${message ?? String(error)}`;
      if (responseCode !== undefined && responseCode >= 500) throw new PermanentWorkError(reason);
      throw new Error(reason);
    }
  }

  close(): void {
    this.transporter.close();
  }
}
