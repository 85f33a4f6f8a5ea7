import { startEdge, type Edge } from './edge';
import { FakeUpstream, ISSUER, rsaKeys, send, SERVICES, type Reply } from './edge.test-util';
import { KONG_CONFIG_PATH } from './index';

/** 2026-11-21T12:00:10Z: ten seconds into a minute. */
const START = Date.UTC(2026, 10, 21, 12, 0, 10);
/** The one peer the edge trusts in these tests; Linux answers on all of 127.0.0.0/8. */
const PROXY = '127.0.0.2';
const STRANGER = '127.0.0.1';

/** One POST /api/send-email (5 a minute in kong.yml) from `localAddress`, with an X-Forwarded-For if given. */
function sendEmail(edge: Edge, localAddress: string, forwardedFor?: string): Promise<Reply> {
  return send(`http://127.0.0.1:${edge.port}`, '/api/send-email', {
    method: 'POST',
    localAddress,
    headers: {
      'content-type': 'application/json',
      ...(forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }),
    },
    body: '{}',
  });
}

async function statuses(count: number, send: (index: number) => Promise<Reply>): Promise<number[]> {
  const seen: number[] = [];
  for (let index = 0; index < count; index += 1) seen.push((await send(index)).status);
  return seen;
}

describe('the edge keys rate limits on the client that TRUST_PROXY lets it see', () => {
  const upstreams = new Map<string, FakeUpstream>();
  let now = START;
  let sut: Edge;

  beforeAll(async () => {
    for (const name of SERVICES) upstreams.set(name, await new FakeUpstream(name).start());
    sut = await startEdge({
      host: '127.0.0.1',
      port: 0,
      kongConfigPath: KONG_CONFIG_PATH,
      upstreams: Object.fromEntries([...upstreams].map(([name, fake]) => [name, fake.url])),
      jwtIssuer: { issuer: ISSUER, publicKeyPem: (await rsaKeys()).publicKeyPem },
      clock: () => now,
      trustProxy: [PROXY],
    });
  });

  afterAll(async () => {
    await sut?.close();
    for (const fake of upstreams.values()) await fake.stop();
  });

  it('gives each client a trusted proxy forwards a budget of its own', async () => {
    now = START;

    expect(await statuses(6, () => sendEmail(sut, PROXY, '203.0.113.7'))).toEqual([
      200, 200, 200, 200, 200, 429,
    ]);
    expect((await sendEmail(sut, PROXY, '198.51.100.9')).status).toBe(200);
  });

  it('ignores X-Forwarded-For from a peer it does not trust: a new address buys no new budget', async () => {
    now = START + 60_000;

    expect(await statuses(6, (index) => sendEmail(sut, STRANGER, `203.0.113.${index}`))).toEqual([
      200, 200, 200, 200, 200, 429,
    ]);
  });

  it('tells the service the client it keyed on, and forwards only the X-Forwarded-For it trusts', async () => {
    now = START + 120_000;
    const mailer = upstreams.get('mailer') as FakeUpstream;
    mailer.requests.length = 0;

    await sendEmail(sut, PROXY, '198.51.100.66, 203.0.113.7');
    await sendEmail(sut, STRANGER, '203.0.113.8');

    expect(
      mailer.requests.map((seen) => [seen.headers['x-real-ip'], seen.headers['x-forwarded-for']]),
    ).toEqual([
      ['203.0.113.7', `203.0.113.7, ${PROXY}`],
      [STRANGER, STRANGER],
    ]);
  });
});
