import { startEdge, type Edge } from './edge';
import { FakeUpstream, ISSUER, memoryLogger, rsaKeys, send, sendRaw, SERVICES } from './edge.test-util';
import { KONG_CONFIG_PATH } from './index';

// Requests Node's parser refuses before the edge's handler runs: the edge answers them in the API's error shape.
describe('the edge and requests Node refuses', () => {
  const upstreams: FakeUpstream[] = [];
  let sut: Edge;

  beforeAll(async () => {
    for (const name of SERVICES) upstreams.push(await new FakeUpstream(name).start());
    sut = await startEdge({
      host: '127.0.0.1',
      port: 0,
      kongConfigPath: KONG_CONFIG_PATH,
      upstreams: Object.fromEntries(upstreams.map((fake) => [fake.name, fake.url])),
      jwtIssuer: { issuer: ISSUER, publicKeyPem: (await rsaKeys()).publicKeyPem },
      logger: memoryLogger(),
    });
  });

  afterAll(async () => {
    await sut?.close();
    for (const fake of upstreams) await fake.stop();
  });

  it('answers a URL over the head limit with 431 and a JSON problem', async () => {
    const reply = await send(sut.url, `/api/plan_study_abroad?pad=${'x'.repeat(20_000)}`);
    expect(reply.status).toBe(431);
    expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(reply.body)).toEqual({
      detail: expect.stringContaining('too large'),
      code: 'REQUEST_HEADER_FIELDS_TOO_LARGE',
    });
  });

  it('answers a huge header set with 431 and a JSON problem', async () => {
    const headers = Object.fromEntries(
      Array.from({ length: 200 }, (_, i) => [`x-pad-${i}`, 'y'.repeat(500)]),
    );
    const reply = await send(sut.url, '/api/favorites', { headers });
    expect(reply.status).toBe(431);
    expect(JSON.parse(reply.body)).toMatchObject({ code: 'REQUEST_HEADER_FIELDS_TOO_LARGE' });
  });

  it('answers a malformed request line with 400 and a JSON problem', async () => {
    const answer = await sendRaw(sut.url, 'NOT A REQUEST\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(answer).toContain('Content-Type: application/json; charset=utf-8\r\n');
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      detail: 'The request is not valid HTTP/1.1.',
      code: 'MALFORMED_REQUEST',
    });
  });

  it('never reaches a service with such a request', () => {
    expect(upstreams.flatMap((fake) => fake.requests)).toEqual([]);
  });
});
