// What the local edge accepts of a Kong 3.x declarative file: the entities it routes with (services, routes,
// consumers) and, for the plugins, Kong 3.x's own config schemas (kong3.ts) narrowed to what the edge honours. A
// field, plugin or value the edge cannot apply is refused with its place in the file, so the edge never silently
// behaves differently from Kong. The parsed values carry Kong's defaults.
import { z } from 'zod';
import type {
  CorrelationIdConfig,
  CorsConfig,
  JwtConfig,
  JwtSecret,
  KongConfig,
  KongConsumer,
  KongPlugin,
  KongPluginName,
  KongProtocol,
  KongRoute,
  KongService,
  RateLimitingConfig,
  RateLimitPeriod,
  RequestSizeLimitingConfig,
} from '../kong-config';
import { normalizeOrigin } from '../uri';
import { KONG_JWT_SECRET, KONG_PLUGIN_ENTITY, PLUGIN_CONFIG_SCHEMAS } from './kong3';

export const KONG_FORMAT_VERSION = '3.0';
export const RATE_LIMIT_PERIODS: readonly RateLimitPeriod[] = ['second', 'minute', 'hour', 'day'];
export const SUPPORTED_PLUGINS: readonly KongPluginName[] = [
  'correlation-id',
  'request-size-limiting',
  'jwt',
  'cors',
  'rate-limiting',
];

const CORS_METHODS = ['GET', 'HEAD', 'PUT', 'PATCH', 'POST', 'DELETE', 'OPTIONS', 'TRACE', 'CONNECT'];
const HEADER_NAME_PATTERN = /^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/;
const NAME_PATTERN = /^[A-Za-z0-9._~-]+$/;
const METHOD_PATTERN = /^[A-Z]+$/;
const KONG_DEFAULT_TIMEOUT_MS = 60_000;
const KONG_DEFAULT_RETRIES = 5;
const UNSUPPORTED = 'is not supported by the local edge';

/** A mapping with exactly these keys; any other key is refused as one the edge does not support. */
function edgeObject<Shape extends z.ZodRawShape>(shape: Shape) {
  const supported = Object.keys(shape).join(', ');
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `${UNSUPPORTED} (supported: ${supported})`
        : issue.code === 'invalid_type'
          ? 'must be a mapping'
          : undefined,
  });
}

const text = z.string({ error: 'must be a non-empty string' }).min(1, 'must be a non-empty string');
const name = text.regex(NAME_PATTERN, 'may contain only letters, digits and . _ ~ -');
const flag = z.boolean({ error: 'must be true or false' });
function integer(min: number, max: number) {
  const error = `must be an integer from ${min} to ${max}`;
  return z.number({ error }).int({ error }).min(min, { error }).max(max, { error });
}
/** A list that may also be written as an empty value (`key:`). */
function list<Item extends z.ZodType>(item: Item) {
  return z.array(item, { error: 'must be a list' }).nullish();
}

type Issues = z.core.$RefinementCtx;
function fail(ctx: Issues, path: PropertyKey[], message: string): void {
  ctx.addIssue({ code: 'custom', path, message });
}

/** The keys of a plugin's config that Kong knows but the edge does not apply. */
function refuseOptions(config: object, supported: readonly string[], ctx: Issues, plugin?: string): void {
  const where = plugin === undefined ? UNSUPPORTED : `${UNSUPPORTED}'s ${plugin} plugin`;
  for (const key of Object.keys(config)) {
    if (!supported.includes(key)) fail(ctx, [key], `${where} (supported: ${supported.join(', ')})`);
  }
}

function checkHeaderNames(names: readonly string[] | undefined, key: string, ctx: Issues): void {
  names?.forEach((header, index) => {
    if (!HEADER_NAME_PATTERN.test(header)) fail(ctx, [key, index], 'must be an HTTP header name');
  });
}

const correlationId = PLUGIN_CONFIG_SCHEMAS['correlation-id']
  .superRefine((config, ctx) => {
    if (config.generator === 'tracker') {
      fail(ctx, ['generator'], 'the tracker generator is not supported by the local edge');
    }
  })
  .transform((config): CorrelationIdConfig => ({
    header_name: config.header_name ?? 'Kong-Request-ID',
    generator: config.generator === 'uuid' ? 'uuid' : 'uuid#counter',
    echo_downstream: config.echo_downstream ?? false,
  }));

