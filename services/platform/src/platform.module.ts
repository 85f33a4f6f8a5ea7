import { DynamicModule, Global, Inject, Module, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE } from '@nestjs/core';
import { AuthGuard } from './auth/auth.guard';
import { resolveAuthSettings } from './auth/auth.settings';
import { TokenVerifier } from './auth/token-verifier';
import { ZodValidationPipe } from 'nestjs-zod';
import { BusClient, WorkQueue } from './bus/bus.port';
import { InProcessBroker } from './bus/in-process/in-process.broker';
import { InProcessBusClient } from './bus/in-process/in-process.bus-client';
import { InProcessWorkQueue } from './bus/in-process/in-process.work-queue';
import { NatsBusClient } from './bus/nats/nats.bus-client';
import { NatsWorkQueue } from './bus/nats/nats.work-queue';
import { RpcContextInterceptor } from './bus/rpc-context.interceptor';
import { RetryPolicy } from './bus/work-delivery';
import { ProblemFilter } from './errors/problem.filter';
import { HealthController } from './health/health.controller';
import { HealthRegistry } from './health/health.registry';
import { createRootLogger, ROOT_LOGGER } from './logging/logger';
import { MetricsController } from './metrics/metrics.controller';
import { MetricsService } from './metrics/metrics.service';
import { PLATFORM_CONFIG, PlatformConfig, SERVICE_NAME } from './platform.config.token';

export type RunMode = 'standalone' | 'distributed';

export interface PlatformOptions {
  /** The service this process runs, or 'standalone' for the one-process mode. */
  readonly serviceName: string;
  readonly mode: RunMode;
  readonly config: PlatformConfig;
}

function retryPolicy(config: PlatformConfig): RetryPolicy {
  return {
    maxAttempts: config.BUS_MAX_ATTEMPTS,
    ackWaitMs: config.BUS_ACK_WAIT_MS,
    backoffMs: config.BUS_BACKOFF_MS,
  };
}

function natsServers(config: PlatformConfig): string[] {
  if (!config.NATS_URL?.length) throw new Error('NATS_URL is required in distributed mode');
  return [...config.NATS_URL];
}

@Global()
@Module({})
export class PlatformModule implements OnModuleInit, OnApplicationShutdown {
  constructor(
    @Inject(SERVICE_NAME) private readonly serviceName: string,
    private readonly health: HealthRegistry,
    private readonly workQueue: WorkQueue,
  ) {}

  static forRoot(options: PlatformOptions): DynamicModule {
    const { config, mode, serviceName } = options;
    const busProviders =
      mode === 'standalone'
        ? [
            InProcessBroker,
            {
              provide: BusClient,
              inject: [InProcessBroker],
              useFactory: (broker: InProcessBroker) =>
                new InProcessBusClient(broker, config.BUS_REQUEST_TIMEOUT_MS),
            },
            {
              provide: WorkQueue,
              inject: [MetricsService],
              useFactory: (metrics: MetricsService) => new InProcessWorkQueue(retryPolicy(config), metrics),
            },
          ]
        : [
            {
              provide: BusClient,
              useFactory: () =>
                new NatsBusClient(natsServers(config), serviceName, config.BUS_REQUEST_TIMEOUT_MS),
            },
            {
              provide: WorkQueue,
              inject: [MetricsService],
              useFactory: (metrics: MetricsService) =>
                new NatsWorkQueue(
                  natsServers(config),
                  serviceName,
                  retryPolicy(config),
                  metrics,
                  config.BUS_STREAM_REPLICAS,
                ),
            },
          ];
    return {
      module: PlatformModule,
      controllers: [HealthController, MetricsController],
      providers: [
        { provide: PLATFORM_CONFIG, useValue: config },
        { provide: SERVICE_NAME, useValue: serviceName },
        { provide: ROOT_LOGGER, useFactory: () => createRootLogger(serviceName, config.LOG_LEVEL) },
        RpcContextInterceptor,
        MetricsService,
        HealthRegistry,
        { provide: TokenVerifier, useFactory: () => new TokenVerifier(resolveAuthSettings(config)) },
        ...busProviders,
        { provide: APP_GUARD, useClass: AuthGuard },
        { provide: APP_FILTER, useClass: ProblemFilter },
        { provide: APP_PIPE, useClass: ZodValidationPipe },
      ],
      exports: [
        PLATFORM_CONFIG,
        SERVICE_NAME,
        ROOT_LOGGER,
        RpcContextInterceptor,
        MetricsService,
        HealthRegistry,
        TokenVerifier,
        BusClient,
        WorkQueue,
        ...(mode === 'standalone' ? [InProcessBroker] : []),
      ],
    };
  }

  onModuleInit(): void {
    const queue = this.workQueue;
    if (queue instanceof NatsWorkQueue) {
      this.health.register(this.serviceName, 'nats', async () =>
        (await queue.isConnected()) ? { status: 'up' } : { status: 'down', detail: 'NATS connection closed' },
      );
    }
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.workQueue instanceof NatsWorkQueue) await this.workQueue.close();
  }
}
