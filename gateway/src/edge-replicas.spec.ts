import { KONG_CONFIG_PATH } from './index';
import { startEdge, type Edge } from './edge';
import { FakeUpstream, ISSUER, rsaKeys, send, SERVICES } from './edge.test-util';

describe('the edge with several targets per upstream (local replicas)', () => {
  const fakes: FakeUpstream[] = [];
  let sut: Edge;
  let replicas: FakeUpstream[];

  beforeAll(async () => {
    const keys = await rsaKeys();
    replicas = [await new FakeUpstream('planner-1').start(), await new FakeUpstream('planner-2').start()];
    const upstreams: Record<string, string | string[]> = { planner: replicas.map((fake) => fake.url) };
    for (const name of SERVICES.filter((service) => service !== 'planner')) {
      const fake = await new FakeUpstream(name).start();
      fakes.push(fake);
      upstreams[name] = fake.url;
    }
    sut = await startEdge({
      host: '127.0.0.1',
      port: 0,
      kongConfigPath: KONG_CONFIG_PATH,
      upstreams,
      jwtIssuer: { issuer: ISSUER, publicKeyPem: keys.publicKeyPem },
    });
  });

  afterAll(async () => {
    await sut?.close();
    for (const fake of [...fakes, ...replicas]) await fake.stop();
  });

  it('spreads the requests of a service over its targets in turn', async () => {
    for (let i = 0; i < 6; i += 1) {
      expect((await send(sut.url, '/api/health')).status).toBe(200);
    }
    expect(replicas.map((fake) => fake.requests.length)).toEqual([3, 3]);
  });

  it('refuses to start when one target of an upstream is not an http URL', async () => {
    const keys = await rsaKeys();
    const upstreams: Record<string, string | string[]> = Object.fromEntries(
      SERVICES.map((name) => [name, 'http://127.0.0.1:1']),
    );
    upstreams.planner = ['http://127.0.0.1:1', 'planner:3001'];
    await expect(
      startEdge({
        host: '127.0.0.1',
        port: 0,
        kongConfigPath: KONG_CONFIG_PATH,
        upstreams,
        jwtIssuer: { issuer: ISSUER, publicKeyPem: keys.publicKeyPem },
      }),
    ).rejects.toThrow(/upstream for "planner" must be http\(s\):\/\/host:port without a path: planner:3001/);
  });
});
