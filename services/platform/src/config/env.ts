import { z } from 'zod';

/** One environment variable: how it is parsed, what it means, and whether its value must never be logged. */
export interface EnvVar<T> {
  readonly schema: z.ZodType<T>;
  readonly description: string;
  /** Raw default applied when the variable is unset or empty; parsed by `schema` like a real value. */
  readonly default?: string;
  readonly secret?: boolean;
}

export type EnvShape = Record<string, EnvVar<unknown>>;
export type ConfigOf<S extends EnvShape> = {
  readonly [K in keyof S]: S[K] extends EnvVar<infer T> ? T : never;
};

export function envVar<T>(
  schema: z.ZodType<T>,
  description: string,
  options: { default?: string; secret?: boolean } = {},
): EnvVar<T> {
  return { schema, description, ...options };
}

export interface ConfigIssue {
  readonly variable: string;
  readonly message: string;
}

/** Raised at start-up when variables are missing or malformed; its message is one line naming every bad one. */
export class ConfigError extends Error {
  constructor(readonly issues: readonly ConfigIssue[]) {
    super(`Invalid configuration: ${issues.map((i) => `${i.variable} ${i.message}`).join('; ')}`);
    this.name = 'ConfigError';
  }
}

/** Parses every variable of `shape` from `env`; throws one ConfigError listing all bad variables. */
export function loadConfig<S extends EnvShape>(shape: S, env: NodeJS.ProcessEnv = process.env): ConfigOf<S> {
  const values: Record<string, unknown> = {};
  const issues: ConfigIssue[] = [];
  for (const [name, spec] of Object.entries(shape)) {
    const raw = env[name] === undefined || env[name] === '' ? spec.default : env[name];
    const parsed = spec.schema.safeParse(raw);
    if (parsed.success) {
      values[name] = parsed.data;
      continue;
    }
    const shown = raw === undefined ? 'unset' : spec.secret ? 'a hidden value' : JSON.stringify(raw);
    const reason = parsed.error.issues[0]?.message ?? 'is invalid';
    issues.push({ variable: name, message: `${raw === undefined ? 'is required' : reason} (got ${shown})` });
  }
  if (issues.length > 0) throw new ConfigError(issues);
  return values as ConfigOf<S>;
}

/** Rows for the README's configuration table. */
export function describeConfig(shape: EnvShape): { name: string; default: string; description: string }[] {
  return Object.entries(shape).map(([name, spec]) => ({
    name,
    default: spec.default ?? '',
    description: spec.secret ? `${spec.description} (secret)` : spec.description,
  }));
}

// Reusable schemas with messages a person can act on.
export const port = z.coerce
  .number({ message: 'must be a port number' })
  .int('must be a whole number')
  .min(0, 'must be between 0 and 65535')
  .max(65535, 'must be between 0 and 65535');

export const positiveInt = z.coerce
  .number({ message: 'must be a number' })
  .int('must be a whole number')
  .positive('must be greater than 0');

export function urlWithProtocols(protocols: readonly string[]) {
  return z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol.replace(/:$/, ''));
      } catch {
        return false;
      }
    },
    { message: `must be a ${protocols.map((p) => `${p}://`).join(' or ')} URL` },
  );
}

/** Comma-separated list of URLs, e.g. several NATS servers. */
export function urlList(protocols: readonly string[]) {
  const one = urlWithProtocols(protocols);
  return z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(one).min(1, 'must name at least one URL'));
}
