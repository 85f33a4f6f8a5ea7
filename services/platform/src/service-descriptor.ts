import type { DynamicModule, Type } from '@nestjs/common';
import { ConfigOf, EnvShape, loadConfig } from './config/env';

/** What a service package tells the launchers: its name on the bus, its module, its port and its own variables. */
export interface ServiceDescriptor {
  readonly name: string;
  readonly title: string;
  readonly defaultPort: number;
  /** The service's module class: its controllers make the service's OpenAPI document. */
  readonly module: Type<unknown>;
  /** Variables only this service reads (documented in the README). */
  readonly env: EnvShape;
  /**
   * The module as a process imports it: this service's variables parsed from `environment` and provided to it
   * typed. Throws a ConfigError naming every bad variable of `env`.
   */
  configure(environment: NodeJS.ProcessEnv): DynamicModule;
}

export interface ServiceDefinition<S extends EnvShape> {
  readonly name: string;
  readonly title: string;
  readonly defaultPort: number;
  readonly module: Type<unknown>;
  /** The service's own variables and the module configured with them, e.g. `MailerModule.forRoot`. */
  readonly config?: {
    readonly env: S;
    readonly forRoot: (config: ConfigOf<S>) => DynamicModule;
  };
}

export function defineService<S extends EnvShape>(definition: ServiceDefinition<S>): ServiceDescriptor {
  const { config, ...service } = definition;
  return {
    ...service,
    env: config?.env ?? {},
    configure: (environment) =>
      config ? config.forRoot(loadConfig(config.env, environment)) : { module: service.module },
  };
}
