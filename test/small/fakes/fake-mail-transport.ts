import type { OutgoingMail } from '@site/platform';
import { type DeliveryReceipt, MailTransport } from '../../../services/mailer/src/services/mail-transport';

export type SentMail = OutgoingMail & { from: string };

/**
 * A mail transport that keeps what it is handed, once per mail id, as the SMTP and file transports do.
 * `fail(error, times)` makes the next sends fail; `hold()` keeps sends waiting until `release()`.
 */
export class FakeMailTransport extends MailTransport {
  readonly sent = new Map<string, SentMail>();
  attempts = 0;
  private failure: Error | undefined;
  private failuresLeft = 0;
  private gate: Promise<void> | undefined;
  private open: (() => void) | undefined;

  async send(mailId: string, mail: SentMail): Promise<DeliveryReceipt> {
    this.attempts += 1;
    if (this.gate) await this.gate;
    if (this.failure && this.failuresLeft > 0) {
      this.failuresLeft -= 1;
      throw this.failure;
    }
    if (this.sent.has(mailId)) return { delivered: false };
    this.sent.set(mailId, structuredClone(mail));
    return { delivered: true };
  }

  /** The next `times` sends fail with `error` (every one when `times` is left out). */
  fail(error: Error, times = Number.POSITIVE_INFINITY): void {
    this.failure = error;
    this.failuresLeft = times;
  }

  hold(): void {
    this.gate = new Promise((resolve) => (this.open = resolve));
  }

  release(): void {
    this.open?.();
    this.gate = undefined;
  }
}
