import type { DynamicModule } from '@nestjs/common';
import type { ServiceDescriptor } from '../service-descriptor';
import { ConfigError, ConfigIssue, ConfigOf, EnvShape, loadConfig } from './env';

/** A process's validated variables, and the module of every service it runs, configured with their own. */
export type ProcessConfig<S extends EnvShape> = ConfigOf<S> & {
  readonly serviceModules: readonly DynamicModule[];
};

/**
 * Validates a process's own variables and those of every service it runs against one environment: each service
 * parses its own into its typed config, and one ConfigError names every bad variable of all of them (a variable
 * two services read is named once).
 */
export function loadProcessConfig<S extends EnvShape>(
  shape: S,
  services: readonly ServiceDescriptor[],
  environment: NodeJS.ProcessEnv = process.env,
): ProcessConfig<S> {
  const issues = new Map<string, ConfigIssue>();
  const attempt = <T>(load: () => T): T | undefined => {
    try {
      return load();
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      for (const issue of error.issues) if (!issues.has(issue.variable)) issues.set(issue.variable, issue);
      return undefined;
    }
  };
  const config = attempt(() => loadConfig(shape, environment));
  const serviceModules = services
    .map((service) => attempt(() => service.configure(environment)))
    .filter((module): module is DynamicModule => module !== undefined);
  if (config === undefined || issues.size > 0) throw new ConfigError([...issues.values()]);
  return { ...config, serviceModules };
}
