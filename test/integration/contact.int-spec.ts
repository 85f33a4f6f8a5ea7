import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { RunningSite, standaloneHarness } from '../support/harness';
import { CONTACT_MESSAGE } from '../support/contact-message';
import { waitFor } from '../support/wait';

const MESSAGE = CONTACT_MESSAGE;

describe('the contact form (standalone, mails written to the outbox folder)', () => {
  let site: RunningSite;

  beforeAll(async () => {
    // Each request comes from a client of its own, forwarded by a trusted proxy on this machine: kong.yml allows
    // one client 5 posts a minute, and the tests here send more than that.
    site = await standaloneHarness.start({ TRUST_PROXY: 'loopback', CONTACT_RATE_LIMIT: '3' });
  }, 90_000);

  afterAll(async () => {
    await site?.stop();
  });

  let clients = 0;
  const newClient = () => `198.51.100.${(clients += 1)}`;
  const send = (body: unknown, headers: Record<string, string> = {}, client = newClient()) =>
    fetch(`${site.baseUrl}/api/send-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client, ...headers },
      body: JSON.stringify(body),
    });
  const mails = async () => {
    const dir = join(site.dataDir, 'mailer', 'outbox');
    const names = await readdir(dir).catch(() => [] as string[]);
    return Promise.all(names.filter((n) => n.endsWith('.eml')).map((n) => readFile(join(dir, n), 'utf8')));
  };

  it('accepts a message, then writes the mail to the company and the confirmation in the site language', async () => {
    const response = await send(MESSAGE, { 'idempotency-key': 'contact-test-0001' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    const written = await waitFor(
      async () => ((await mails()).length >= 2 ? mails() : undefined),
      20_000,
      'two mails',
    );
    const company = written.find((mail) => /^To: contact@europa-launchpad\.example/m.test(mail))!;
    const confirmation = written.find((mail) => /^To: ada@example\.org/m.test(mail))!;
    expect(company).toMatch(/Reply-To: ada@example\.org/);
    expect(company).toMatch(/Subject: \[Contact\] EU Funding: Ada Lovelace/);
    expect(company).toContain('&lt;b&gt;Horizon Europe&lt;/b&gt;');
    expect(confirmation).toMatch(
      /Subject: =\?UTF-8\?Q\?Wir_haben_Ihre_Nachricht_erhalten\?=|Subject: Wir haben Ihre Nachricht erhalten/,
    );
  });

  it('sends a message posted twice with the same idempotency key once', async () => {
    const before = (await mails()).length;
    const body = { ...MESSAGE, message: 'Only once, please.' };
    expect((await send(body, { 'idempotency-key': 'contact-test-0002' })).status).toBe(200);
    expect((await send(body, { 'idempotency-key': 'contact-test-0002' })).status).toBe(200);
    await waitFor(async () => ((await mails()).length >= before + 2 ? true : undefined), 20_000, 'the mails');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await mails()).filter((mail) => mail.includes('Only once, please.'))).toHaveLength(2);
  });

  it.each([
    ['missing fields', { name: ' ' }, ['name', 'email', 'subject', 'message']],
    ['a bad e-mail address', { ...MESSAGE, email: 'ada-at-example' }, ['email']],
    ['letters in the phone number', { ...MESSAGE, fullPhone: '+49 call me' }, ['fullPhone']],
    ['a 1 MB message', { ...MESSAGE, message: 'x'.repeat(1024 * 1024 - 1000) }, ['message']],
    ['a line break in the name', { ...MESSAGE, name: 'Ada\r\nBcc: victim@example.org' }, ['name']],
    ['an unknown subject', { ...MESSAGE, subject: 'spam' }, ['subject']],
    [
      'a line break in the subject',
      { ...MESSAGE, subject: 'general\r\nBcc: victim@example.org' },
      ['subject'],
    ],
  ])('refuses %s with 400 naming each field, and queues nothing', async (_name, body, fields) => {
    const before = (await mails()).length;
    const response = await send(body);
    expect(response.status).toBe(400);
    const problem = (await response.json()) as { fields: Record<string, string> };
    expect(Object.keys(problem.fields).sort()).toEqual(expect.arrayContaining(fields));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await mails()).length).toBe(before);
  });

  it('answers a bot that fills the hidden field with success, and sends nothing', async () => {
    const before = (await mails()).length;
    const response = await send({ ...MESSAGE, message: 'Buy now', website: 'https://spam.example' });
    expect(await response.json()).toEqual({ success: true });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await mails()).length).toBe(before);
  });

  it('refuses a fourth message within ten minutes from one address with 429 (CONTACT_RATE_LIMIT=3)', async () => {
    const client = newClient();
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      statuses.push((await send({ ...MESSAGE, message: `Message ${i}` }, {}, client)).status);
    }
    expect(statuses).toEqual([200, 200, 200]);
    const response = await send({ ...MESSAGE, message: 'One more' }, {}, client);
    expect(response.status).toBe(429);
    expect(await response.json()).toMatchObject({
      code: 'RATE_LIMITED',
      detail: expect.stringContaining('at most 3'),
    });
    expect((await send({ ...MESSAGE, message: 'From someone else' })).status).toBe(200);
  });
});
