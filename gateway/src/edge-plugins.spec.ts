import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, importSPKI, SignJWT, UnsecuredJWT } from 'jose';
import { startEdge, type Edge } from './edge';
import {
  accessToken,
  FakeUpstream,
  ISSUER,
  json,
  memoryLogger,
  rsaKeys,
  send,
  SERVICES,
  type Reply,
  type TestKeys,
} from './edge.test-util';
import { KONG_CONFIG_PATH } from './index';

const SITE = 'http://localhost:8080';
const ELSEWHERE = 'https://evil.example';
/** 2026-11-21T12:00:10Z: ten seconds into a minute, so the minute window resets in 50 s. */
const START = Date.UTC(2026, 10, 21, 12, 0, 10);
const APP_CONFIG = {
  auth: { url: 'http://localhost:8080', realm: 'europa-launchpad', clientId: 'site-spa' },
};

function expectUnauthorized(reply: Reply): void {
  expect(reply.status).toBe(401);
  expect(json(reply)).toEqual({ detail: expect.any(String), code: 'UNAUTHORIZED' });
}

/** Serves one JSON document on an ephemeral port (a realm's JWKS endpoint). */
async function serveJson(document: unknown): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(document));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/realms/europa-launchpad/protocol/openid-connect/certs`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe('the edge applies the plugins of kong.yml', () => {
  const upstreams = new Map<string, FakeUpstream>();
  const logger = memoryLogger();
  let now = START;
  let realm: TestKeys;
  let stranger: TestKeys;
  let sut: Edge;

  const upstream = (name: string): FakeUpstream => upstreams.get(name) as FakeUpstream;
  const upstreamUrls = (): Record<string, string> =>
    Object.fromEntries([...upstreams].map(([name, fake]) => [name, fake.url]));
  const nowSeconds = (): number => Math.floor(now / 1000);
  const getFavourites = (headers: Record<string, string>, path = '/api/favorites?user_id=u-1') =>
    send(sut.url, path, { headers });

  beforeAll(async () => {
    realm = await rsaKeys();
    stranger = await rsaKeys();
    for (const name of SERVICES) {
      upstreams.set(name, await new FakeUpstream(name).start());
    }
    sut = await startEdge({
      host: '127.0.0.1',
      port: 0,
      kongConfigPath: KONG_CONFIG_PATH,
      upstreams: upstreamUrls(),
      jwtIssuer: { issuer: ISSUER, publicKeyPem: realm.publicKeyPem },
      appConfig: APP_CONFIG,
      clock: () => now,
      logger,
    });
  });

  afterAll(async () => {
    await sut?.close();
    for (const fake of upstreams.values()) {
      await fake.stop();
    }
  });

  beforeEach(() => {
    now = START;
    for (const fake of upstreams.values()) {
      fake.requests.length = 0;
      fake.onRequest = undefined;
    }
  });

  describe('jwt', () => {
    it('passes a valid realm token to the service, Authorization header included', async () => {
      const token = await accessToken(realm, nowSeconds());

      const reply = await getFavourites({
        authorization: `Bearer ${token}`,
        'x-consumer-username': 'forged',
      });

      expect(reply.status).toBe(200);
      const [seen] = upstream('favourites').requests;
      expect(seen.headers.authorization).toBe(`Bearer ${token}`);
      expect(seen.headers['x-consumer-username']).toBe('site-users');
      expect(seen.headers['x-credential-identifier']).toBe(ISSUER);
    });

    it('refuses a request without a token, before the service sees it', async () => {
      const reply = await getFavourites({});

      expectUnauthorized(reply);
      expect(reply.headers['x-correlation-id']).toBeDefined();
      expect(upstream('favourites').requests).toHaveLength(0);
    });

    it('refuses an expired token', async () => {
      const token = await accessToken(realm, nowSeconds() - 301);

      expectUnauthorized(await getFavourites({ authorization: `Bearer ${token}` }));
    });

    it('refuses a token that expires at this very second (Kong allows no leeway)', async () => {
      const token = await accessToken(realm, nowSeconds(), { exp: nowSeconds() });

      expectUnauthorized(await getFavourites({ authorization: `Bearer ${token}` }));
    });

    it('refuses a token without exp', async () => {
      const token = await accessToken(realm, nowSeconds(), { exp: undefined });

      expectUnauthorized(await getFavourites({ authorization: `Bearer ${token}` }));
    });

    it('enforces maximum_expiration: 600 s is accepted, 601 s is not', async () => {
      const longest = await accessToken(realm, nowSeconds(), { exp: nowSeconds() + 600 });
      const tooLong = await accessToken(realm, nowSeconds(), { exp: nowSeconds() + 601 });

      expect((await getFavourites({ authorization: `Bearer ${longest}` })).status).toBe(200);
      expectUnauthorized(await getFavourites({ authorization: `Bearer ${tooLong}` }));
    });

    it('refuses a token of another issuer (no credential for its iss)', async () => {
      const token = await accessToken(realm, nowSeconds(), { iss: 'http://localhost:8080/realms/other' });

      expectUnauthorized(await getFavourites({ authorization: `Bearer ${token}` }));
      expect(logger.lines.at(-1)?.fields.authFailure).toBe("No credentials found for given 'iss'");
    });

    it('refuses a token without iss', async () => {
      const token = await accessToken(realm, nowSeconds(), { iss: undefined });

      expectUnauthorized(await getFavourites({ authorization: `Bearer ${token}` }));
    });

    it('refuses a token signed by another key', async () => {
      const token = await accessToken(stranger, nowSeconds());

      expectUnauthorized(await getFavourites({ authorization: `Bearer ${token}` }));
      expect(logger.lines.at(-1)?.fields.authFailure).toBe('Invalid signature');
    });

    it('refuses a token whose payload was changed after signing', async () => {
      const [header, , signature] = (await accessToken(realm, nowSeconds())).split('.');
      const payload = Buffer.from(
        JSON.stringify({ iss: ISSUER, sub: 'admin', exp: nowSeconds() + 300 }),
      ).toString('base64url');

      expectUnauthorized(await getFavourites({ authorization: `Bearer ${header}.${payload}.${signature}` }));
    });

    it('refuses an unsigned token (alg none)', async () => {
      const token = new UnsecuredJWT({ iss: ISSUER, sub: 'u-1' })
        .setIssuedAt(nowSeconds())
        .setExpirationTime(nowSeconds() + 300)
        .encode();

      expectUnauthorized(await getFavourites({ authorization: `Bearer ${token}` }));
      expect(logger.lines.at(-1)?.fields.authFailure).toBe('Invalid algorithm');
    });

    it('refuses an HS256 token whose secret is the public key PEM', async () => {
      const token = await new SignJWT({ iss: ISSUER, sub: 'u-1' })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt(nowSeconds())
        .setExpirationTime(nowSeconds() + 300)
        .sign(new TextEncoder().encode(realm.publicKeyPem));

      expectUnauthorized(await getFavourites({ authorization: `Bearer ${token}` }));
      expect(logger.lines.at(-1)?.fields.authFailure).toBe('Invalid algorithm');
    });

    it.each([
      ['the query string', (token: string) => ({ path: `/api/favorites?jwt=${token}`, headers: {} })],
      [
        'a cookie',
        (token: string) => ({
          path: '/api/favorites',
          headers: { cookie: `jwt=${token}; access_token=${token}` },
        }),
      ],
      [
        'another scheme',
        (token: string) => ({ path: '/api/favorites', headers: { authorization: `Token ${token}` } }),
      ],
    ])('ignores a token in %s', async (_where, place) => {
      const { path, headers } = place(await accessToken(realm, nowSeconds()));

      expectUnauthorized(await getFavourites(headers, path));
      expect(upstream('favourites').requests).toHaveLength(0);
    });

    it('protects every route of favourites, profile, chat-orchestrator and document-ingest', async () => {
      const protectedRequests: [string, string][] = [
        ['POST', '/api/favorites'],
        ['DELETE', '/api/favorites/u-1'],
        ['GET', '/api/users/profile/u-1'],
        ['PUT', '/api/users/profile'],
        ['GET', '/api/users/me'],
        ['POST', '/api/chats'],
        ['GET', '/api/chats/user/u-1'],
        ['DELETE', '/api/chats/u-1/c-1'],
        ['POST', '/set_rag'],
        ['POST', '/chat_with_file'],
        ['POST', '/upload_pdf'],
        ['DELETE', '/delete_file'],
      ];
      for (const [method, path] of protectedRequests) {
        expectUnauthorized(await send(sut.url, path, { method, body: '{}' }));
      }
      const publicReply = await send(sut.url, '/api/plan_study_abroad', { method: 'POST', body: '{}' });
      expect(publicReply.status).toBe(200);
    });
  });

  describe('cors', () => {
    const preflight = (origin: string, path = '/api/favorites') =>
      send(sut.url, path, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization,content-type',
        },
      });

    it('answers a preflight from a site origin itself, without a token', async () => {
      const reply = await preflight(SITE);

      expect(reply.status).toBe(204);
      expect(reply.body).toBe('');
      expect(reply.headers).toMatchObject({
        'access-control-allow-origin': SITE,
        'access-control-allow-methods': 'GET,POST,PUT,PATCH,DELETE',
        'access-control-allow-headers': 'Authorization,Content-Type,X-Correlation-Id',
        'access-control-max-age': '600',
        vary: 'Origin',
      });
      expect(reply.headers['access-control-allow-credentials']).toBeUndefined();
      expect(upstream('favourites').requests).toHaveLength(0);
    });

    it('gives a preflight from another origin no CORS headers', async () => {
      const reply = await preflight(ELSEWHERE);

      expect(reply.status).toBe(204);
      expect(Object.keys(reply.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
      expect(upstream('favourites').requests).toHaveLength(0);
    });

    it('does not count preflights against a rate limit', async () => {
      for (let index = 0; index < 10; index += 1) {
        expect((await preflight(SITE, '/api/send-email')).status).toBe(204);
      }
      const reply = await send(sut.url, '/api/send-email', { method: 'POST', body: '{}' });
      expect(reply.status).toBe(200);
      expect(reply.headers['x-ratelimit-remaining-minute']).toBe('4');
    });

    it('echoes an allowed origin on answers, exposes the correlation id and varies on Origin', async () => {
      upstream('planner').onRequest = (req, res) => {
        req.resume();
        res.writeHead(200, { 'content-type': 'application/json', vary: 'Accept-Encoding' });
        res.end('{"status":"ok"}');
      };
      const reply = await send(sut.url, '/api/health', { headers: { origin: SITE } });

      expect(reply.status).toBe(200);
      expect(reply.headers).toMatchObject({
        'access-control-allow-origin': SITE,
        'access-control-expose-headers': 'X-Correlation-Id',
        vary: 'Accept-Encoding, Origin',
      });
    });

    it('adds the CORS headers to the edge own 401, so the site can read it', async () => {
      const reply = await getFavourites({ origin: SITE });

      expectUnauthorized(reply);
      expect(reply.headers['access-control-allow-origin']).toBe(SITE);
    });

    it('gives another origin no Access-Control-Allow-Origin, even one the service set', async () => {
      upstream('planner').onRequest = (req, res) => {
        req.resume();
        res.writeHead(200, { 'access-control-allow-origin': '*' });
        res.end('{}');
      };
      const reply = await send(sut.url, '/api/health', { headers: { origin: ELSEWHERE } });

      expect(reply.status).toBe(200);
      expect(reply.headers['access-control-allow-origin']).toBeUndefined();
      expect(reply.headers.vary).toBe('Origin');
    });
  });

  describe('rate-limiting', () => {
    const sendEmail = () => send(sut.url, '/api/send-email', { method: 'POST', body: '{"to":"x"}' });

    it('refuses the request after the limit with 429, Retry-After and the RateLimit headers', async () => {
      now = START + 60_000; // a minute window of its own
      const remaining: (string | string[] | undefined)[] = [];
      for (let index = 0; index < 5; index += 1) {
        const reply = await sendEmail();
        expect(reply.status).toBe(200);
        remaining.push(reply.headers['x-ratelimit-remaining-minute']);
      }
      expect(remaining).toEqual(['4', '3', '2', '1', '0']);

      const refused = await sendEmail();

      expect(refused.status).toBe(429);
      expect(json(refused)).toEqual({ detail: expect.any(String), code: 'RATE_LIMITED' });
      expect(refused.headers).toMatchObject({
        'retry-after': '50',
        'ratelimit-limit': '5',
        'ratelimit-remaining': '0',
        'ratelimit-reset': '50',
        'x-ratelimit-limit-minute': '5',
        'x-ratelimit-remaining-minute': '0',
        'x-ratelimit-limit-hour': '30',
      });
      expect(upstream('mailer').requests).toHaveLength(5);
    });

    it('lets the client in again when the window has passed, still counting the hour', async () => {
      now = START + 120_000;
      const statuses: number[] = [];
      let hourLeft = Number.NaN;
      for (let index = 0; index < 7; index += 1) {
        const reply = await sendEmail();
        statuses.push(reply.status);
        hourLeft = index === 0 ? Number(reply.headers['x-ratelimit-remaining-hour']) : hourLeft;
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);

      now = START + 180_000;
      const reply = await sendEmail();

      expect(reply.status).toBe(200);
      expect(reply.headers['x-ratelimit-remaining-minute']).toBe('4');
      // Four more requests counted in the hour after the first one, and this one; the refused ones are not.
      expect(Number(reply.headers['x-ratelimit-remaining-hour'])).toBe(hourLeft - 5);
    });

    it('counts each route on its own, with the looser limit on the health route', async () => {
      now = START + 240_000;
      const plan = () => send(sut.url, '/api/plan_study_abroad', { method: 'POST', body: '{}' });
      const first = await plan();
      for (let index = 1; index < 60; index += 1) {
        await plan();
      }

      expect(first.headers['x-ratelimit-limit-minute']).toBe('60');
      expect((await plan()).status).toBe(429);
      const insights = await send(sut.url, '/api/extract_user_insights', { method: 'POST', body: '{}' });
      expect(insights.status).toBe(200);
      const health = await send(sut.url, '/api/health');
      expect(health.status).toBe(200);
      expect(health.headers['x-ratelimit-limit-minute']).toBe('300');
    });
  });

  describe('/app-config.json', () => {
    it('serves the runtime configuration of the SPA, revalidated on every load', async () => {
      const reply = await send(sut.url, '/app-config.json');

      expect(reply.status).toBe(200);
      expect(reply.headers['cache-control']).toBe('no-cache');
      expect(json(reply)).toEqual(APP_CONFIG);
    });

    it('is not served without the option', async () => {
      const edge = await startEdge({
        host: '127.0.0.1',
        port: 0,
        kongConfigPath: KONG_CONFIG_PATH,
        upstreams: upstreamUrls(),
        jwtIssuer: { issuer: ISSUER, publicKeyPem: realm.publicKeyPem },
      });
      try {
        expect((await send(edge.url, '/app-config.json')).status).toBe(404);
      } finally {
        await edge.close();
      }
    });
  });

  describe('start-up', () => {
    it('refuses to start on the committed kong.yml without the realm key', async () => {
      await expect(
        startEdge({
          host: '127.0.0.1',
          port: 0,
          kongConfigPath: KONG_CONFIG_PATH,
          upstreams: upstreamUrls(),
        }),
      ).rejects.toThrow(/jwt plugin but holds no realm key[\s\S]*jwtIssuer/);
    });

    it('renders the RS256 signing key of the realm JWKS and accepts tokens signed with it', async () => {
      const { publicKey } = await generateKeyPair('RSA-OAEP', { extractable: true });
      const jwks = await serveJson({
        keys: [
          { ...(await exportJWK(publicKey)), kid: 'enc-1', use: 'enc', alg: 'RSA-OAEP' },
          {
            ...(await exportJWK(await importSPKI(realm.publicKeyPem, 'RS256', { extractable: true }))),
            kid: 'sig-1',
            use: 'sig',
            alg: 'RS256',
          },
        ],
      });
      const edge = await startEdge({
        host: '127.0.0.1',
        port: 0,
        kongConfigPath: KONG_CONFIG_PATH,
        upstreams: upstreamUrls(),
        jwtIssuer: { issuer: ISSUER, jwksUrl: jwks.url },
      });
      try {
        const token = await accessToken(realm, Math.floor(Date.now() / 1000), {}, { kid: 'sig-1' });
        const reply = await send(edge.url, '/api/favorites', {
          headers: { authorization: `Bearer ${token}` },
        });
        expect(reply.status).toBe(200);
        expect(edge.config.consumers?.[0].jwt_secrets[0].key).toBe(ISSUER);
      } finally {
        await edge.close();
        await jwks.close();
      }
    });

    it('refuses a JWKS without an RS256 signing key', async () => {
      const { publicKey } = await generateKeyPair('ES256', { extractable: true });
      const jwks = await serveJson({ keys: [{ ...(await exportJWK(publicKey)), kid: 'ec', alg: 'ES256' }] });
      try {
        await expect(
          startEdge({
            host: '127.0.0.1',
            port: 0,
            kongConfigPath: KONG_CONFIG_PATH,
            upstreams: upstreamUrls(),
            jwtIssuer: { issuer: ISSUER, jwksUrl: jwks.url },
          }),
        ).rejects.toThrow(/no RSA key with alg RS256/);
      } finally {
        await jwks.close();
      }
    });

    it('takes the CORS origins from its options', async () => {
      const edge = await startEdge({
        host: '127.0.0.1',
        port: 0,
        kongConfigPath: KONG_CONFIG_PATH,
        upstreams: upstreamUrls(),
        jwtIssuer: { issuer: ISSUER, publicKeyPem: realm.publicKeyPem },
        corsOrigins: ['http://localhost:5173'],
      });
      try {
        const dev = await send(edge.url, '/api/health', { headers: { origin: 'http://localhost:5173' } });
        const site = await send(edge.url, '/api/health', { headers: { origin: SITE } });
        expect(dev.headers['access-control-allow-origin']).toBe('http://localhost:5173');
        expect(site.headers['access-control-allow-origin']).toBeUndefined();
      } finally {
        await edge.close();
      }
    });
  });
});
