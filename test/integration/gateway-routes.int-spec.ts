import { NO_DEV_IDENTITY } from '../support/identity';
import type { INestApplication } from '@nestjs/common';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { KONG_CONFIG_PATH, listRoutes, loadKongConfig, matchRoute } from '@site/gateway';
import { ALL_SERVICES, createStandaloneApp, loadStandaloneConfig } from '@site/standalone';

interface Operation {
  readonly service: string;
  readonly method: string;
  readonly path: string;
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

/** Every service route must have a Kong route to the same service, and every Kong route a service route. */
describe('gateway/kong.yml and the services agree', () => {
  const kong = loadKongConfig(KONG_CONFIG_PATH);
  let app: INestApplication;
  let operations: Operation[];

  beforeAll(async () => {
    const root = await mkdtemp(join(tmpdir(), 'routes-'));
    await mkdir(join(root, 'spa'));
    await writeFile(join(root, 'spa', 'index.html'), '<!doctype html>');
    app = await createStandaloneApp(
      loadStandaloneConfig({
        DATA_DIR: join(root, 'data'),
        STATIC_DIR: join(root, 'spa'),
        LOG_LEVEL: 'warn',
        ...NO_DEV_IDENTITY,
      }),
    );
    await app.listen(0, '127.0.0.1');
    const { port } = app.getHttpServer().address() as { port: number };
    operations = [];
    for (const service of ALL_SERVICES) {
      const doc = (await (await fetch(`http://127.0.0.1:${port}/openapi/${service.name}.json`)).json()) as {
        paths: Record<string, Record<string, unknown>>;
      };
      for (const [path, item] of Object.entries(doc.paths)) {
        for (const method of Object.keys(item).filter((m) => HTTP_METHODS.includes(m))) {
          operations.push({ service: service.name, method: method.toUpperCase(), path });
        }
      }
    }
  });

  afterAll(async () => {
    await app?.close();
  });

  it('finds operations in every service OpenAPI document', () => {
    for (const service of ALL_SERVICES) expect(operations.some((o) => o.service === service.name)).toBe(true);
  });

  it('routes every service operation through Kong to that service', () => {
    const unrouted = operations.filter((op) => {
      const concrete = op.path.replace(/\{[^}]+\}/g, 'sample-id');
      return matchRoute(kong, op.method, concrete)?.service.name !== op.service;
    });
    expect(unrouted).toEqual([]);
  });

  it('serves every Kong route by an operation of its service', () => {
    // OPTIONS is on the routes for CORS preflight, which the gateway's cors plugin answers itself.
    const unserved = listRoutes(kong).filter(
      (route) =>
        route.method !== 'OPTIONS' &&
        !operations.some(
          (op) =>
            op.service === route.serviceName &&
            op.method === route.method &&
            route.openApiPaths.includes(op.path),
        ),
    );
    expect(unserved.map((r) => `${r.routeName} ${r.method} ${r.path}`)).toEqual([]);
  });
});
