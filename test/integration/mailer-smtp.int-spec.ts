// The mailer service as its own process on the real JetStream, sending through a real SMTP server: both mails
// with their headers, idempotency, retries and parking on refusal, and exactly-once delivery through a crash.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NATS_URL } from '../support/nats';
import { freePort } from '../support/ports';
import { RunningProcess, startNode } from '../support/processes';
import { startTestSmtpServer, TestSmtpServer } from '../support/smtp';
import { CONTACT_MESSAGE } from '../support/contact-message';
import { waitFor } from '../support/wait';

const MESSAGE = CONTACT_MESSAGE;
const INBOX = 'contact@europa-launchpad.example';
const MAX_ATTEMPTS = 3;

interface Mailer {
  readonly origin: string;
  readonly process: RunningProcess;
}

describe('the mailer over SMTP (distributed, JetStream)', () => {
  let smtp: TestSmtpServer;
  let mailer: Mailer | undefined;
  let dataDir: string;
  const run = `${Date.now().toString(36)}`;

  const startMailer = async (): Promise<Mailer> => {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const process = startNode('services/mailer/dist/main.js', {
      PORT: String(port),
      NATS_URL,
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      MAIL_TO: INBOX,
      LOG_LEVEL: 'info',
      BUS_MAX_ATTEMPTS: String(MAX_ATTEMPTS),
      BUS_BACKOFF_MS: '200',
      BUS_ACK_WAIT_MS: '2000',
      CONTACT_RATE_LIMIT: '1000',
    });
    try {
      await waitFor(
        async () => ((await fetch(`${origin}/health/ready`)).ok ? true : undefined),
        30_000,
        'the mailer',
      );
    } catch (error) {
      await process.stop();
      throw new Error(`${String(error)}\n${process.output()}`);
    }
    return { origin, process };
  };

  const send = (key: string, body: object = MESSAGE) =>
    fetch(`${mailer!.origin}/api/send-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify(body),
    });
  const receivedFor = (key: string) => smtp.received.filter((mail) => mail.mailId.startsWith(`key-${key}:`));
  const bothReceived = (key: string) =>
    waitFor(
      () => (receivedFor(key).length >= 2 ? receivedFor(key) : undefined),
      30_000,
      `both mails of ${key}`,
    );
  const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    dataDir = await mkdtemp(join(tmpdir(), 'mailer-smtp-'));
    mailer = await startMailer();
  }, 60_000);

  afterEach(() => smtp.setMode({ kind: 'accept' }));

  afterAll(async () => {
    await mailer?.process.stop();
    await smtp?.close();
  });

  it('sends the company mail (reply-to the sender) and the confirmation in the site language', async () => {
    const key = `${run}-headers`;
    expect((await send(key)).status).toBe(200);
    const mails = await bothReceived(key);
    const company = mails.find((mail) => mail.to.includes(INBOX))!;
    const confirmation = mails.find((mail) => mail.to.includes('ada@example.org'))!;
    expect(company.raw).toMatch(/^Reply-To: ada@example\.org/m);
    expect(company.raw).toMatch(/^Subject: \[Contact\] EU Funding: Ada Lovelace/m);
    expect(company.raw).toMatch(/^From: Europa Launchpad <no-reply@europa-launchpad\.example>/m);
    expect(company.raw).toMatch(/^Message-ID: <[0-9a-f]{32}@europa-launchpad\.example>/m);
    const html = company.raw.slice(company.raw.indexOf('Content-Type: text/html'));
    expect(html).toContain('&lt;b&gt;Horizon Europe&lt;/b&gt;');
    expect(html).not.toContain('<b>');
    expect(confirmation.raw).toMatch(/^Subject: Wir haben Ihre Nachricht erhalten/m);
    expect(confirmation.raw).not.toMatch(/^Reply-To:/m);
  }, 60_000);

  it('sends a message posted twice with the same idempotency key once', async () => {
    const key = `${run}-twice`;
    expect((await send(key)).status).toBe(200);
    expect((await send(key)).status).toBe(200);
    await bothReceived(key);
    await settle(1500);
    expect(receivedFor(key)).toHaveLength(2);
  }, 60_000);

  it('retries a refused mail with backoff, parks it after the last attempt, and sends it after a restart', async () => {
    smtp.setMode({ kind: 'refuse', code: 451 });
    const key = `${run}-refused`;
    expect((await send(key)).status).toBe(200);
    const ids = [`key-${key}:company`, `key-${key}:confirmation`];
    await waitFor(
      () => (ids.every((id) => smtp.attempts.get(id) === MAX_ATTEMPTS) ? true : undefined),
      30_000,
      'the last attempts',
    );
    await waitFor(
      () => (mailer!.process.output().includes(`mail ${ids[1]} parked as dead`) ? true : undefined),
      10_000,
      'the parking log line',
    );
    const output = mailer!.process.output();
    expect(output).toContain('work item failed; will retry');
    expect(output).toContain(`mail ${ids[0]} parked as dead after ${MAX_ATTEMPTS} attempt(s): SMTP 451`);
    const metrics = await (await fetch(`${mailer!.origin}/metrics`)).text();
    expect(metrics).toMatch(/work_queue_dead_lettered_total\{[^}]*subject="mail\.send"[^}]*\} [2-9]/);
    await settle(1500);
    expect(ids.map((id) => smtp.attempts.get(id))).toEqual([MAX_ATTEMPTS, MAX_ATTEMPTS]);
    expect(receivedFor(key)).toHaveLength(0);

    // nothing is lost: the server accepts again and the mailer restarts (as after fixing SMTP_URL)
    smtp.setMode({ kind: 'accept' });
    await mailer!.process.stop();
    mailer = await startMailer();
    await bothReceived(key);
    await settle(1500);
    expect(receivedFor(key)).toHaveLength(2);
  }, 90_000);

  it('delivers exactly once a mail whose worker was killed while sending it', async () => {
    smtp.setMode({ kind: 'hold' });
    const key = `${run}-crash`;
    const taken = smtp.nextData();
    expect((await send(key)).status).toBe(200);
    expect(await taken).toMatch(new RegExp(`^key-${key}:`));
    mailer!.process.child.kill('SIGKILL');
    expect((await mailer!.process.exited).signal).toBe('SIGKILL');

    smtp.setMode({ kind: 'accept' });
    mailer = await startMailer();
    await bothReceived(key);
    await settle(3000); // longer than the acknowledgement wait: a second delivery would have come by now
    expect(
      receivedFor(key)
        .map((mail) => mail.mailId)
        .sort(),
    ).toEqual([`key-${key}:company`, `key-${key}:confirmation`]);
  }, 90_000);
});
