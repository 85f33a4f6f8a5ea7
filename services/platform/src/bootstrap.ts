import { DynamicModule, INestApplication, Logger, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { RequestHandler } from 'express';
import { ConfigError, ConfigOf, EnvShape, loadConfig } from './config/env';
import { serviceEnv } from './config/platform.config';
import { loadProcessConfig, ProcessConfig } from './config/process-config';
import { bodyDepthMiddleware } from './http/body-depth.middleware';
import { bodyErrorsMiddleware } from './http/body-errors.middleware';
import { answerClientErrors } from '@site/http-parser-errors';
import { correlationMiddleware } from './http/correlation.middleware';
import { HealthRegistry } from './health/health.registry';
import { createRootLogger, PlatformLogger, ROOT_LOGGER } from './logging/logger';
import { requestLogMiddleware } from './logging/request-log.middleware';
import { httpMetricsMiddleware } from './metrics/http-metrics.middleware';
import { MetricsService } from './metrics/metrics.service';
import { DrainingNatsServer } from './bus/nats/draining-nats.server';
import { buildOpenApiDocument, serveOpenApiDocument } from './openapi/openapi';
import { PLATFORM_CONFIG, type PlatformConfig } from './platform.config.token';
import { PlatformModule, PlatformOptions } from './platform.module';
import type { ServiceDescriptor } from './service-descriptor';

export const JSON_BODY_LIMIT = '1mb';

/** Loads the configuration or stops the process with one line naming every bad variable. */
export function loadConfigOrExit<S extends EnvShape>(
  shape: S,
  env: NodeJS.ProcessEnv = process.env,
): ConfigOf<S> {
  return orExitOnConfigError(() => loadConfig(shape, env));
}

/** Runs a configuration loader; a ConfigError stops the process with its one line. */
export function orExitOnConfigError<T>(load: () => T): T {
  try {
    return load();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

/** A root module composing the platform with the feature modules of this process. */
export function rootModule(
  platform: PlatformOptions,
  modules: readonly (Type<unknown> | DynamicModule)[],
): DynamicModule {
  class AppRootModule {}
  return { module: AppRootModule, imports: [PlatformModule.forRoot(platform), ...modules] };
}

export interface HttpAppOptions {
  /** Middleware that runs before the body is read, e.g. the standalone server's rate limits. */
  readonly beforeBody?: readonly RequestHandler[];
}

export async function createHttpApp(
  root: DynamicModule,
  options: HttpAppOptions = {},
): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(root, { bufferLogs: true, bodyParser: false });
  const logger = app.get<ReturnType<typeof createRootLogger>>(ROOT_LOGGER);
  app.useLogger(new PlatformLogger(logger));
  app.use(correlationMiddleware);
  app.use(requestLogMiddleware(logger));
  app.use(httpMetricsMiddleware(app.get(MetricsService)));
  for (const middleware of options.beforeBody ?? []) app.use(middleware);
  app.useBodyParser('json', { limit: JSON_BODY_LIMIT });
  app.use(bodyErrorsMiddleware);
  app.use(bodyDepthMiddleware);
  answerClientErrors(app.getHttpServer());
  const express = app.getHttpAdapter().getInstance();
  express.disable('x-powered-by');
  // req.ip (rate limits, the contact limit) is the client a trusted proxy names, else the socket peer.
  const { TRUST_PROXY } = app.get<PlatformConfig>(PLATFORM_CONFIG);
  express.set(
    'trust proxy',
    TRUST_PROXY === false || typeof TRUST_PROXY === 'number' ? TRUST_PROXY : [...TRUST_PROXY],
  );
  // API answers are personal or computed per request: hashing every body for an ETag costs CPU and saves nothing.
  express.set('etag', false);
  return app;
}

/**
 * Graceful shutdown on SIGTERM/SIGINT: readiness turns 503, Nest stops bus consumers, closes HTTP after the
 * requests in hand, drains NATS; a process that does not finish in time exits anyway.
 */
export function installShutdown(app: INestApplication, timeoutMs: number): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.get(HealthRegistry).markShuttingDown();
    const logger = new Logger('shutdown');
    logger.log(`${signal} received: shutting down`);
    setTimeout(() => {
      logger.error(`shutdown took longer than ${timeoutMs} ms: exiting`);
      process.exit(1);
    }, timeoutMs).unref();
    app
      .close()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        logger.error(`shutdown failed: ${error instanceof Error ? error.message : String(error)}`);
        process.exit(1);
      });
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

export type ServiceConfig = ProcessConfig<ReturnType<typeof serviceEnv>>;

/** The variables of one service running as its own process: the common ones and the service's own. */
export function loadServiceConfig(
  descriptor: ServiceDescriptor,
  environment: NodeJS.ProcessEnv = process.env,
): ServiceConfig {
  return loadProcessConfig(serviceEnv(descriptor.defaultPort), [descriptor], environment);
}

/** One service as its own process (distributed mode): HTTP plus its NATS interface. */
export async function createServiceApp(
  descriptor: ServiceDescriptor,
  config: ServiceConfig,
): Promise<NestExpressApplication> {
  const app = await createHttpApp(
    rootModule({ serviceName: descriptor.name, mode: 'distributed', config }, config.serviceModules),
  );
  app.connectMicroservice(
    {
      strategy: new DrainingNatsServer({
        servers: [...config.NATS_URL],
        queue: descriptor.name,
        name: descriptor.name,
        maxReconnectAttempts: -1,
      }),
    },
    { inheritAppConfig: true },
  );
  serveOpenApiDocument(app, '/openapi.json', buildOpenApiDocument(app, descriptor.title, descriptor.module));
  await app.startAllMicroservices();
  return app;
}

/** Stops the process with one line when start-up fails (port taken, NATS unreachable...). */
export function exitOnStartFailure(what: string) {
  return (error: unknown): never => {
    process.stderr.write(
      `${what} failed to start: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(1);
  };
}

export async function runService(descriptor: ServiceDescriptor): Promise<void> {
  const config = orExitOnConfigError(() => loadServiceConfig(descriptor));
  try {
    const app = await createServiceApp(descriptor, config);
    installShutdown(app, config.SHUTDOWN_TIMEOUT_MS);
    await app.listen(config.PORT, config.HOST);
    new Logger('bootstrap').log(`${descriptor.name} listening on http://${config.HOST}:${config.PORT}`);
  } catch (error) {
    exitOnStartFailure(descriptor.name)(error);
  }
}
