import { createHash, randomUUID } from 'node:crypto';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { OnModuleInit } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import type { OutgoingMail } from '@site/platform';
import { DeliveryReceipt, MailTransport } from './mail-transport';
import { messageIdFor } from './message-id';

/** How versions before the temporary folder named their half-written files inside the outbox. */
const LEGACY_TEMPORARY = /\.eml\.\d+\.tmp$/;

/**
 * The embedded default: nodemailer renders each mail and it is written as `<outbox>/<id>.eml`. The file is written
 * and fsynced in `tmpDir` (beside the outbox, on the same filesystem), then renamed into the outbox: people open
 * the outbox with a mail client, so it only ever holds whole `.eml` files. An existing file means the mail was
 * already delivered. What a killed process left half-written is removed at start.
 */
export class EmlFileTransport extends MailTransport implements OnModuleInit {
  private readonly renderer: Transporter = createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });

  constructor(
    private readonly outboxDir: string,
    private readonly tmpDir: string,
  ) {
    super();
  }

  async onModuleInit(): Promise<void> {
    await rm(this.tmpDir, { recursive: true, force: true });
    await mkdir(this.tmpDir, { recursive: true });
    await mkdir(this.outboxDir, { recursive: true });
    for (const name of await readdir(this.outboxDir)) {
      if (LEGACY_TEMPORARY.test(name)) await rm(join(this.outboxDir, name), { force: true });
    }
  }

  fileFor(mailId: string): string {
    const safe = createHash('sha256').update(mailId).digest('hex').slice(0, 32);
    return join(this.outboxDir, `${safe}.eml`);
  }

  async send(mailId: string, mail: OutgoingMail & { from: string }): Promise<DeliveryReceipt> {
    const target = this.fileFor(mailId);
    if (await exists(target)) return { delivered: false };
    const info = await this.renderer.sendMail({
      ...mail,
      messageId: messageIdFor(mailId, mail.from),
      headers: { 'X-Mail-Id': mailId },
    });
    await mkdir(this.tmpDir, { recursive: true });
    await mkdir(this.outboxDir, { recursive: true });
    const tmp = join(this.tmpDir, `${randomUUID()}.tmp`);
    try {
      const file = await open(tmp, 'w');
      try {
        await file.writeFile(info.message as Buffer);
        await file.sync();
      } finally {
        await file.close();
      }
      await rename(tmp, target);
    } catch (error) {
      await rm(tmp, { force: true });
      throw error;
    }
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
