// The web process of the container image (`web`): the built SPA and /app-config.json behind Kong.
import { loadConfigOrExit, orExitOnConfigError, resolveAuthSettings, spaAuthConfig } from '@site/platform';
import pino from 'pino';
import { loadCompanyFile } from './company.file';
import { webEnv } from './web.env';
import { startWebServer } from './web.server';

async function main(): Promise<void> {
  const config = loadConfigOrExit(webEnv);
  const company = orExitOnConfigError(() => loadCompanyFile(config.COMPANY_FILE));
  const logger = pino({ level: config.LOG_LEVEL, base: { service: 'web' }, messageKey: 'msg' });
  const auth = resolveAuthSettings(config);
  const server = await startWebServer({
    host: config.HOST,
    port: config.PORT,
    staticDir: config.STATIC_DIR,
    // The development provider never runs beside this process: sign-in is Keycloak's (OIDC_ISSUER).
    appConfig: { ...spaAuthConfig(auth, false), company },
    logger,
  });
  const stop = (signal: NodeJS.Signals) => {
    logger.info({ signal }, 'shutting down');
    setTimeout(() => process.exit(1), config.SHUTDOWN_TIMEOUT_MS).unref();
    void server.close().then(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `web server failed to start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
