// Test helpers for the edge specs: fake services on ephemeral ports, raw HTTP requests, RS256 tokens.
import { once } from 'node:events';
import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { exportSPKI, generateKeyPair, SignJWT, type JWTPayload, type KeyLike } from 'jose';
import type { EdgeLogger } from './edge';

export const SERVICES = [
  'planner',
  'favourites',
  'profile',
  'chat-orchestrator',
  'document-ingest',
  'mailer',
];
export const ISSUER = 'http://localhost:8080/realms/europa-launchpad';

export interface Recorded {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A backend on an ephemeral port: records what reaches it and answers with JSON, or as a test says. */
export class FakeUpstream {
  readonly requests: Recorded[] = [];
  onRequest: ((req: IncomingMessage, res: ServerResponse) => void) | undefined;
  private readonly server = http.createServer((req, res) => this.handle(req, res));

  constructor(readonly name: string) {}

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async start(): Promise<this> {
    this.server.listen(0, '127.0.0.1');
    await once(this.server, 'listening');
    return this;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private handle(req: IncomingMessage, res: ServerResponse): void {
    if (this.onRequest) {
      this.onRequest(req, res);
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      this.requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      res.writeHead(200, { 'content-type': 'application/json', 'set-cookie': ['a=1', 'b=2'] });
      res.end(JSON.stringify({ service: this.name, url: req.url, bodyLength: body.length }));
    });
  }
}

export interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface SendOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Sent one write at a time without a Content-Length (chunked). */
  chunks?: string[];
  /** The local address the connection comes from (Linux answers on all of 127.0.0.0/8). */
  localAddress?: string;
}

/** One request on its own connection (no keep-alive), the path sent exactly as given. */
export function send(base: string, path: string, options: SendOptions = {}): Promise<Reply> {
  const { port, hostname } = new URL(base);
  return new Promise((resolve, reject) => {
    const headers = { ...options.headers };
    if (options.body !== undefined) {
      // Node frames a body of DELETE (and GET) only when told its length.
      headers['content-length'] = String(Buffer.byteLength(options.body));
    }
    const req = http.request({
      hostname,
      port,
      path,
      method: options.method ?? 'GET',
      headers,
      localAddress: options.localAddress,
      agent: false,
    });
    req.on('error', reject);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      res.on('error', reject);
    });
    for (const chunk of options.chunks ?? []) {
      req.write(chunk);
    }
    req.end(options.body);
  });
}

/** A raw TCP connection to the edge at `base`, for requests written byte by byte. */
export function openConnection(base: string): Socket {
  const { port, hostname } = new URL(base);
  return connect(Number(port), hostname);
}

/** The next complete HTTP/1.1 response (framed by Content-Length) arriving on an open connection. */
export function nextResponse(socket: Socket): Promise<{ status: number; head: string; body: string }> {
  return new Promise((resolve, reject) => {
    let received = Buffer.alloc(0);
    const onData = (chunk: Buffer): void => {
      received = Buffer.concat([received, chunk]);
      const headEnd = received.indexOf('\r\n\r\n');
      if (headEnd < 0) return;
      const head = received.subarray(0, headEnd).toString('latin1');
      const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1] ?? 0);
      const body = received.subarray(headEnd + 4);
      if (body.length < length) return;
      socket.off('data', onData);
      socket.off('error', reject);
      resolve({
        status: Number(head.split(' ')[1]),
        head,
        body: body.subarray(0, length).toString('utf8'),
      });
    };
    socket.on('data', onData);
    socket.once('error', reject);
  });
}

/** Writes raw request bytes and reads until the edge closes the connection. */
export function sendRaw(base: string, request: string): Promise<string> {
  const { port, hostname } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.on('error', reject);
    socket.write(request);
  });
}

export function json(reply: Reply): Record<string, unknown> {
  expect(reply.headers['content-type']).toMatch(/^application\/json/);
  return JSON.parse(reply.body) as Record<string, unknown>;
}

export function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

export async function freePort(): Promise<number> {
  const server = http.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export function memoryLogger(): EdgeLogger & {
  lines: { level: string; fields: Record<string, unknown>; message: string }[];
} {
  const lines: { level: string; fields: Record<string, unknown>; message: string }[] = [];
  return {
    lines,
    info: (fields, message) => lines.push({ level: 'info', fields, message }),
    warn: (fields, message) => lines.push({ level: 'warn', fields, message }),
    error: (fields, message) => lines.push({ level: 'error', fields, message }),
  };
}

/** An RS256 key pair made with jose, its public half as PEM. */
export interface TestKeys {
  privateKey: KeyLike;
  publicKeyPem: string;
}

export async function rsaKeys(): Promise<TestKeys> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  return { privateKey, publicKeyPem: await exportSPKI(publicKey) };
}

/** An access token as the realm issues it: RS256, 300 s from `nowSeconds`, claims overridable. */
export function accessToken(
  keys: TestKeys,
  nowSeconds: number,
  claims: JWTPayload = {},
  header: { kid?: string } = {},
): Promise<string> {
  return new SignJWT({
    iss: ISSUER,
    aud: 'site-api',
    sub: 'u-1',
    preferred_username: 'ada',
    iat: nowSeconds,
    exp: nowSeconds + 300,
    ...claims,
  })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT', ...header })
    .sign(keys.privateKey);
}
