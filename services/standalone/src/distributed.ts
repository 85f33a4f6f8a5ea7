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
import { parseReplicas, replicaPorts } from './replicas';
import { ALL_SERVICES } from './services';

/**
 * Distributed mode on one machine: each service as its own process against NATS (`--replicas planner=2` runs a
 * service several times), plus a local edge that applies gateway/kong.yml (routes, jwt, cors, rate limits) and
 * serves the SPA. Without OIDC_ISSUER the development identity provider runs here on its own origin
 * (IDENTITY_PORT), as Keycloak would. Ctrl+C stops everything.
 */
async function main(): Promise<void> {
  const config = loadConfigOrExit(distributedEnv);
  const replicas = orExitOnStartError(() =>
    parseReplicas(
      process.argv.slice(2),
      ALL_SERVICES.map((s) => s.name),
    ),
  );
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

  // A service run several times (--replicas planner=2) listens on its port, then 100 above for each more; the edge
  // spreads its requests over them, and its bus consumers share the work (queue groups, durable consumers).
  const ports = new Map(
    ALL_SERVICES.map((s) => [s.name, replicaPorts(servicePort(s.name), replicas.get(s.name) ?? 1)] as const),
  );
  const upstreams = Object.fromEntries(
    ALL_SERVICES.map(
      (s) => [s.name, (ports.get(s.name) ?? []).map((port) => `http://127.0.0.1:${port}`)] as const,
    ),
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

  for (const service of ALL_SERVICES)
    for (const [index, port] of (ports.get(service.name) ?? []).entries()) {
      const instance = index === 0 ? service.name : `${service.name}#${index + 1}`;
      const child = spawn(process.execPath, [serviceEntryPoint(service.name)], {
        env: {
          ...process.env,
          PORT: String(port),
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
        logger.error({ service: instance, code, signal }, 'service stopped unexpectedly');
        void stopAll(1);
      });
      children.set(instance, child);
    }
  logger.info({ url: edge.url, upstreams }, 'local edge ready; services starting');
}

/** Runs a check of the command line; an error stops the launcher with its one line. */
function orExitOnStartError<T>(check: () => T): T {
  try {
    return check();
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    process.exit(2);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `distributed launcher failed to start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