const requestSizeLimiting = PLUGIN_CONFIG_SCHEMAS['request-size-limiting']
  .superRefine((config, ctx) => {
    if ((config.allowed_payload_size ?? 0) < 0) fail(ctx, ['allowed_payload_size'], 'must not be negative');
  })
  .transform((config): RequestSizeLimitingConfig => ({
    allowed_payload_size: config.allowed_payload_size ?? 128,
    size_unit: config.size_unit ?? 'megabytes',
    require_content_length: config.require_content_length ?? false,
  }));

const JWT_OPTIONS = [
  'uri_param_names',
  'cookie_names',
  'header_names',
  'key_claim_name',
  'secret_is_base64',
  'claims_to_verify',
  'run_on_preflight',
  'maximum_expiration',
];
const jwt = PLUGIN_CONFIG_SCHEMAS.jwt
  .superRefine((config, ctx) => {
    refuseOptions(config, JWT_OPTIONS, ctx, 'jwt');
    // Kong's defaults: uri_param_names [jwt], cookie_names [], header_names [authorization].
    if ((config.uri_param_names ?? ['jwt']).length > 0) {
      fail(
        ctx,
        ['uri_param_names'],
        'the local edge takes tokens from headers only: set uri_param_names: [] (Kong defaults to [jwt])',
      );
    }
    if ((config.cookie_names ?? []).length > 0) {
      fail(ctx, ['cookie_names'], 'the local edge takes tokens from headers only: set cookie_names: []');
    }
    if (config.header_names?.length === 0) fail(ctx, ['header_names'], 'must name at least one header');
    checkHeaderNames(config.header_names, 'header_names', ctx);
    if (config.key_claim_name === '') fail(ctx, ['key_claim_name'], 'must be a non-empty string');
    if (config.secret_is_base64) {
      fail(ctx, ['secret_is_base64'], 'must be false (RS256 credentials hold a PEM public key)');
    }
  })
  .transform((config): JwtConfig => ({
    header_names: (config.header_names ?? ['authorization']).map((header) => header.toLowerCase()),
    uri_param_names: [],
    cookie_names: [],
    key_claim_name: config.key_claim_name ?? 'iss',
    secret_is_base64: false,
    claims_to_verify: [...new Set(config.claims_to_verify ?? [])],
    run_on_preflight: config.run_on_preflight ?? true,
    maximum_expiration: config.maximum_expiration ?? 0,
  }));

const cors = PLUGIN_CONFIG_SCHEMAS.cors
  .superRefine((config, ctx) => {
    if (!config.origins?.length) {
      fail(ctx, ['origins'], 'must list the allowed origins (Kong treats an empty list as *)');
    }
    config.origins?.forEach((origin, index) => {
      if (normalizeOrigin(origin) === undefined) {
        fail(
          ctx,
          ['origins', index],
          `${JSON.stringify(origin)} is not an exact origin (scheme://host[:port]); the local edge supports neither * nor regexes`,
        );
      }
    });
    if ((config.max_age ?? 0) < 0) fail(ctx, ['max_age'], 'must not be negative');
  })
  .transform((config): CorsConfig => ({
    origins: [...new Set((config.origins ?? []).map((origin) => normalizeOrigin(origin) as string))],
    headers: config.headers ?? [],
    exposed_headers: config.exposed_headers ?? [],
    methods: config.methods ?? CORS_METHODS,
    max_age: config.max_age,
    credentials: config.credentials ?? false,
    preflight_continue: config.preflight_continue ?? false,
    private_network: config.private_network ?? false,
    allow_origin_absent: config.allow_origin_absent ?? true,
  }));

