import http from 'node:http';
import { CONTACT_MESSAGE } from '../support/contact-message';
import { distributedHarness, RunningSite, standaloneHarness } from '../support/harness';
import { SiteProcess, startSiteProcess } from '../support/site-process';

/** The one peer the site trusts (TRUST_PROXY); Linux answers on all of 127.0.0.0/8, so a test can be it. */
const PROXY = '127.0.0.2';
const STRANGER = '127.0.0.1';
const REFUSED_MAIL = {
  detail: 'Too many requests for route mailer-send: API rate limit exceeded.',
  code: 'RATE_LIMITED',
};

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

/** One POST from `localAddress`, with the X-Forwarded-For given. */
function post(
  baseUrl: string,
  path: string,
  body: unknown,
  from: { localAddress: string; forwardedFor?: string },
): Promise<Answer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request({
      hostname,
      port,
      path,
      method: 'POST',
      localAddress: from.localAddress,
      agent: false,
      headers: {
        'content-type': 'application/json',
        ...(from.forwardedFor === undefined ? {} : { 'x-forwarded-for': from.forwardedFor }),
      },
    });
    req.on('error', reject);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: text ? JSON.parse(text) : undefined,
        });
      });
    });
    req.end(JSON.stringify(body));
  });
}

/**
 * The limits count in windows aligned to the clock's minutes: a test that fills one starts with at least 20 s of
 * the minute left, so its requests all fall in the same window.
 */
async function freshMinute(): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 20_000) await new Promise((resolve) => setTimeout(resolve, left + 100));
}

async function statuses(count: number, send: (index: number) => Promise<Answer>): Promise<number[]> {
  const seen: number[] = [];
  for (let index = 0; index < count; index += 1) seen.push((await send(index)).status);
  return seen;
}

describe.each([standaloneHarness, distributedHarness])(
  'per-client limits behind a trusted proxy ($mode, TRUST_PROXY=127.0.0.2)',
  (harness) => {
    let site: RunningSite;
    const sendEmail = (body: unknown, from: { localAddress: string; forwardedFor?: string }) =>
      post(site.baseUrl, '/api/send-email', body, from);

    beforeAll(async () => {
      site = await harness.start({ TRUST_PROXY: PROXY, CONTACT_RATE_LIMIT: '2' });
    }, 90_000);

    afterAll(async () => {
      await site?.stop();
    });

    it('gives each client the trusted proxy forwards a budget of its own (kong.yml: 5 a minute)', async () => {
      await freshMinute();
      const fromA = () => sendEmail({}, { localAddress: PROXY, forwardedFor: '203.0.113.7' });

      expect(await statuses(5, fromA)).toEqual([400, 400, 400, 400, 400]);
      const refused = await fromA();
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual(REFUSED_MAIL);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.headers).toMatchObject({ 'x-ratelimit-limit-minute': '5', 'ratelimit-remaining': '0' });
      expect((await sendEmail({}, { localAddress: PROXY, forwardedFor: '198.51.100.9' })).status).toBe(400);
    });

    it('ignores X-Forwarded-For from a peer it does not trust: a new address buys no new budget', async () => {
      await freshMinute();
      const spoofing = (index: number) =>
        sendEmail({}, { localAddress: STRANGER, forwardedFor: `192.0.2.${index + 1}` });

      expect(await statuses(6, spoofing)).toEqual([400, 400, 400, 400, 400, 429]);
    });

    it('limits contact messages per forwarded client in the mailer too (CONTACT_RATE_LIMIT=2)', async () => {
      await freshMinute();
      const message = (index: number) => ({
        ...CONTACT_MESSAGE,
        message: `Limits test ${harness.mode} ${index}`,
      });
      const fromC = (index: number) =>
        sendEmail(message(index), { localAddress: PROXY, forwardedFor: '203.0.113.50' });

      expect(await statuses(2, fromC)).toEqual([200, 200]);
      const refused = await fromC(2);
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({
        code: 'RATE_LIMITED',
        detail: expect.stringContaining('at most 2'),
      });
      expect(
        (await sendEmail(message(3), { localAddress: PROXY, forwardedFor: '203.0.113.51' })).status,
      ).toBe(200);
    });
  },
);

describe('the standalone server as npm start runs it (no TRUST_PROXY)', () => {
  let site: SiteProcess;

  beforeAll(async () => {
    site = await startSiteProcess();
  }, 60_000);

  afterAll(async () => {
    await site?.stop();
  });

  it('answers rapid planner requests of one client with 429 and Retry-After after 60 a minute', async () => {
    await freshMinute();
    const plan = () =>
      post(
        site.origin,
        '/api/plan_study_abroad',
        { description: 'A master in computer science in Germany, taught in English.' },
        { localAddress: STRANGER, forwardedFor: '203.0.113.99' },
      );

    const answers: Answer[] = [];
    for (let index = 0; index < 61; index += 1) answers.push(await plan());

    expect(answers.slice(0, 60).every((answer) => answer.status === 200)).toBe(true);
    expect(answers.slice(0, 60)).toHaveLength(60);
    const refused = answers[60]!;
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      detail: 'Too many requests for route planner-plan: API rate limit exceeded.',
      code: 'RATE_LIMITED',
    });
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers).toMatchObject({
      'x-ratelimit-limit-minute': '60',
      'x-ratelimit-remaining-minute': '0',
      'x-ratelimit-limit-hour': '1000',
      'x-ratelimit-remaining-hour': '940',
      'ratelimit-limit': '60',
      'ratelimit-remaining': '0',
    });
    expect(answers[0]!.headers['x-ratelimit-remaining-minute']).toBe('59');
  });
});
