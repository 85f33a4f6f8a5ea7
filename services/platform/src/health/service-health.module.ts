import { DynamicModule, Inject, Module, OnModuleInit } from '@nestjs/common';
import { join } from 'node:path';
import { PLATFORM_CONFIG, PlatformConfig } from '../platform.config.token';
import { HealthRegistry } from './health.registry';
import { serviceHealthController } from './service-health.controller';
import { writableDirCheck } from './storage.check';

const OWNER = Symbol('HEALTH_OWNER');

/**
 * What every service module imports: it answers `<service>.health` over the bus and checks that the service's
 * folder under DATA_DIR is writable (its embedded stores live there).
 */
@Module({})
export class ServiceHealthModule implements OnModuleInit {
  constructor(
    @Inject(OWNER) private readonly service: string,
    private readonly registry: HealthRegistry,
    @Inject(PLATFORM_CONFIG) private readonly config: PlatformConfig,
  ) {}

  static forService(service: string): DynamicModule {
    return {
      module: ServiceHealthModule,
      controllers: [serviceHealthController(service)],
      providers: [{ provide: OWNER, useValue: service }],
    };
  }

  onModuleInit(): void {
    this.registry.register(
      this.service,
      'storage',
      writableDirCheck(join(this.config.DATA_DIR, this.service)),
    );
  }
}

/** The folder of a service's embedded stores. */
export function serviceDataDir(config: PlatformConfig, service: string): string {
  return join(config.DATA_DIR, service);
}
