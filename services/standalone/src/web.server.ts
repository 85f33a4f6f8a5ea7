import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createStaticSite } from '@site/gateway';
import { answerClientErrors } from '@site/http-parser-errors';

export interface WebServerOptions {
  host: string;
  port: number;
  staticDir: string;
  /** Served as `GET /app-config.json`: the identity provider the SPA signs in with and the company's facts. */
  appConfig: unknown;
  logger: { info(fields: object, message: string): void; error(fields: object, message: string): void };
}

export interface WebServer {
  readonly url: string;
  /** Readiness turns 503 at once; resolves when the requests in hand are answered. */
  close(): Promise<void>;
}

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache' };

/**
 * The SPA behind Kong (docker-compose, Helm): every GET or HEAD that Kong routes to `/` gets a file of the built
 * SPA, or its index.html for a client route; `/app-config.json` and the health endpoints are the process's own.
 * The API never reaches this process (Kong routes it to the services).
 */
export async function startWebServer(options: WebServerOptions): Promise<WebServer> {
  const site = createStaticSite(options.staticDir);
  const appConfig = JSON.stringify(options.appConfig);
  let closing = false;

  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    const send = (status: number, body: object) => {
      res.writeHead(status, JSON_HEADERS);
      res.end(req.method === 'HEAD' ? undefined : JSON.stringify(body));
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('allow', 'GET, HEAD');
      send(405, { detail: `${req.method} is not served here.`, code: 'METHOD_NOT_ALLOWED' });
      return;
    }
    if (path === '/health/live') return send(200, { status: 'up' });
    if (path === '/health/ready') {
      return closing ? send(503, { status: 'shutting_down' }) : send(200, { status: 'up' });
    }
    if (path === '/app-config.json') {
      res.writeHead(200, { ...JSON_HEADERS, 'x-content-type-options': 'nosniff' });
      res.end(req.method === 'HEAD' ? undefined : appConfig);
      return;
    }
    site.serve(req, res, path).catch((error: unknown) => {
      options.logger.error({ err: error, path }, 'static file failed');
      if (!res.headersSent) send(500, { detail: 'The file could not be read.', code: 'INTERNAL_ERROR' });
      else res.destroy();
    });
  });
  answerClientErrors(server);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${port}`;
  options.logger.info({ url }, 'web server ready');
  return {
    url,
    close: () => {
      closing = true;
      server.closeIdleConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
