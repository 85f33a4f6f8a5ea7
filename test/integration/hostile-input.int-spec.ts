import { randomUUID } from 'node:crypto';
import http, { type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { ALL_SERVICES } from '@site/standalone';
import { distributedHarness, RunningSite } from '../support/harness';
import { accessTokenFromProvider } from '../support/oidc-client';
import { SignedInSite, startSignedInSite } from '../support/signed-in-site';

// Issue 14 (hostile input): every route of every service, as its OpenAPI document lists it, answers malformed,
// falsely compressed, absurdly nested bodies and oversized heads with a 4xx `{detail, code}` in JSON, never a 5xx.

interface Route {
  readonly method: string;
  /** With its path parameters filled in. */
  readonly path: string;
  readonly secured: boolean;
}

interface Reply {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

interface Attack {
  readonly name: string;
  readonly headers?: Record<string, string>;
  readonly body?: string | Buffer;
  readonly query?: string;
  /** Status and code every route must answer. */
  readonly expected: { status: number; code: string };
}

const PATH_PARAMETERS: Readonly<Record<string, string>> = {
  kind: 'standard',
  user_id: 'user-1',
  userId: 'user-1',
  chatId: 'chat-1',
  erasure_id: randomUUID(),
};

/** JSON nested `levels` deep: objects, or arrays. */
const deepObject = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
const deepArray = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
const JSON_TYPE = { 'content-type': 'application/json' };
const HUGE_HEADER_SET = Object.fromEntries(
  Array.from({ length: 200 }, (_, i) => [`x-pad-${i}`, 'y'.repeat(500)]),
);

const ATTACKS: readonly Attack[] = [
  {
    name: 'malformed JSON',
    headers: JSON_TYPE,
    body: '{"description": ',
    expected: { status: 400, code: 'MALFORMED_JSON' },
  },
  ...['gzip', 'br', 'deflate'].map((encoding): Attack => ({
    name: `a body claiming ${encoding} that is garbage`,
    headers: { ...JSON_TYPE, 'content-encoding': encoding },
    body: 'garbage',
    expected: { status: 400, code: 'MALFORMED_BODY' },
  })),
  {
    name: 'a truncated gzip body',
    headers: { ...JSON_TYPE, 'content-encoding': 'gzip' },
    body: gzipSync('{"description":"a student"}').subarray(0, 15),
    expected: { status: 400, code: 'MALFORMED_BODY' },
  },
  {
    name: 'an unsupported content encoding',
    headers: { ...JSON_TYPE, 'content-encoding': 'zstd' },
    body: '{}',
    expected: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' },
  },
  {
    name: 'a charset other than UTF-8',
    headers: { 'content-type': 'application/json; charset=latin1' },
    body: '{}',
    expected: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' },
  },
  {
    name: 'JSON objects nested 5,000 levels deep',
    headers: JSON_TYPE,
    body: deepObject(5_000),
    expected: { status: 400, code: 'VALIDATION_FAILED' },
  },
  {
    name: 'JSON arrays nested 100,000 levels deep, as brotli',
    headers: { ...JSON_TYPE, 'content-encoding': 'br' },
    body: brotliCompressSync(deepArray(100_000)),
    expected: { status: 400, code: 'VALIDATION_FAILED' },
  },
  {
    name: 'a huge header set',
    headers: HUGE_HEADER_SET,
    expected: { status: 431, code: 'REQUEST_HEADER_FIELDS_TOO_LARGE' },
  },
  {
    name: 'a very long URL',
    query: `pad=${'x'.repeat(20_000)}`,
    expected: { status: 431, code: 'REQUEST_HEADER_FIELDS_TOO_LARGE' },
  },
];

let nextClient = 0;

/**
 * One request on its own connection, from its own loopback address: per-client rate limits never turn an answer
 * into 429. node:http, not fetch: bodies on GET and DELETE, any header.
 */
function send(
  baseUrl: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string | Buffer,
): Promise<Reply> {
  const { hostname, port } = new URL(baseUrl);
  nextClient += 1;
  const localAddress = `127.0.${Math.floor(nextClient / 250) + 1}.${(nextClient % 250) + 1}`;
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        hostname,
        port,
        method,
        path,
        localAddress,
        agent: false,
        headers:
          body === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Every operation of every service's OpenAPI document, as the standalone process serves them. */
async function routesOf(baseUrl: string): Promise<Route[]> {
  const routes: Route[] = [];
  for (const service of ALL_SERVICES) {
    const response = await fetch(`${baseUrl}/openapi/${service.name}.json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as {
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    for (const [template, operations] of Object.entries(document.paths)) {
      const path = template.replace(/\{([^}]+)\}/g, (_, name: string) => PATH_PARAMETERS[name] ?? 'x');
      for (const [method, operation] of Object.entries(operations)) {
        routes.push({
          method: method.toUpperCase(),
          path,
          secured: (operation.security ?? []).length > 0,
        });
      }
    }
  }
  return routes;
}

/** Never a 5xx; a 4xx is `{detail, code}` labelled as JSON. */
function expectClientProblem(reply: Reply, where: string): { detail: string; code: string } {
  const seen = `${where}: ${reply.status} ${reply.headers['content-type'] ?? '(no type)'} ${reply.body.slice(0, 200)}`;
  expect({ seen, status: reply.status < 500 }).toEqual({ seen, status: true });
  expect({ seen, type: reply.headers['content-type'] }).toEqual({
    seen,
    type: 'application/json; charset=utf-8',
  });
  const problem = JSON.parse(reply.body) as { detail: unknown; code: unknown };
  expect({ seen, detail: typeof problem.detail, code: typeof problem.code }).toEqual({
    seen,
    detail: 'string',
    code: 'string',
  });
  return problem as { detail: string; code: string };
}

/** Sends one attack to every route; each answer is a 4xx problem in JSON with the attack's status and code. */
async function attackEveryRoute(
  baseUrl: string,
  routes: readonly Route[],
  bearer: Record<string, string>,
  attack: Attack,
): Promise<void> {
  const answers: string[] = [];
  const expected: string[] = [];
  for (const route of routes) {
    const path = attack.query
      ? `${route.path}${route.path.includes('?') ? '&' : '?'}${attack.query}`
      : route.path;
    const headers = { ...(route.secured ? bearer : {}), ...attack.headers };
    const reply = await send(baseUrl, route.method, path, headers, attack.body);
    const where = `${route.method} ${route.path}`;
    const problem = expectClientProblem(reply, where);
    answers.push(`${where} ${reply.status} ${problem.code}`);
    expected.push(`${where} ${attack.expected.status} ${attack.expected.code}`);
  }
  expect(answers).toEqual(expected);
}

/** Request lines and headers Node's parser refuses: 400 MALFORMED_REQUEST in JSON, written on the socket. */
async function expectMalformedHeadsRefused(baseUrl: string): Promise<void> {
  const { port } = new URL(baseUrl);
  for (const bytes of [
    'NOT A REQUEST\r\n\r\n',
    'GET /api/favorites HTTP/1.1\r\nHost: x\r\nno colon here\r\n\r\n',
    'POST /api/plan_study_abroad HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab',
    'POST /api/plan_study_abroad HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n{}',
  ]) {
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1');
      const chunks: Buffer[] = [];
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      socket.on('end', () => resolve(Buffer.concat(chunks).toString()));
      socket.on('error', reject);
      socket.write(bytes);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(answer).toContain('Content-Type: application/json; charset=utf-8\r\n');
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toMatchObject({
      code: 'MALFORMED_REQUEST',
    });
  }
}

describe('hostile input over every route', () => {
  let site: SignedInSite;
  let routes: Route[];
  let bearer: Record<string, string>;

  beforeAll(async () => {
    site = await startSignedInSite('hostile-input-');
    routes = await routesOf(site.baseUrl);
    const { authorization } = await site.headers();
    bearer = { authorization: authorization as string };
  });

  afterAll(async () => {
    await site?.close();
  });

  it('finds the routes of every service in the OpenAPI documents', () => {
    expect(routes.length).toBeGreaterThanOrEqual(20);
    expect(routes).toEqual(
      expect.arrayContaining([
        { method: 'POST', path: '/api/plan_study_abroad', secured: false },
        { method: 'POST', path: '/api/favorites', secured: true },
        { method: 'PUT', path: '/api/users/profile', secured: true },
        { method: 'POST', path: '/api/send-email', secured: false },
        { method: 'POST', path: '/upload_pdf', secured: true },
      ]),
    );
  });

  it.each(ATTACKS.map((attack) => [attack.name, attack] as const))(
    'answers %s on every route with a 4xx problem in JSON',
    (_name, attack) => attackEveryRoute(site.baseUrl, routes, bearer, attack),
  );

  it('answers malformed request lines and headers with 400 MALFORMED_REQUEST in JSON', () =>
    expectMalformedHeadsRefused(site.baseUrl));

  it('labels a JSON error of the templates route as JSON, not as its text document (item 4)', async () => {
    const response = await fetch(`${site.baseUrl}/api/study_abroad_templates/standard`);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBeNull();
    expect(await response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { program_id: expect.any(String) },
    });
  });

  describe('favourites whose entry nests deep (item 2)', () => {
    const entry = { university: 'TU Berlin', program: 'Informatics (MSc)' };
    const add = (university: unknown) =>
      send(
        site.baseUrl,
        'POST',
        '/api/favorites',
        { ...bearer, ...JSON_TYPE },
        JSON.stringify({ user_id: 'user-1', university }),
      );
    /** `{"a": {"a": … 1 …}}` as a value, nested `levels` deep. */
    const nested = (levels: number): unknown => JSON.parse(deepObject(levels));

    it.each([1_500, 4_000])(
      'refuses an entry nested %i levels deep with a 400 naming the field',
      async (levels) => {
        const reply = await add({ ...entry, details: nested(levels) });
        expect(reply.status).toBe(400);
        expect(JSON.parse(reply.body)).toMatchObject({
          code: 'VALIDATION_FAILED',
          fields: { university: expect.stringContaining('levels') },
        });
      },
    );

    it('refuses an entry nested deeper than the favourites allow (though the body is within bounds)', async () => {
      const reply = await add({ ...entry, details: nested(20) });
      expect(reply.status).toBe(400);
      expect(JSON.parse(reply.body)).toMatchObject({
        fields: { university: 'must nest at most 8 levels of objects and arrays' },
      });
    });

    it('still stores and lists a recommendation as the planner gives it', async () => {
      const recommendation = {
        ...entry,
        reasons: ['Taught in English'],
        costs: { tuition: 0, living: [900, 1100] },
      };
      expect((await add(recommendation)).status).toBe(200);
      const list = await fetch(`${site.baseUrl}/api/favorites?user_id=user-1`, { headers: bearer });
      expect(await list.json()).toEqual([recommendation]);
    });
  });

  // Every service as its own process behind the local edge (gateway/kong.yml): the edge forwards the bodies, the
  // services refuse them as in one process, and the edge answers the heads Node refuses itself.
  describe('distributed, through the local edge', () => {
    let distributed: RunningSite;
    let bobBearer: Record<string, string>;

    beforeAll(async () => {
      distributed = await distributedHarness.start();
      const siteOrigin = `http://localhost:${new URL(distributed.baseUrl).port}`;
      const token = await accessTokenFromProvider(
        distributed.identityOrigin,
        siteOrigin,
        'bob',
        'bob-dev-password',
      );
      bobBearer = { authorization: `Bearer ${token}` };
    }, 120_000);

    afterAll(async () => {
      await distributed?.stop();
    });

    it.each(ATTACKS.map((attack) => [attack.name, attack] as const))(
      'answers %s on every route with a 4xx problem in JSON',
      (_name, attack) => attackEveryRoute(distributed.baseUrl, routes, bobBearer, attack),
    );

    it('answers malformed request lines and headers with 400 MALFORMED_REQUEST in JSON', () =>
      expectMalformedHeadsRefused(distributed.baseUrl));
  });
});