const RATE_LIMITING_OPTIONS = [
  ...RATE_LIMIT_PERIODS,
  'limit_by',
  'policy',
  'fault_tolerant',
  'hide_client_headers',
];
const rateLimiting = PLUGIN_CONFIG_SCHEMAS['rate-limiting']
  .superRefine((config, ctx) => {
    refuseOptions(config, RATE_LIMITING_OPTIONS, ctx, 'rate-limiting');
    for (const period of RATE_LIMIT_PERIODS) {
      const limit = config[period];
      if (limit !== undefined && !Number.isSafeInteger(limit)) fail(ctx, [period], 'must be a whole number');
    }
    if (config.limit_by !== 'ip') {
      fail(
        ctx,
        ['limit_by'],
        'must be ip: the local edge counts per client IP only (Kong defaults to consumer)',
      );
    }
    if (config.policy !== 'local') {
      fail(ctx, ['policy'], 'must be local: the local edge keeps its counters in memory');
    }
  })
  .transform((config): RateLimitingConfig => ({
    limits: Object.fromEntries(
      RATE_LIMIT_PERIODS.flatMap((period) =>
        config[period] === undefined ? [] : [[period, config[period]]],
      ),
    ),
    limit_by: 'ip',
    policy: 'local',
    fault_tolerant: config.fault_tolerant ?? true,
    hide_client_headers: config.hide_client_headers ?? false,
  }));

const EDGE_PLUGIN_CONFIGS: {
  readonly [Name in KongPluginName]: z.ZodType<Extract<KongPlugin, { name: Name }>['config']>;
} = {
  'correlation-id': correlationId,
  cors,
  jwt,
  'request-size-limiting': requestSizeLimiting,
  'rate-limiting': rateLimiting,
};
const PLUGIN_FIELDS = ['name', 'enabled', 'config', 'protocols', 'tags'];

/** A plugin entity as Kong 3.x defines it, limited to the plugins, fields and options the edge applies. */
const plugin = KONG_PLUGIN_ENTITY.superRefine((entity, ctx) => {
  refuseOptions(entity, PLUGIN_FIELDS, ctx);
  if (!(entity.name in EDGE_PLUGIN_CONFIGS)) {
    fail(
      ctx,
      ['name'],
      `plugin ${JSON.stringify(entity.name)} ${UNSUPPORTED} (supported: ${SUPPORTED_PLUGINS.join(', ')})`,
    );
  }
}).transform((entity, ctx): KongPlugin => {
  const pluginName = entity.name as KongPluginName;
  const parsed = EDGE_PLUGIN_CONFIGS[pluginName].safeParse(entity.config ?? {});
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const unknownToKong =
        issue.code === 'unrecognized_keys' && issue.message.startsWith('Unrecognized key');
      const message = unknownToKong ? `is not an option of Kong 3.x's ${pluginName} plugin` : issue.message;
      ctx.addIssue({ ...issue, message, path: ['config', ...issue.path] });
    }
    return z.NEVER;
  }
  return { name: pluginName, enabled: entity.enabled ?? true, config: parsed.data } as KongPlugin;
});

const plugins = list(plugin).superRefine((list, ctx) => {
  const seen = new Set<string>();
  for (const entry of list ?? []) {
    if (seen.has(entry.name)) fail(ctx, [], `plugin ${entry.name} is declared twice`);
    seen.add(entry.name);
  }
});

/** Kong 3 paths: `~` and a regular expression, or a prefix. */
function pathProblem(path: string): string | undefined {
  if (path.startsWith('~')) {
    try {
      new RegExp(path.slice(1));
    } catch (error) {
      return `invalid regular expression: ${(error as Error).message}`;
    }
    return undefined;
  }
  return path.startsWith('/') ? undefined : 'must start with "/" (prefix) or "~" (regular expression)';
}
const routePath = text.superRefine((path, ctx) => {
  const problem = pathProblem(path);
  if (problem) fail(ctx, [], problem);
});
const method = z
  .string({ error: 'must be an upper-case HTTP method' })
  .regex(METHOD_PATTERN, 'must be an upper-case HTTP method');
const protocol = z.enum(['http', 'https'], { error: 'must be one of http, https' });

