import { ChildProcess, spawn } from 'node:child_process';
import type { Server } from 'node:http';
import express from 'express';
import { createDevIdentity } from '@site/dev-identity';
import { startEdge, trustProxyBehindEdge } from '@site/gateway';
import { answerClientErrors } from '@site/http-parser-errors';
import {
  loadConfigOrExit,
  orExitOnConfigError,
  resolveAuthSettings,
  SPA_CLIENT_ID,
  spaAuthConfig,
} from '@site/platform';
import { join } from 'node:path';
import pino from 'pino';
import { loadCompanyFile } from './company.file';
import { distributedEnv, portVariable } from './distributed.env';
import { serviceEntryPoint } from './paths';
import { ALL_SERVICES } from './services';

/**
 * Distributed mode on one machine: each service as its own process against NATS, plus a local edge that applies
 * gateway/kong.yml (routes, jwt, cors, rate limits) and serves the SPA. Without OIDC_ISSUER the development
 * identity provider runs here on its own origin (IDENTITY_PORT), as Keycloak would. Ctrl+C stops everything.
 */
async function main(): Promise<void> {
  const config = loadConfigOrExit(distributedEnv);
  const company = orExitOnConfigError(() => loadCompanyFile(config.COMPANY_FILE));
  const logger = pino({ level: config.LOG_LEVEL, base: { service: 'launcher' }, messageKey: 'msg' });
  const servicePort = (name: string) => Number(config[portVariable(name) as keyof typeof config]);
  const publicUrl = (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');

  let identityServer: Server | undefined;
  let issuer = config.OIDC_ISSUER;
  if (!issuer) {
    const identity = await createDevIdentity({
      publicUrl: `http://localhost:${config.IDENTITY_PORT}`,
      siteUrl: publicUrl,
      realmFile: config.REALM_FILE,
      clientId: SPA_CLIENT_ID,
      audience: config.OIDC_AUDIENCE,
      dataDir: join(config.DATA_DIR, 'identity'),
      accessTokenTtl: config.DEV_IDENTITY_ACCESS_TOKEN_TTL,
      logger: logger.child({ component: 'dev-identity' }),
    });
    const app = express();
    app.use(identity.mountPath, identity.router);
    identityServer = await new Promise<Server>((resolve) => {
      const server = app.listen(config.IDENTITY_PORT, config.HOST, () => resolve(server));
      answerClientErrors(server);
    });
    issuer = identity.issuer;
    logger.info({ issuer }, 'development identity provider ready');
  }
  const auth = resolveAuthSettings({ ...config, PUBLIC_URL: publicUrl, OIDC_ISSUER: issuer });

  const upstreams = Object.fromEntries(
    ALL_SERVICES.map((s) => [s.name, `http://127.0.0.1:${servicePort(s.name)}`] as const),
  );
  // The edge starts before the services: a refused port, a bad kong.yml or an unreachable JWKS stops the launcher
  // before any service is spawned.
  const edge = await startEdge({
    host: config.HOST,
    port: config.PORT,
    kongConfigPath: config.KONG_CONFIG,
    staticDir: config.STATIC_DIR,
    upstreams,
    logger,
    jwtIssuer: { issuer: auth.issuer, jwksUrl: auth.jwksUrl },
    appConfig: { ...spaAuthConfig(auth, identityServer !== undefined), company },
    trustProxy: config.TRUST_PROXY,
  });
  const children = new Map<string, ChildProcess>();
  let stopping = false;

  const stopAll = async (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    logger.info({}, 'stopping every service');
    await edge.close({ timeoutMs: config.SHUTDOWN_TIMEOUT_MS }).catch(() => undefined);
    identityServer?.close();
    await Promise.all(
      [...children.values()].map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
    process.exit(exitCode);
  };
  process.once('SIGINT', () => void stopAll(0));
  process.once('SIGTERM', () => void stopAll(0));

  for (const service of ALL_SERVICES) {
    const child = spawn(process.execPath, [serviceEntryPoint(service.name)], {
      env: {
        ...process.env,
        PORT: String(servicePort(service.name)),
        HOST: '127.0.0.1',
        NATS_URL: config.NATS_URL.join(','),
        PUBLIC_URL: publicUrl,
        OIDC_ISSUER: auth.issuer,
        OIDC_JWKS_URL: auth.jwksUrl,
        // The services trust the edge (and what it trusts), so they see the client the edge's limits see.
        TRUST_PROXY: trustProxyBehindEdge(config.TRUST_PROXY),
      },
      stdio: 'inherit',
    });
    child.once('exit', (code, signal) => {
      if (stopping) return;
      logger.error({ service: service.name, code, signal }, 'service stopped unexpectedly');
      void stopAll(1);
    });
    children.set(service.name, child);
  }
  logger.info({ url: edge.url, upstreams }, 'local edge ready; services starting');
}

main().catch((error: unknown) => {
  process.stderr.write(
    `distributed launcher failed to start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
