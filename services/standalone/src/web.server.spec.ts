import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startWebServer, type WebServer } from './web.server';

describe(startWebServer.name, () => {
  let server: WebServer;
  const logger = { info: () => undefined, error: () => undefined };

  beforeAll(async () => {
    const dir = await mkdtemp(join(tmpdir(), 'web-'));
    await mkdir(join(dir, 'assets'));
    await writeFile(join(dir, 'index.html'), '<!doctype html><title>site</title>');
    await writeFile(join(dir, 'assets', 'app.js'), 'console.log(1)');
    const appConfig = { auth: { url: 'http://localhost:8180', realm: 'europa-launchpad' } };
    server = await startWebServer({ host: '127.0.0.1', port: 0, staticDir: dir, appConfig, logger });
  });
  afterAll(() => server.close());

  it('serves the SPA, its index for client routes and the app configuration', async () => {
    const root = await fetch(`${server.url}/`, { headers: { accept: 'text/html' } });
    expect(root.status).toBe(200);
    expect(await root.text()).toContain('<title>site</title>');
    const clientRoute = await fetch(`${server.url}/planner?q=x`, { headers: { accept: 'text/html' } });
    expect(await clientRoute.text()).toContain('<title>site</title>');
    expect((await fetch(`${server.url}/assets/app.js`)).headers.get('content-type')).toMatch(/javascript/);
    const config = await fetch(`${server.url}/app-config.json`);
    expect(config.headers.get('cache-control')).toBe('no-cache');
    expect(await config.json()).toEqual({
      auth: { url: 'http://localhost:8180', realm: 'europa-launchpad' },
    });
  });

  it('answers its health endpoints and refuses other methods with {detail, code}', async () => {
    expect((await fetch(`${server.url}/health/live`)).status).toBe(200);
    expect((await fetch(`${server.url}/health/ready`)).status).toBe(200);
    const post = await fetch(`${server.url}/`, { method: 'POST', body: '{}' });
    expect(post.status).toBe(405);
    expect(await post.json()).toEqual({ detail: 'POST is not served here.', code: 'METHOD_NOT_ALLOWED' });
  });
});
