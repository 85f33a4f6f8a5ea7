import { ChildProcess, spawn } from 'node:child_process';
import { startEdge } from '@site/gateway';
import { loadConfigOrExit } from '@site/platform';
import pino from 'pino';
import { distributedEnv, portVariable } from './distributed.env';
import { serviceEntryPoint } from './paths';
import { ALL_SERVICES } from './services';

/**
 * Distributed mode on one machine: each service as its own process against NATS, plus a local edge that applies
 * gateway/kong.yml (paths, methods, strip_path, plugins) and serves the SPA. Ctrl+C stops everything gracefully.
 */
async function main(): Promise<void> {
  const config = loadConfigOrExit(distributedEnv);
  const logger = pino({ level: config.LOG_LEVEL, base: { service: 'launcher' }, messageKey: 'msg' });
  const servicePort = (name: string) => Number(config[portVariable(name) as keyof typeof config]);
  const upstreams = Object.fromEntries(
    ALL_SERVICES.map((s) => [s.name, `http://127.0.0.1:${servicePort(s.name)}`] as const),
  );
  // The edge starts first: a refused port or a bad kong.yml stops the launcher before any service is spawned.
  const edge = await startEdge({
    host: config.HOST,
    port: config.PORT,
    kongConfigPath: config.KONG_CONFIG,
    staticDir: config.STATIC_DIR,
    upstreams,
    logger,
  });
  const children = new Map<string, ChildProcess>();
  let stopping = false;

  const stopAll = async (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    logger.info({}, 'stopping every service');
    await edge.close({ timeoutMs: config.SHUTDOWN_TIMEOUT_MS }).catch(() => undefined);
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