const route = edgeObject({
  name,
  methods: list(method),
  paths: list(routePath),
  strip_path: flag.optional(),
  preserve_host: flag.optional(),
  regex_priority: integer(-(2 ** 31), 2 ** 31 - 1).optional(),
  protocols: list(protocol).refine((protocols) => (protocols ?? ['http']).includes('http'), {
    message: 'must include http (the local edge serves plain HTTP)',
  }),
  path_handling: z
    .literal('v0', { error: 'only v0 is supported (Kong 3 routers support no other)' })
    .optional(),
  https_redirect_status_code: z.number().optional(),
  request_buffering: flag.optional(),
  response_buffering: flag.optional(),
  tags: list(z.string()),
  plugins,
})
  .superRefine(
    (raw, ctx) => {
      // Counted on the raw values, so that it is reported beside a path that is refused.
      const methods = Array.isArray(raw.methods) ? raw.methods : [];
      const paths = Array.isArray(raw.paths) ? raw.paths : [];
      const usable = (value: unknown) =>
        typeof value === 'string' && value !== '' && pathProblem(value) === undefined;
      if (methods.length === 0 && !paths.some(usable)) {
        fail(ctx, [], 'needs methods or paths (hosts, headers and snis are not supported by the local edge)');
      }
    },
    { when: () => true },
  )
  .transform((raw): Omit<KongRoute, 'service'> => ({
    name: raw.name,
    methods: raw.methods ?? [],
    paths: raw.paths ?? [],
    strip_path: raw.strip_path ?? true,
    preserve_host: raw.preserve_host ?? false,
    regex_priority: raw.regex_priority ?? 0,
    protocols: (raw.protocols ?? ['http', 'https']) as KongProtocol[],
    request_buffering: raw.request_buffering ?? true,
    response_buffering: raw.response_buffering ?? true,
    plugins: raw.plugins ?? [],
  }));

