import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  readonly from: string;
  readonly to: string[];
  readonly raw: string;
  /** The X-Mail-Id header the mailer sets on every mail. */
  readonly mailId: string;
}

export type SmtpMode =
  | { readonly kind: 'accept' }
  /** Answer every DATA with this temporary (4xx) or permanent (5xx) code. */
  | { readonly kind: 'refuse'; readonly code: number }
  /** Read the message but never answer, as a server that hangs; the held mail is not received. */
  | { readonly kind: 'hold' };

export interface TestSmtpServer {
  readonly url: string;
  /** Mails answered 250. */
  readonly received: ReceivedMail[];
  /** Every DATA the server read, whatever it answered, by mail id. */
  readonly attempts: Map<string, number>;
  /** Resolves when the next DATA has been read (for 'hold': the mailer has taken the mail and is sending it). */
  nextData(): Promise<string>;
  setMode(mode: SmtpMode): void;
  close(): Promise<void>;
}

/** A real SMTP server on a free loopback port (no TLS, no auth), recording what it is sent. */
export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  let mode: SmtpMode = { kind: 'accept' };
  const received: ReceivedMail[] = [];
  const attempts = new Map<string, number>();
  let waiters: ((mailId: string) => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 1000,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mailId = /^X-Mail-Id: (.+)$/im.exec(raw)?.[1]?.trim() ?? '';
        attempts.set(mailId, (attempts.get(mailId) ?? 0) + 1);
        const notify = waiters;
        waiters = [];
        notify.forEach((resolve) => resolve(mailId));
        if (mode.kind === 'hold') return;
        if (mode.kind === 'refuse') {
          const code = mode.code;
          callback(
            Object.assign(new Error(code < 500 ? 'Try again later' : 'Mailbox unavailable'), {
              responseCode: code,
            }),
          );
          return;
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          mailId,
        });
        callback();
      });
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.server.address() as { port: number }).port));
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    attempts,
    nextData: () => new Promise((resolve) => waiters.push(resolve)),
    setMode: (next) => {
      mode = next;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
