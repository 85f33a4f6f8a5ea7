import express from 'express';
import type { Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { pinToPublicOrigin } from './public-origin';

describe('pinToPublicOrigin', () => {
  let server: Server;
  let port: number;

  beforeAll(async () => {
    const app = express();
    const router = express.Router();
    router.use(pinToPublicOrigin('https://site.example:8443'));
    router.get('/echo', (req, res) => {
      res.json({
        url: req.url,
        originalUrl: req.originalUrl,
        host: req.headers.host,
        forwardedHost: req.headers['x-forwarded-host'],
        forwardedProto: req.headers['x-forwarded-proto'],
        forwardedPort: req.headers['x-forwarded-port'] ?? null,
        forwarded: req.headers.forwarded ?? null,
      });
    });
    app.use('/realms/r', router);
    server = await new Promise<Server>((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const pinned = {
    host: 'site.example:8443',
    forwardedHost: 'site.example:8443',
    forwardedProto: 'https',
    forwardedPort: null,
    forwarded: null,
  };

  it("replaces the client's Host and forwarding headers with the public URL's", async () => {
    const response = await fetch(`http://127.0.0.1:${port}/realms/r/echo?x=1`, {
      headers: {
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'http',
        'x-forwarded-port': '1',
        forwarded: 'host=evil.example;proto=http',
      },
    });
    expect(await response.json()).toEqual({ ...pinned, url: '/echo?x=1', originalUrl: '/realms/r/echo?x=1' });
  });

  it('drops the authority of an absolute-form request target', async () => {
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () =>
        socket.write(
          'GET http://evil.example/realms/r/echo?x=1 HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n',
        ),
      );
      let data = '';
      socket.on('data', (chunk: Buffer) => (data += chunk.toString()));
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
    });
    const body = JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4)) as Record<string, unknown>;
    expect(body).toEqual({ ...pinned, url: '/echo?x=1', originalUrl: '/realms/r/echo?x=1' });
  });
});