const upstreamUrl = text.superRefine((url, ctx) => {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return fail(ctx, [], `is not a valid URL: ${url}`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    return fail(ctx, [], 'must use http or https');
  if (parsed.search || parsed.hash || parsed.username) {
    fail(ctx, [], 'must not carry credentials, a query or a fragment');
  }
});

type Upstream = Pick<KongService, 'url' | 'protocol' | 'host' | 'port' | 'path'>;
function upstreamOf(raw: {
  url?: string;
  protocol?: KongProtocol;
  host?: string;
  port?: number;
  path?: string;
}): Upstream {
  if (raw.url !== undefined) {
    const parsed = new URL(raw.url);
    const protocol = parsed.protocol.slice(0, -1) as KongProtocol;
    return {
      url: raw.url,
      protocol,
      host: parsed.hostname,
      port: parsed.port === '' ? (protocol === 'https' ? 443 : 80) : Number(parsed.port),
      // `new URL()` turns a missing path into "/", Kong keeps it unset; both forward to "/".
      path: /^[a-z]+:\/\/[^/]+\//i.test(raw.url) ? parsed.pathname : undefined,
    };
  }
  const protocol = raw.protocol ?? 'http';
  const port = raw.port ?? (protocol === 'https' ? 443 : 80);
  const host = raw.host as string;
  return { url: `${protocol}://${host}:${port}${raw.path ?? ''}`, protocol, host, port, path: raw.path };
}

const timeout = integer(1, 2 ** 31 - 2).optional();
const service = edgeObject({
  name,
  url: upstreamUrl.optional(),
  protocol: protocol.optional(),
  host: text.optional(),
  port: integer(1, 65535).optional(),
  path: text.startsWith('/', 'must start with "/"').optional(),
  enabled: flag.optional(),
  connect_timeout: timeout,
  read_timeout: timeout,
  write_timeout: timeout,
  retries: integer(0, 32767).optional(),
  tags: list(z.string()),
  routes: list(route),
  plugins,
})
  .superRefine(
    (raw, ctx) => {
      if (raw.url !== undefined) {
        for (const key of ['protocol', 'host', 'port', 'path'] as const) {
          if (raw[key] !== undefined) fail(ctx, [key], 'cannot be combined with url');
        }
      } else if (raw.host === undefined) {
        fail(ctx, ['host'], 'must be a non-empty string (or give the service a url)');
      }
    },
    { when: () => true },
  )
  .transform((raw): KongService => ({
    name: raw.name,
    ...upstreamOf(raw),
    enabled: raw.enabled ?? true,
    connect_timeout: raw.connect_timeout ?? KONG_DEFAULT_TIMEOUT_MS,
    read_timeout: raw.read_timeout ?? KONG_DEFAULT_TIMEOUT_MS,
    write_timeout: raw.write_timeout ?? KONG_DEFAULT_TIMEOUT_MS,
    retries: raw.retries ?? KONG_DEFAULT_RETRIES,
    routes: (raw.routes ?? []).map((entry) => ({ ...entry, service: raw.name })),
    plugins: raw.plugins ?? [],
  }));

/** Kong's jwt credential, RS256 only: `secret` is required by decK and ignored for RS256 by Kong and the edge. */
const jwtSecret = KONG_JWT_SECRET.superRefine((secret, ctx) => {
  if (secret.algorithm !== 'RS256') {
    fail(
      ctx,
      ['algorithm'],
      'must be RS256: the local edge verifies RS256 signatures only (Kong defaults to HS256)',
    );
  }
  if (!secret.rsa_public_key) fail(ctx, ['rsa_public_key'], 'must be a non-empty string');
  if (secret.secret === '') fail(ctx, ['secret'], 'must be a non-empty string');
}).transform((secret): JwtSecret => ({
  key: secret.key,
  algorithm: 'RS256',
  rsa_public_key: secret.rsa_public_key as string,
}));

const consumer = edgeObject({
  username: text.optional(),
  custom_id: text.optional(),
  tags: list(z.string()),
  jwt_secrets: list(jwtSecret),
})
  .superRefine(
    (raw, ctx) => {
      if (raw.username === undefined && raw.custom_id === undefined)
        fail(ctx, [], 'needs a username or a custom_id');
    },
    { when: () => true },
  )
  .transform((raw): KongConsumer => ({
    username: raw.username,
    custom_id: raw.custom_id,
    jwt_secrets: raw.jwt_secrets ?? [],
  }));

function checkUnique(ctx: Issues, kind: string, names: readonly string[], what = 'name'): void {
  const seen = new Set<string>();
  for (const entry of names) {
    if (seen.has(entry)) fail(ctx, [kind], `${what} ${JSON.stringify(entry)} is used more than once`);
    seen.add(entry);
  }
}

/** A Kong 3.x declarative configuration as far as the local edge can apply it. */
export const EDGE_KONG_CONFIG = edgeObject({
  _format_version: z.literal(KONG_FORMAT_VERSION, {
    error: `must be the string "${KONG_FORMAT_VERSION}" (Kong 3.x)`,
  }),
  services: list(service),
  plugins,
  consumers: list(consumer),
}).transform((raw, ctx): KongConfig => {
  const services = raw.services ?? [];
  const consumers = raw.consumers ?? [];
  checkUnique(
    ctx,
    'consumers',
    consumers.flatMap((entry) => entry.username ?? []),
  );
  // Kong looks jwt credentials up by `key`, which is therefore unique across all consumers.
  checkUnique(
    ctx,
    'jwt_secrets',
    consumers.flatMap((entry) => entry.jwt_secrets.map((secret) => secret.key)),
    'key',
  );
  checkUnique(
    ctx,
    'services',
    services.map((entry) => entry.name),
  );
  checkUnique(
    ctx,
    'routes',
    services.flatMap((entry) => entry.routes.map((r) => r.name)),
  );
  return { format_version: KONG_FORMAT_VERSION, services, plugins: raw.plugins ?? [], consumers };
});

/** `services[0].routes[1].paths[0]: message`, one line per problem (and per refused key). */
export function describeIssues(error: z.ZodError): string[] {
  return error.issues.flatMap((issue) => {
    const at = issue.path
      .map((part, index) =>
        typeof part === 'number' ? `[${part}]` : index === 0 ? String(part) : `.${String(part)}`,
      )
      .join('');
    if (issue.code === 'unrecognized_keys') {
      const message = issue.message.startsWith('Unrecognized key')
        ? 'is not a field Kong 3.x knows here'
        : issue.message;
      return issue.keys.map((key) => `${at === '' ? '(root)' : at}.${key}: ${message}`);
    }
    return [`${at === '' ? '(root)' : at}: ${issue.message}`];
  });
}
