// The Kong 3.x schemas of the plugins gateway/kong.yml uses, written from Kong's plugin reference: decK validates
// entities and their relations, not what a plugin's `config` holds, and Kong refuses an unknown or mistyped field
// only when the file is loaded (at deploy time). Fields, types, enums, bounds and entity checks as Kong 3.9 has
// them; a field of another Kong version (e.g. rate-limiting's `redis_host`, moved into `redis` in 3.6) is refused.
// The deployment check (test/deployment) validates kong.yml with them, and the local edge reads kong.yml through
// them before applying its own, narrower limits (edge.ts in this folder).
import { parseDocument } from 'yaml';
import { z } from 'zod';

const positive = z.number().positive();
const stringSet = z
  .array(z.string())
  .refine((items) => new Set(items).size === items.length, 'must not repeat');
const headerName = z.string().regex(/^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/, 'must be a header name');

const correlationId = z.strictObject({
  header_name: headerName.optional(),
  generator: z.enum(['uuid', 'uuid#counter', 'tracker']).optional(),
  echo_downstream: z.boolean().optional(),
});

const cors = z.strictObject({
  origins: z.array(z.string()).optional(),
  headers: z.array(headerName).optional(),
  exposed_headers: z.array(headerName).optional(),
  methods: z
    .array(z.enum(['GET', 'HEAD', 'PUT', 'PATCH', 'POST', 'DELETE', 'OPTIONS', 'TRACE', 'CONNECT']))
    .optional(),
  max_age: z.number().optional(),
  credentials: z.boolean().optional(),
  private_network: z.boolean().optional(),
  preflight_continue: z.boolean().optional(),
  allow_origin_absent: z.boolean().optional(),
});

const jwt = z
  .strictObject({
    uri_param_names: stringSet.optional(),
    cookie_names: stringSet.optional(),
    header_names: stringSet.optional(),
    key_claim_name: z.string().optional(),
    secret_is_base64: z.boolean().optional(),
    claims_to_verify: z.array(z.enum(['exp', 'nbf'])).optional(),
    anonymous: z.string().optional(),
    run_on_preflight: z.boolean().optional(),
    maximum_expiration: z.number().min(0).max(31536000).optional(),
    realm: z.string().optional(),
  })
  .refine((config) => !(config.maximum_expiration ?? 0) || (config.claims_to_verify ?? []).includes('exp'), {
    message: 'must contain exp when maximum_expiration is set (as Kong requires)',
    path: ['claims_to_verify'],
  });

export const KONG_RATE_LIMIT_PERIODS = ['second', 'minute', 'hour', 'day', 'month', 'year'] as const;
const redis = z.strictObject({
  host: z.string().optional(),
  port: z.number().int().min(0).max(65535).optional(),
  timeout: z.number().optional(),
  connect_timeout: z.number().optional(),
  send_timeout: z.number().optional(),
  read_timeout: z.number().optional(),
  username: z.string().optional(),
  password: z.string().optional(),
  database: z.number().int().optional(),
  ssl: z.boolean().optional(),
  ssl_verify: z.boolean().optional(),
  server_name: z.string().optional(),
});
const rateLimiting = z
  .strictObject({
    second: positive.optional(),
    minute: positive.optional(),
    hour: positive.optional(),
    day: positive.optional(),
    month: positive.optional(),
    year: positive.optional(),
    limit_by: z
      .enum(['consumer', 'credential', 'ip', 'service', 'header', 'path', 'consumer-group'])
      .optional(),
    header_name: z.string().optional(),
    path: z.string().optional(),
    policy: z.enum(['local', 'cluster', 'redis']).optional(),
    fault_tolerant: z.boolean().optional(),
    redis: redis.optional(),
    hide_client_headers: z.boolean().optional(),
    error_code: positive.optional(),
    error_message: z.string().optional(),
    sync_rate: z.number().optional(),
  })
  .refine((config) => KONG_RATE_LIMIT_PERIODS.some((period) => config[period] !== undefined), {
    message: 'at least one of second, minute, hour, day, month, year is required',
  })
  .superRefine((config, ctx) => {
    // A longer period cannot have a lower limit than a shorter one.
    KONG_RATE_LIMIT_PERIODS.forEach((shorter, i) => {
      for (const longer of KONG_RATE_LIMIT_PERIODS.slice(i + 1)) {
        if (
          config[shorter] !== undefined &&
          config[longer] !== undefined &&
          config[longer] < config[shorter]
        ) {
          ctx.addIssue({
            code: 'custom',
            path: [longer],
            message: `must not be lower than the limit per ${shorter}`,
          });
        }
      }
    });
  })
  .refine((config) => config.limit_by !== 'header' || config.header_name, {
    message: 'limit_by header requires header_name',
  })
  .refine((config) => config.limit_by !== 'path' || config.path, { message: 'limit_by path requires path' })
  .refine((config) => config.policy !== 'redis' || config.redis?.host, {
    message: 'policy redis requires redis.host',
  });

