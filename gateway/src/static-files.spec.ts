import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createStaticSite, preferredEncoding } from './static-files';

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['identity', undefined],
    [undefined, undefined],
    ['BR', 'br'],
  ])('%s → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('the static site compresses text files', () => {
  const dir = mkdtempSync(join(tmpdir(), 'static-'));
  const script = `export const rows = [${Array.from({ length: 2000 }, (_, i) => `"row ${i}"`).join(',')}];`;
  let server: Server;
  let port: number;

  beforeAll(async () => {
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>spa</title>');
    writeFileSync(join(dir, 'assets', 'app-1a2b.js'), script);
    writeFileSync(join(dir, 'assets', 'tiny-1a2b.js'), 'export {};');
    writeFileSync(join(dir, 'assets', 'logo-1a2b.png'), Buffer.alloc(4096, 7));
    const site = createStaticSite(dir);
    server = createServer((req, res) => void site.serve(req, res, new URL(req.url!, 'http://x').pathname));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
      (resolve, reject) => {
        request({ host: '127.0.0.1', port, path, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        })
          .on('error', reject)
          .end();
      },
    );

  it('answers brotli to a client that accepts it, and the body decompresses to the file', async () => {
    const res = await get('/assets/app-1a2b.js', { 'accept-encoding': 'gzip, br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.body.length).toBeLessThan(script.length / 3);
    expect(brotliDecompressSync(res.body).toString()).toBe(script);
  });

  it('answers gzip to a gzip-only client, and the file itself to others, each with its own ETag', async () => {
    const gz = await get('/assets/app-1a2b.js', { 'accept-encoding': 'gzip' });
    const plain = await get('/assets/app-1a2b.js');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(script);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    expect(gz.headers.etag).not.toBe(plain.headers.etag);
    const again = await get('/assets/app-1a2b.js', {
      'accept-encoding': 'gzip',
      'if-none-match': String(gz.headers.etag),
    });
    expect(again.status).toBe(304);
  });

  it('leaves small files and images as they are', async () => {
    expect(
      (await get('/assets/tiny-1a2b.js', { 'accept-encoding': 'br' })).headers['content-encoding'],
    ).toBeUndefined();
    const image = await get('/assets/logo-1a2b.png', { 'accept-encoding': 'br' });
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.body.length).toBe(4096);
  });

  it("sends the build's own compressed copy when there is one", async () => {
    const prebuilt = Buffer.from('not really brotli, but the build says it is');
    writeFileSync(join(dir, 'assets', 'pre-1a2b.js'), script);
    writeFileSync(join(dir, 'assets', 'pre-1a2b.js.br'), prebuilt);
    const res = await get('/assets/pre-1a2b.js', { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.body).toEqual(prebuilt);
  });
});
