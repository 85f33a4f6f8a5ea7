import { createHash } from 'node:crypto';
import { mkdir, open, rename, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport, type Transporter } from 'nodemailer';
import type { OutgoingMail } from '@site/platform';
import { DeliveryReceipt, MailTransport } from './mail-transport';
import { messageIdFor } from './message-id';

/**
 * The embedded default: nodemailer renders each mail and it is written as `<outbox>/<id>.eml`. The file appears
 * atomically (write, fsync, rename), and an existing file means the mail was already delivered.
 */
export class EmlFileTransport extends MailTransport {
  private readonly renderer: Transporter = createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });

  constructor(private readonly outboxDir: string) {
    super();
  }

  fileFor(mailId: string): string {
    const safe = createHash('sha256').update(mailId).digest('hex').slice(0, 32);
    return join(this.outboxDir, `${safe}.eml`);
  }

  async send(mailId: string, mail: OutgoingMail & { from: string }): Promise<DeliveryReceipt> {
    const target = this.fileFor(mailId);
    if (await exists(target)) return { delivered: false };
    await mkdir(this.outboxDir, { recursive: true });
    const info = await this.renderer.sendMail({
      ...mail,
      messageId: messageIdFor(mailId, mail.from),
      headers: { 'X-Mail-Id': mailId },
    });
    const tmp = `${target}.${process.pid}.tmp`;
    const file = await open(tmp, 'w');
    try {
      await file.writeFile(info.message as Buffer);
      await file.sync();
    } finally {
      await file.close();
    }
    await rename(tmp, target);
    return { delivered: true };
  }
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}
