import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import http, { type IncomingMessage } from 'node:http';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiPathPrefixesOf, startEdge, type Edge } from './edge';
import {
  accessToken,
  deferred,
  FakeUpstream,
  freePort,
  ISSUER,
  json,
  memoryLogger,
  nextResponse,
  openConnection,
  rsaKeys,
  send,
  SERVICES,
  type TestKeys,
} from './edge.test-util';
import { DISCARD_LIMIT_BYTES } from './edge-error';
import { KONG_CONFIG_PATH } from './index';

/** The head of a planner request whose body declares `contentLength` bytes. */
const planRequestHead = (contentLength: number): string =>
  `POST /api/plan_study_abroad HTTP/1.1\r\nHost: edge\r\nContent-Type: application/json\r\nContent-Length: ${contentLength}\r\n\r\n`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SECRET = 'TOP-SECRET-CONTENT';

describe(startEdge.name, () => {
  const upstreams = new Map<string, FakeUpstream>();
  const logger = memoryLogger();
  let staticDir: string;
  let workDir: string;
  let keys: TestKeys;
  let bearer: Record<string, string>;
  let sut: Edge;

  const upstream = (name: string): FakeUpstream => upstreams.get(name) as FakeUpstream;
  const upstreamUrls = (): Record<string, string> =>
    Object.fromEntries([...upstreams].map(([name, fake]) => [name, fake.url]));

  /** The realm key the edge renders kong.yml with (the committed file holds placeholders only). */
  const jwtIssuer = (): { issuer: string; publicKeyPem: string } => ({
    issuer: ISSUER,
    publicKeyPem: keys.publicKeyPem,
  });

  beforeAll(async () => {
    keys = await rsaKeys();
    bearer = { authorization: `Bearer ${await accessToken(keys, Math.floor(Date.now() / 1000))}` };
    for (const name of SERVICES) {
      upstreams.set(name, await new FakeUpstream(name).start());
    }
    workDir = mkdtempSync(join(tmpdir(), 'edge-spec-'));
    staticDir = join(workDir, 'site');
    mkdirSync(join(staticDir, 'assets'), { recursive: true });
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>spa</title>');
    writeFileSync(join(staticDir, 'assets', 'app-1a2b3c.js'), 'export const app = 1;');
    writeFileSync(join(staticDir, 'assets', 'app-1a2b3c.css'), 'body{}');
    writeFileSync(join(workDir, 'secret.txt'), SECRET);
    writeFileSync(join(staticDir, '.env'), SECRET);
    symlinkSync(join(workDir, 'secret.txt'), join(staticDir, 'leak.txt'));
    sut = await startEdge({
      host: '127.0.0.1',
      port: 0,
      kongConfigPath: KONG_CONFIG_PATH,
      staticDir,
      upstreams: upstreamUrls(),
      jwtIssuer: jwtIssuer(),
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
    for (const fake of upstreams.values()) {
      fake.requests.length = 0;
      fake.onRequest = undefined;
    }
  });

  describe('proxying', () => {
    it('forwards method, full path, query and body to the service of the route', async () => {
      const reply = await send(sut.url, '/api/plan_study_abroad?lang=de', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"description":"CS in Berlin"}',
      });

      expect(reply.status).toBe(200);
      expect(json(reply)).toEqual({
        service: 'planner',
        url: '/api/plan_study_abroad?lang=de',
        bodyLength: 30,
      });
      expect(reply.headers['set-cookie']).toEqual(['a=1', 'b=2']);
      const [seen] = upstream('planner').requests;
      expect(seen.method).toBe('POST');
      expect(seen.body.toString()).toBe('{"description":"CS in Berlin"}');
      expect(seen.headers['content-type']).toBe('application/json');
    });

    it.each([
      ['DELETE', '/api/favorites/u-1?university=TU&program=CS', 'favourites'],
      ['GET', '/api/users/profile/u-1', 'profile'],
      ['DELETE', '/api/chats/u-1/c-2', 'chat-orchestrator'],
      ['DELETE', '/delete_file', 'document-ingest'],
      ['POST', '/api/send-email', 'mailer'],
    ])('routes %s %s to %s', async (method, path, service) => {
      const reply = await send(sut.url, path, {
        method,
        headers: bearer,
        body: method === 'GET' ? undefined : '{}',
      });

      expect(json(reply)).toMatchObject({ service, url: path });
    });

    it('sets X-Forwarded-* and the upstream Host, and drops hop-by-hop headers', async () => {
      await send(sut.url, '/api/health', {
        headers: {
          host: 'www.example.eu:8443',
          'x-forwarded-for': '203.0.113.7',
          'x-forwarded-proto': 'https',
          connection: 'keep-alive, x-hop',
          'x-hop': 'secret',
          'x-kept': 'yes',
        },
      });

      const [seen] = upstream('planner').requests;
      expect(seen.headers).toMatchObject({
        host: new URL(upstream('planner').url).host,
        // The edge trusts no proxy here: what the client wrote itself is not passed on.
        'x-forwarded-for': '127.0.0.1',
        'x-forwarded-proto': 'http',
        'x-forwarded-host': 'www.example.eu',
        'x-forwarded-port': String(sut.port),
        'x-forwarded-path': '/api/health',
        'x-real-ip': '127.0.0.1',
        'x-kept': 'yes',
      });
      expect(seen.headers['x-hop']).toBeUndefined();
    });

    it('adds a correlation id when there is none and echoes it downstream', async () => {
      const reply = await send(sut.url, '/api/health');

      const id = reply.headers['x-correlation-id'];
      expect(id).toMatch(UUID);
      expect(upstream('planner').requests[0].headers['x-correlation-id']).toBe(id);
      expect(logger.lines.some((line) => line.fields.correlationId === id)).toBe(true);
    });

    it('keeps the correlation id the client sent', async () => {
      const reply = await send(sut.url, '/api/health', {
        headers: { 'X-Correlation-Id': 'client-chosen-1' },
      });

      expect(reply.headers['x-correlation-id']).toBe('client-chosen-1');
      expect(upstream('planner').requests[0].headers['x-correlation-id']).toBe('client-chosen-1');
    });

    it('streams the answer: the first chunk arrives while the service is still writing', async () => {
      const release = deferred();
      upstream('chat-orchestrator').onRequest = (req, res) => {
        req.resume();
        req.on('end', () => {
          res.writeHead(200, { 'content-type': 'application/x-ndjson' });
          res.write('{"token":"Hel"}\n');
          void release.promise.then(() => res.end('{"token":"lo"}\n'));
        });
      };
      const { port } = new URL(sut.url);
      const req = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/chat_with_file',
        headers: bearer,
        agent: false,
      });
      req.end('{"question":"hi"}');
      const [res] = (await once(req, 'response')) as [IncomingMessage];

      expect(res.headers['content-type']).toBe('application/x-ndjson');
      expect(res.headers['content-length']).toBeUndefined();
      const [first] = (await once(res, 'data')) as [Buffer];
      expect(first.toString()).toBe('{"token":"Hel"}\n');
      release.resolve();
      const rest: Buffer[] = [];
      res.on('data', (chunk: Buffer) => rest.push(chunk));
      await once(res, 'end');
      expect(Buffer.concat(rest).toString()).toBe('{"token":"lo"}\n');
    });

    it('streams the request body: the service reads the first chunk before the client has finished', async () => {
      const firstChunkSeen = deferred();
      const received: Buffer[] = [];
      upstream('document-ingest').onRequest = (req, res) => {
        req.on('data', (chunk: Buffer) => {
          received.push(chunk);
          firstChunkSeen.resolve();
        });
        req.on('end', () => res.end(JSON.stringify({ bytes: Buffer.concat(received).length })));
      };
      const { port } = new URL(sut.url);
      const req = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/upload_pdf',
        headers: bearer,
        agent: false,
      });
      req.write('%PDF-1.7 first part ');
      await firstChunkSeen.promise;
      req.end('second part');
      const [res] = (await once(req, 'response')) as [IncomingMessage];
      res.setEncoding('utf8');
      let body = '';
      res.on('data', (chunk: string) => (body += chunk));
      await once(res, 'end');

      expect(JSON.parse(body)).toEqual({ bytes: 31 });
    });

    it('frames a DELETE body of unknown length for the service', async () => {
      const reply = await send(sut.url, '/delete_file', {
        method: 'DELETE',
        headers: { ...bearer, 'transfer-encoding': 'chunked', 'content-type': 'application/json' },
        chunks: ['{"user_id":"u-1",', '"file_name":"a.pdf"}'],
      });

      expect(reply.status).toBe(200);
      expect(upstream('document-ingest').requests[0].body.toString()).toBe(
        '{"user_id":"u-1","file_name":"a.pdf"}',
      );
    });

    it('lets uploads through up to their larger limit', async () => {
      const body = Buffer.alloc(2 * 1024 * 1024, 7);
      const reply = await send(sut.url, '/upload_pdf', { method: 'POST', headers: bearer, body });

      expect(reply.status).toBe(200);
      expect(json(reply)).toMatchObject({ service: 'document-ingest', bodyLength: body.length });
    });

    it('refuses a body whose Content-Length exceeds the limit, before the service sees it', async () => {
      const socket = openConnection(sut.url);
      try {
        const answer = nextResponse(socket);
        socket.write(`${planRequestHead(1024 * 1024 + 1)}{"description":`);

        const { status, head, body } = await answer;
        expect(status).toBe(413);
        expect(head.toLowerCase()).toContain('x-correlation-id:');
        expect(JSON.parse(body)).toEqual({ detail: expect.any(String), code: 'PAYLOAD_TOO_LARGE' });
        expect(upstream('planner').requests).toHaveLength(0);
      } finally {
        socket.destroy();
      }
    });

    it('reads the rest of a refused body, so a client still sending gets the answer and keeps its connection', async () => {
      const declared = 4 * 1024 * 1024;
      const socket = openConnection(sut.url);
      const errors: Error[] = [];
      socket.on('error', (error) => errors.push(error));
      try {
        const answer = nextResponse(socket);
        socket.write(planRequestHead(declared));
        expect((await answer).status).toBe(413);

        // A client like fetch goes on sending what it declared; closing now would make its TCP stack reset the
        // connection, and a reset can throw away the answer before the client has read it.
        const chunk = Buffer.alloc(64 * 1024, 0x20);
        for (let sent = 0; sent < declared; sent += chunk.length) {
          await new Promise<void>((resolve, reject) =>
            socket.write(chunk, (error) => (error ? reject(error) : resolve())),
          );
        }
        const next = nextResponse(socket);
        socket.write(`${planRequestHead(2)}{}`);

        expect((await next).status).toBe(200);
        expect(errors).toEqual([]);
        expect(upstream('planner').requests.map((request) => request.body.length)).toEqual([2]);
      } finally {
        socket.destroy();
      }
    });

    it('closes the connection of a client that keeps sending far past the limit', async () => {
      const declared = 8 * DISCARD_LIMIT_BYTES;
      const socket = openConnection(sut.url);
      const closed = new Promise((resolve) => socket.once('close', resolve));
      socket.on('error', () => undefined);
      const answer = nextResponse(socket);
      socket.write(planRequestHead(declared));
      expect((await answer).status).toBe(413);

      const chunk = Buffer.alloc(1024 * 1024, 0x20);
      let sent = 0;
      while (!socket.destroyed && sent < declared) {
        await new Promise<void>((resolve) => socket.write(chunk, () => resolve()));
        sent += chunk.length;
      }

      await closed;
      expect(sent).toBeLessThan(declared);
    });

    it('answers 502 with JSON when the service is down', async () => {
      const deadPort = await freePort();
      const down = await startEdge({
        host: '127.0.0.1',
        port: 0,
        kongConfigPath: KONG_CONFIG_PATH,
        upstreams: Object.fromEntries(SERVICES.map((name) => [name, `http://127.0.0.1:${deadPort}`])),
        jwtIssuer: jwtIssuer(),
      });
      try {
        const reply = await send(down.url, '/api/plan_study_abroad', { method: 'POST', body: '{}' });

        expect(reply.status).toBe(502);
        expect(json(reply)).toEqual({
          detail: expect.stringContaining('planner'),
          code: 'UPSTREAM_UNAVAILABLE',
        });
        expect(reply.headers['x-correlation-id']).toMatch(UUID);
      } finally {
        await down.close();
      }
    });
  });

  describe('requests that match no route', () => {
    it('takes the API path prefixes from kong.yml', () => {
      expect(apiPathPrefixesOf(sut.config).sort()).toEqual([
        '/api',
        '/chat_with_file',
        '/delete_file',
        '/set_rag',
        '/upload_pdf',
      ]);
    });

    it.each([
      ['GET', '/api/nothing-here'],
      ['GET', '/api'],
      ['GET', '/api/plan_study_abroad'],
      ['POST', '/api/health'],
      ['GET', '/api/health/'],
      ['GET', '/set_rag'],
      ['GET', '/chat_with_file'],
      ['GET', '/upload_pdf/extra'],
      ['POST', '/contact'],
    ])('%s %s gets the JSON 404, not the SPA', async (method, path) => {
      const reply = await send(sut.url, path, { method, headers: { accept: 'text/html' } });

      expect(reply.status).toBe(404);
      expect(json(reply)).toEqual({ detail: expect.any(String), code: 'ROUTE_NOT_FOUND' });
      expect(reply.headers['x-correlation-id']).toMatch(UUID);
    });
  });

  describe('the SPA', () => {
    it('serves index.html at the root, revalidated on every load', async () => {
      const reply = await send(sut.url, '/');

      expect(reply.status).toBe(200);
      expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(reply.headers['cache-control']).toBe('no-cache');
      expect(reply.body).toContain('<title>spa</title>');
    });

    it.each(['/planner', '/profile/settings', '/chat?id=1'])(
      'falls back to index.html for %s',
      async (path) => {
        const reply = await send(sut.url, path);

        expect(reply.status).toBe(200);
        expect(reply.body).toContain('<title>spa</title>');
        expect(reply.headers['cache-control']).toBe('no-cache');
      },
    );

    it('serves hashed assets with their type, cached for good', async () => {
      const script = await send(sut.url, '/assets/app-1a2b3c.js');
      const style = await send(sut.url, '/assets/app-1a2b3c.css');

      expect(script.status).toBe(200);
      expect(script.body).toBe('export const app = 1;');
      expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(style.headers['content-type']).toBe('text/css; charset=utf-8');
    });

    it('answers 404 for a missing asset instead of the SPA', async () => {
      const reply = await send(sut.url, '/assets/app-gone.js');

      expect(reply.status).toBe(404);
      expect(json(reply)).toMatchObject({ code: 'NOT_FOUND' });
    });

    it('answers HEAD without a body and 304 for a known ETag', async () => {
      const head = await send(sut.url, '/index.html', { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(head.body).toBe('');
      expect(Number(head.headers['content-length'])).toBeGreaterThan(0);

      const again = await send(sut.url, '/index.html', {
        headers: { 'if-none-match': String(head.headers.etag) },
      });
      expect(again.status).toBe(304);
    });

    it.each([
      '/../secret.txt',
      '/assets/../../secret.txt',
      '/%2e%2e/secret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/assets/%2e%2e%5c..%5csecret.txt',
      '/leak.txt',
      '/.env',
      '/%00/../secret.txt',
    ])('never serves anything outside the directory: %s', async (path) => {
      const reply = await send(sut.url, path);

      expect(reply.body).not.toContain(SECRET);
      expect([400, 404]).toContain(reply.status);
      expect(json(reply).code).toMatch(/^(BAD_REQUEST|NOT_FOUND)$/);
    });
  });

  describe('on a synthetic configuration', () => {
    let echo: FakeUpstream;
    let edge: Edge;

    beforeAll(async () => {
      echo = await new FakeUpstream('echo').start();
      const configPath = join(workDir, 'synthetic.yml');
      writeFileSync(
        configPath,
        `_format_version: "3.0"
services:
  - name: echo
    url: http://echo:8080
    plugins:
      - name: request-size-limiting
        config: { allowed_payload_size: 16, size_unit: bytes }
    routes:
      - { name: echo, paths: ['~/echo$'], methods: [POST], strip_path: false }
      - { name: strip, paths: [/strip], strip_path: true }
`,
      );
      edge = await startEdge({
        host: '127.0.0.1',
        port: 0,
        kongConfigPath: configPath,
        upstreams: { echo: echo.url },
      });
    });

    afterAll(async () => {
      await edge.close();
      await echo.stop();
    });

    it('counts streamed bytes: a chunked body over the limit gets 413', async () => {
      const reply = await send(edge.url, '/echo', { method: 'POST', chunks: ['0123456789', '0123456789'] });

      expect(reply.status).toBe(413);
      expect(json(reply)).toEqual({ detail: expect.any(String), code: 'PAYLOAD_TOO_LARGE' });
    });

    it('passes a chunked body within the limit', async () => {
      const reply = await send(edge.url, '/echo', { method: 'POST', chunks: ['01234', '56789'] });

      expect(reply.status).toBe(200);
      expect(echo.requests.at(-1)?.body.toString()).toBe('0123456789');
      expect(echo.requests.at(-1)?.headers['transfer-encoding']).toBe('chunked');
    });

    it('strips the matched prefix before proxying', async () => {
      const reply = await send(edge.url, '/strip/a/b?x=1');

      expect(json(reply)).toMatchObject({ url: '/a/b?x=1' });
      expect(echo.requests.at(-1)?.headers['x-forwarded-prefix']).toBe('/strip');
    });

    it('answers 404 JSON for everything else when there is no staticDir', async () => {
      const reply = await send(edge.url, '/index.html');

      expect(reply.status).toBe(404);
      expect(json(reply)).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
      expect(reply.headers['x-correlation-id']).toBeUndefined();
    });
  });

  describe('start-up', () => {
    it('refuses to start without an upstream for every service, naming the missing ones', async () => {
      await expect(
        startEdge({
          host: '127.0.0.1',
          port: 0,
          kongConfigPath: KONG_CONFIG_PATH,
          upstreams: { planner: 'http://127.0.0.1:1' },
          jwtIssuer: jwtIssuer(),
        }),
      ).rejects.toThrow(/"favourites"[\s\S]*"mailer"/);
    });

    it('refuses an upstream with a path', async () => {
      await expect(
        startEdge({
          host: '127.0.0.1',
          port: 0,
          kongConfigPath: KONG_CONFIG_PATH,
          upstreams: { ...upstreamUrls(), planner: 'http://127.0.0.1:1/v1' },
          jwtIssuer: jwtIssuer(),
        }),
      ).rejects.toThrow(/upstream for "planner" must be/);
    });

    it('refuses a staticDir that does not exist', async () => {
      await expect(
        startEdge({
          host: '127.0.0.1',
          port: 0,
          kongConfigPath: KONG_CONFIG_PATH,
          staticDir: join(workDir, 'missing'),
          upstreams: upstreamUrls(),
          jwtIssuer: jwtIssuer(),
        }),
      ).rejects.toThrow(/staticDir/);
    });
  });

  describe('close()', () => {
    it('stops accepting connections and waits for requests in flight', async () => {
      const edge = await startEdge({
        host: '127.0.0.1',
        port: 0,
        kongConfigPath: KONG_CONFIG_PATH,
        upstreams: upstreamUrls(),
        jwtIssuer: jwtIssuer(),
      });
      const release = deferred();
      upstream('chat-orchestrator').onRequest = (req, res) => {
        req.resume();
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.write('data: one\n\n');
        void release.promise.then(() => res.end('data: two\n\n'));
      };
      const req = http.request({
        host: '127.0.0.1',
        port: edge.port,
        method: 'POST',
        path: '/chat_with_file',
        headers: bearer,
        agent: false,
      });
      req.end('{}');
      const [res] = (await once(req, 'response')) as [IncomingMessage];
      res.setEncoding('utf8');
      let body = '';
      res.on('data', (chunk: string) => (body += chunk));

      let closed = false;
      const closing = edge.close().then(() => {
        closed = true;
      });
      await expect(send(edge.url, '/api/health')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
      expect(closed).toBe(false);

      release.resolve();
      await once(res, 'end');
      await closing;
      expect(closed).toBe(true);
      expect(body).toBe('data: one\n\ndata: two\n\n');
    });
  });
});
