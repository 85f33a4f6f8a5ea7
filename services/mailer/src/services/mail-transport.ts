import type { OutgoingMail } from '@site/platform';

export interface DeliveryReceipt {
  /** False when this mail id was delivered before: nothing was sent again. */
  readonly delivered: boolean;
}

/** Port: hands a mail over for delivery, once per mail id. */
export abstract class MailTransport {
  abstract send(mailId: string, mail: OutgoingMail & { from: string }): Promise<DeliveryReceipt>;
}
