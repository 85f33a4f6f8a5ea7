import { serviceEnv, type EnvShape } from '@site/platform';
import { ALL_SERVICES } from '@site/standalone';

export interface ServiceEnvironment {
  readonly service: string;
  readonly port: number;
  /** Every variable the service's process reads: the common ones and its own. */
  readonly env: EnvShape;
  /** The service's own variables (its configuration module), without the common ones. */
  readonly own: EnvShape;
}

/** The variables of each service running as its own process (distributed mode, a container). */
export function serviceEnvironments(): ServiceEnvironment[] {
  return ALL_SERVICES.map((service) => ({
    service: service.name,
    port: service.defaultPort,
    env: { ...serviceEnv(service.defaultPort), ...service.env },
    own: service.env,
  }));
}

/** The variables a service cannot start without: no default, and its schema refuses an unset value. */
export function requiredVariables(env: EnvShape): string[] {
  return Object.entries(env)
    .filter(([, spec]) => spec.default === undefined && !spec.schema.safeParse(undefined).success)
    .map(([name]) => name);
}