const requestSizeLimiting = z.strictObject({
  allowed_payload_size: z.number().int().optional(),
  size_unit: z.enum(['megabytes', 'kilobytes', 'bytes']).optional(),
  require_content_length: z.boolean().optional(),
});

/** The config schema of each plugin kong.yml may use. */
export const PLUGIN_CONFIG_SCHEMAS = {
  'correlation-id': correlationId,
  cors,
  jwt,
  'rate-limiting': rateLimiting,
  'request-size-limiting': requestSizeLimiting,
} as const;

/** The fields of a plugin entity itself (Kong 3.x), around its config. */
export const KONG_PLUGIN_ENTITY = z.strictObject({
  name: z.string(),
  config: z.record(z.string(), z.unknown()).optional(),
  enabled: z.boolean().optional(),
  protocols: z.array(z.enum(['grpc', 'grpcs', 'http', 'https', 'tcp', 'tls', 'udp', 'ws', 'wss'])).optional(),
  tags: z.array(z.string()).optional(),
  instance_name: z.string().optional(),
  ordering: z.record(z.string(), z.unknown()).optional(),
});

/** A jwt credential (jwt_secrets of a consumer); Kong's default algorithm is HS256. */
export const KONG_JWT_SECRET = z.strictObject({
  key: z.string().min(1),
  algorithm: z
    .enum([
      'HS256',
      'HS384',
      'HS512',
      'RS256',
      'RS384',
      'RS512',
      'ES256',
      'ES384',
      'ES512',
      'PS256',
      'PS384',
      'PS512',
      'EdDSA',
    ])
    .optional(),
  rsa_public_key: z.string().optional(),
  secret: z.string().optional(),
  tags: z.array(z.string()).optional(),
});

type Json = Record<string, unknown>;

function* pluginsOf(config: Json): Generator<[string, unknown]> {
  const lists: [string, unknown][] = [['plugins', config.plugins]];
  for (const [s, service] of ((config.services as Json[]) ?? []).entries()) {
    lists.push([`services[${s}].plugins`, service.plugins]);
    for (const [r, route] of ((service.routes as Json[]) ?? []).entries()) {
      lists.push([`services[${s}].routes[${r}].plugins`, route.plugins]);
    }
  }
  for (const [path, list] of lists) {
    for (const [index, plugin] of ((list as unknown[]) ?? []).entries()) yield [`${path}[${index}]`, plugin];
  }
}

function issues(path: string, error: z.ZodError): string[] {
  return error.issues.map((issue) => `${[path, ...issue.path].join('.')}: ${issue.message}`);
}

/** Checks every plugin and jwt credential of a Kong declarative file; an empty list means Kong 3.x accepts them. */
export function checkKongPlugins(text: string): string[] {
  const doc = parseDocument(text, { merge: true });
  if (doc.errors.length > 0) return [`not valid YAML: ${doc.errors[0].message}`];
  const config = doc.toJS({ maxAliasCount: -1 }) as Json;
  const problems: string[] = [];
  for (const [path, plugin] of pluginsOf(config)) {
    const entity = KONG_PLUGIN_ENTITY.safeParse(plugin);
    if (!entity.success) {
      problems.push(...issues(path, entity.error));
      continue;
    }
    const schema = PLUGIN_CONFIG_SCHEMAS[entity.data.name as keyof typeof PLUGIN_CONFIG_SCHEMAS];
    if (!schema) {
      problems.push(`${path}: the plugin ${entity.data.name} has no schema here (add it with the plugin)`);
      continue;
    }
    const parsed = schema.safeParse(entity.data.config ?? {});
    if (!parsed.success) problems.push(...issues(`${path}.config`, parsed.error));
  }
  for (const [c, consumer] of ((config.consumers as Json[]) ?? []).entries()) {
    for (const [index, secret] of ((consumer.jwt_secrets as unknown[]) ?? []).entries()) {
      const parsed = KONG_JWT_SECRET.safeParse(secret);
      if (!parsed.success) problems.push(...issues(`consumers[${c}].jwt_secrets[${index}]`, parsed.error));
    }
  }
  return problems;
}
