import type { NestExpressApplication } from '@nestjs/platform-express';
import {
  buildOpenApiDocument,
  ConfigOf,
  createHttpApp,
  InProcessBroker,
  InProcessServer,
  rootModule,
  serveOpenApiDocument,
} from '@site/platform';
import { KONG_CONFIG_PATH } from '@site/gateway';
import { ALL_SERVICES } from './services';
import { spaMiddleware } from './spa.middleware';
import type { standaloneEnv } from './standalone.env';

export type StandaloneConfig = ConfigOf<typeof standaloneEnv>;

/** Every service module in one Nest app, wired by the in-process bus, serving the SPA and the whole API. */
export async function createStandaloneApp(config: StandaloneConfig): Promise<NestExpressApplication> {
  const app = await createHttpApp(
    rootModule(
      { serviceName: 'standalone', mode: 'standalone', config },
      ALL_SERVICES.map((s) => s.module),
    ),
  );
  app.use(spaMiddleware(config.STATIC_DIR, KONG_CONFIG_PATH));
  app.connectMicroservice(
    { strategy: new InProcessServer(app.get(InProcessBroker)) },
    { inheritAppConfig: true },
  );
  for (const service of ALL_SERVICES) {
    serveOpenApiDocument(
      app,
      `/openapi/${service.name}.json`,
      buildOpenApiDocument(app, service.title, service.module),
    );
  }
  await app.startAllMicroservices();
  return app;
}
