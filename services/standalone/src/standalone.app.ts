import type { NestExpressApplication } from '@nestjs/platform-express';
import { createDevIdentity } from '@site/dev-identity';
import { KONG_CONFIG_PATH } from '@site/gateway';
import {
  buildOpenApiDocument,
  createHttpApp,
  InProcessBroker,
  InProcessServer,
  type ProcessConfig,
  resolveAuthSettings,
  ROOT_LOGGER,
  rootModule,
  serveOpenApiDocument,
  SPA_CLIENT_ID,
  spaAuthConfig,
} from '@site/platform';
import type { NextFunction, Request, Response } from 'express';
import type { Logger as PinoLogger } from 'pino';
import { join } from 'node:path';
import { type CompanyFacts, loadCompanyFile } from './company.file';
import { ALL_SERVICES } from './services';
import { rateLimitMiddleware } from './rate-limit.middleware';
import { spaMiddleware } from './spa.middleware';
import type { standaloneEnv } from './standalone.env';

export type StandaloneConfig = ProcessConfig<typeof standaloneEnv>;

/**
 * Every service module in one Nest app, wired by the in-process bus, serving the SPA and the whole API; without
 * OIDC_ISSUER it also runs the development identity provider at /realms/<realm>. The company's facts (read from
 * COMPANY_FILE unless given) reach the SPA in /app-config.json.
 */
export async function createStandaloneApp(
  config: StandaloneConfig,
  company: CompanyFacts = loadCompanyFile(config.COMPANY_FILE),
): Promise<NestExpressApplication> {
  const publicUrl = (config.PUBLIC_URL ?? `http://localhost:${config.PORT || 8080}`).replace(/\/+$/, '');
  const withPublicUrl = { ...config, PUBLIC_URL: publicUrl };
  const auth = resolveAuthSettings(withPublicUrl);
  const app = await createHttpApp(
    rootModule(
      { serviceName: 'standalone', mode: 'standalone', config: withPublicUrl },
      config.serviceModules,
    ),
    // The per-client limits of kong.yml, as behind Kong or the edge, before any body is read.
    { beforeBody: [rateLimitMiddleware(KONG_CONFIG_PATH)] },
  );
  const developmentProvider = config.OIDC_ISSUER === undefined;
  if (developmentProvider) {
    const identity = await createDevIdentity({
      publicUrl,
      realmFile: config.REALM_FILE,
      clientId: SPA_CLIENT_ID,
      audience: auth.audience,
      dataDir: join(config.DATA_DIR, 'identity'),
      accessTokenTtl: config.DEV_IDENTITY_ACCESS_TOKEN_TTL,
      logger: app.get<PinoLogger>(ROOT_LOGGER).child({ component: 'dev-identity' }),
    });
    app.use(identity.mountPath, identity.router);
  }
  const appConfig = { ...spaAuthConfig(auth, developmentProvider), company };
  app.use('/app-config.json', (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.json(appConfig);
  });
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
