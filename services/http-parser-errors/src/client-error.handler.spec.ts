import { once } from 'node:events';
import http, { type IncomingHttpHeaders, type Server } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { answerClientErrors } from './client-error.handler';

interface Reply {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

describe(answerClientErrors.name, () => {
  let server: Server;
  let port: number;

  beforeAll(async () => {
    server = http.createServer((_req, res) => res.end('ok'));
    answerClientErrors(server);
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const request = (path: string, headers: Record<string, string> = {}): Promise<Reply> =>
    new Promise((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, path, headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
      });
      req.on('error', reject);
      req.end();
    });

  /** Raw bytes on a socket, read until the server closes it. */
  const raw = (bytes: string): Promise<string> =>
    new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      const chunks: Buffer[] = [];
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      socket.on('end', () => resolve(Buffer.concat(chunks).toString()));
      socket.on('error', reject);
      socket.write(bytes);
    });

  const problemOf = (reply: Reply) => {
    expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(reply.headers.connection).toBe('close');
    return JSON.parse(reply.body) as unknown;
  };

  it('answers a URL over the head limit with 431 and a JSON problem', async () => {
    const reply = await request(`/api/favorites?pad=${'x'.repeat(20_000)}`);
    expect(reply.status).toBe(431);
    expect(problemOf(reply)).toEqual({
      detail: expect.stringContaining('too large'),
      code: 'REQUEST_HEADER_FIELDS_TOO_LARGE',
    });
  });

  it('answers a huge header set with 431 and a JSON problem', async () => {
    const headers = Object.fromEntries(
      Array.from({ length: 200 }, (_, i) => [`x-pad-${i}`, 'y'.repeat(500)]),
    );
    const reply = await request('/', headers);
    expect(reply.status).toBe(431);
    expect(problemOf(reply)).toMatchObject({ code: 'REQUEST_HEADER_FIELDS_TOO_LARGE' });
  });

  it.each([
    ['a malformed request line', 'NOT A REQUEST\r\n\r\n'],
    ['a header without a colon', 'GET / HTTP/1.1\r\nHost: x\r\nno colon here\r\n\r\n'],
    [
      'two different lengths',
      'POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab',
    ],
    ['a length that is no number', 'POST / HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n'],
  ])('answers %s with 400 MALFORMED_REQUEST in JSON', async (_what, bytes) => {
    const answer = await raw(bytes);
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(answer).toContain('Content-Type: application/json; charset=utf-8\r\n');
    const body = answer.slice(answer.indexOf('\r\n\r\n') + 4);
    expect(JSON.parse(body)).toEqual({
      detail: 'The request is not valid HTTP/1.1.',
      code: 'MALFORMED_REQUEST',
    });
  });

  it('still serves well-formed requests', async () => {
    expect(await request('/')).toMatchObject({ status: 200, body: 'ok' });
  });
});
