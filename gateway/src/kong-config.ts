// Loads gateway/kong.yml (Kong 3.x DB-less declarative format) into typed objects. Only the part of Kong's
// schema the local edge can honour is accepted; anything else is refused with an error that lists every
// problem and where it is, so the edge never silently behaves differently from Kong.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

export const KONG_FORMAT_VERSION = '3.0';

export type KongProtocol = 'http' | 'https';
export type SizeUnit = 'megabytes' | 'kilobytes' | 'bytes';
export type CorrelationIdGenerator = 'uuid' | 'uuid#counter';

export interface CorrelationIdConfig {
  header_name: string;
  generator: CorrelationIdGenerator;
  echo_downstream: boolean;
}

export interface RequestSizeLimitingConfig {
  allowed_payload_size: number;
  size_unit: SizeUnit;
  require_content_length: boolean;
}

export interface CorrelationIdPlugin {
  name: 'correlation-id';
  enabled: boolean;
  config: CorrelationIdConfig;
}

export interface RequestSizeLimitingPlugin {
  name: 'request-size-limiting';
  enabled: boolean;
  config: RequestSizeLimitingConfig;
}

export type JwtClaim = 'exp' | 'nbf';

/** Kong's jwt plugin as far as the edge honours it: tokens from headers only, no anonymous consumer. */
export interface JwtConfig {
  /** Lower-case names of the headers searched for `Bearer <token>`. */
  header_names: readonly string[];
  /** Always empty: the edge refuses tokens in the query string. */
  uri_param_names: readonly string[];
  /** Always empty: the edge refuses tokens in cookies. */
  cookie_names: readonly string[];
  /** The claim (or header field) whose value is the `key` of the credential to verify with. */
  key_claim_name: string;
  secret_is_base64: false;
  claims_to_verify: readonly JwtClaim[];
  run_on_preflight: boolean;
  /** Seconds; 0 means no limit on how far in the future `exp` may lie. */
  maximum_expiration: number;
}

export interface JwtPlugin {
  name: 'jwt';
  enabled: boolean;
  config: JwtConfig;
}

export interface CorsConfig {
  /** Exact origins (`scheme://host[:port]`, default ports removed); never `*` or a regex at the edge. */
  origins: readonly string[];
  /** Access-Control-Allow-Headers; empty means "echo Access-Control-Request-Headers" (Kong's default). */
  headers: readonly string[];
  exposed_headers: readonly string[];
  /** Access-Control-Allow-Methods. */
  methods: readonly string[];
  /** Seconds; undefined sends no Access-Control-Max-Age. */
  max_age: number | undefined;
  credentials: boolean;
  preflight_continue: boolean;
  private_network: boolean;
  allow_origin_absent: boolean;
}

export interface CorsPlugin {
  name: 'cors';
  enabled: boolean;
  config: CorsConfig;
}

export type RateLimitPeriod = 'second' | 'minute' | 'hour' | 'day';
export const RATE_LIMIT_PERIODS: readonly RateLimitPeriod[] = ['second', 'minute', 'hour', 'day'];

/** Kong's rate-limiting plugin as far as the edge honours it: `policy: local`, `limit_by: ip`. */
export interface RateLimitingConfig {
  /** The limits per fixed window; at least one is set. */
  limits: Readonly<Partial<Record<RateLimitPeriod, number>>>;
  limit_by: 'ip';
  policy: 'local';
  fault_tolerant: boolean;
  hide_client_headers: boolean;
}

export interface RateLimitingPlugin {
  name: 'rate-limiting';
  enabled: boolean;
  config: RateLimitingConfig;
}

export type KongPlugin =
  CorrelationIdPlugin | RequestSizeLimitingPlugin | JwtPlugin | CorsPlugin | RateLimitingPlugin;
export type KongPluginName = KongPlugin['name'];
export const SUPPORTED_PLUGINS: readonly KongPluginName[] = [
  'correlation-id',
  'request-size-limiting',
  'jwt',
  'cors',
  'rate-limiting',
];

/** A jwt credential (Kong's `jwt_secrets`): the edge verifies RS256 signatures only. */
export interface JwtSecret {
  /** Matched against the token's `key_claim_name` claim (the issuer for us). */
  key: string;
  algorithm: 'RS256';
  /** PEM text as written in kong.yml (may still be a render placeholder). */
  rsa_public_key: string;
}

export interface KongConsumer {
  username: string | undefined;
  custom_id: string | undefined;
  jwt_secrets: readonly JwtSecret[];
}

export interface KongRoute {
  name: string;
  /** Name of the service the route belongs to. */
  service: string;
  /** Upper-case HTTP methods; empty means any method. */
  methods: readonly string[];
  /** Kong 3 paths: `~` + regular expression, or a plain prefix; empty means any path. */
  paths: readonly string[];
  strip_path: boolean;
  preserve_host: boolean;
  regex_priority: number;
  protocols: readonly KongProtocol[];
  request_buffering: boolean;
  response_buffering: boolean;
  plugins: readonly KongPlugin[];
}

export interface KongService {
  name: string;
  /** The declared upstream, e.g. `http://planner:3001`. */
  url: string;
  protocol: KongProtocol;
  host: string;
  port: number;
  /** Path prefix on the upstream, `undefined` when the url has none. */
  path: string | undefined;
  enabled: boolean;
  /** Milliseconds. */
  connect_timeout: number;
  read_timeout: number;
  write_timeout: number;
  retries: number;
  routes: readonly KongRoute[];
  plugins: readonly KongPlugin[];
}

export interface KongConfig {
  format_version: typeof KONG_FORMAT_VERSION;
  services: readonly KongService[];
  /** Global plugins. */
  plugins: readonly KongPlugin[];
  /** Consumers and their credentials; always set by parseKongConfig. */
  consumers?: readonly KongConsumer[];
}

export class KongConfigError extends Error {
  constructor(
    readonly source: string,
    readonly issues: readonly string[],
  ) {
    super(`Invalid Kong configuration ${source}:\n${issues.map((issue) => `  - ${issue}`).join('\n')}`);
    this.name = 'KongConfigError';
  }
}

type YamlMap = Record<string, unknown>;

const TOP_LEVEL_KEYS = ['_format_version', 'services', 'plugins', 'consumers'];
const SERVICE_KEYS = [
  'name',
  'url',
  'protocol',
  'host',
  'port',
  'path',
  'enabled',
  'connect_timeout',
  'read_timeout',
  'write_timeout',
  'retries',
  'tags',
  'routes',
  'plugins',
];
const ROUTE_KEYS = [
  'name',
  'methods',
  'paths',
  'strip_path',
  'preserve_host',
  'regex_priority',
  'protocols',
  'path_handling',
  'https_redirect_status_code',
  'request_buffering',
  'response_buffering',
  'tags',
  'plugins',
];
const PLUGIN_KEYS = ['name', 'enabled', 'config', 'protocols', 'tags'];
const CONSUMER_KEYS = ['username', 'custom_id', 'tags', 'jwt_secrets'];
const JWT_SECRET_KEYS = ['key', 'algorithm', 'rsa_public_key', 'secret', 'tags'];
const JWT_CONFIG_KEYS = [
  'uri_param_names',
  'cookie_names',
  'header_names',
  'key_claim_name',
  'secret_is_base64',
  'claims_to_verify',
  'run_on_preflight',
  'maximum_expiration',
];
const CORS_CONFIG_KEYS = [
  'origins',
  'headers',
  'exposed_headers',
  'methods',
  'max_age',
  'credentials',
  'preflight_continue',
  'private_network',
  'allow_origin_absent',
];
const CORS_METHODS = ['GET', 'HEAD', 'PUT', 'PATCH', 'POST', 'DELETE', 'OPTIONS', 'TRACE', 'CONNECT'];
const RATE_LIMITING_CONFIG_KEYS = [
  ...RATE_LIMIT_PERIODS,
  'limit_by',
  'policy',
  'fault_tolerant',
  'hide_client_headers',
];
/** Kong's limit on maximum_expiration (one year). */
const MAX_EXPIRATION_SECONDS = 31_536_000;
const HEADER_NAME_PATTERN = /^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/;
const KONG_DEFAULT_TIMEOUT_MS = 60_000;
const KONG_DEFAULT_RETRIES = 5;
const NAME_PATTERN = /^[A-Za-z0-9._~-]+$/;
const METHOD_PATTERN = /^[A-Z]+$/;

/** Collects every problem of a document with its location instead of stopping at the first. */
class Reader {
  readonly issues: string[] = [];

  fail(at: string, message: string): undefined {
    this.issues.push(`${at}: ${message}`);
    return undefined;
  }

  map(at: string, value: unknown, allowed: readonly string[]): YamlMap | undefined {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      return this.fail(at, 'must be a mapping');
    }
    const map = value as YamlMap;
    for (const key of Object.keys(map)) {
      if (!allowed.includes(key)) {
        this.fail(`${at}.${key}`, `is not supported by the local edge (supported: ${allowed.join(', ')})`);
      }
    }
    return map;
  }

  list(at: string, value: unknown): unknown[] {
    if (value === undefined || value === null) {
      return [];
    }
    if (!Array.isArray(value)) {
      this.fail(at, 'must be a list');
      return [];
    }
    return value;
  }

  string(at: string, value: unknown): string | undefined {
    return typeof value === 'string' && value.length > 0
      ? value
      : this.fail(at, 'must be a non-empty string');
  }

  boolean(at: string, value: unknown, fallback: boolean): boolean {
    if (value === undefined) {
      return fallback;
    }
    if (typeof value !== 'boolean') {
      this.fail(at, 'must be true or false');
      return fallback;
    }
    return value;
  }

  integer(at: string, value: unknown, fallback: number, min: number, max: number): number {
    if (value === undefined) {
      return fallback;
    }
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
      this.fail(at, `must be an integer from ${min} to ${max}`);
      return fallback;
    }
    return value;
  }

  /** A list of non-empty strings; `fallback` when absent. */
  strings(at: string, value: unknown, fallback: readonly string[]): string[] {
    if (value === undefined) {
      return [...fallback];
    }
    return this.list(at, value).flatMap((item, index) => this.string(`${at}[${index}]`, item) ?? []);
  }

  number(at: string, value: unknown, min: number, max: number): number | undefined {
    if (value === undefined) {
      return undefined;
    }
    if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max) {
      return this.fail(at, `must be a number from ${min} to ${max}`);
    }
    return value;
  }

  oneOf<T extends string>(at: string, value: unknown, allowed: readonly T[], fallback: T): T {
    if (value === undefined) {
      return fallback;
    }
    if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
      this.fail(at, `must be one of ${allowed.join(', ')}`);
      return fallback;
    }
    return value as T;
  }
}

/**
 * `scheme://host[:port]` as browsers send it in `Origin` (lower-case host, default port removed), or
 * undefined when `value` is not such an origin.
 */
export function normalizeOrigin(value: string): string | undefined {
  if (!/^https?:\/\/(?:\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::\d{1,5})?\/?$/i.test(value)) {
    return undefined;
  }
  try {
    const origin = new URL(value).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

function readJwtConfig(reader: Reader, at: string, value: unknown): JwtConfig | undefined {
  const config = reader.map(at, value ?? {}, JWT_CONFIG_KEYS);
  if (!config) {
    return undefined;
  }
  // Kong's defaults: uri_param_names [jwt], cookie_names [], header_names [authorization].
  const uriParams = reader.strings(`${at}.uri_param_names`, config.uri_param_names, ['jwt']);
  if (uriParams.length > 0) {
    reader.fail(
      `${at}.uri_param_names`,
      'the local edge takes tokens from headers only: set uri_param_names: [] (Kong defaults to [jwt])',
    );
  }
  const cookies = reader.strings(`${at}.cookie_names`, config.cookie_names, []);
  if (cookies.length > 0) {
    reader.fail(`${at}.cookie_names`, 'the local edge takes tokens from headers only: set cookie_names: []');
  }
  const headerNames = reader.strings(`${at}.header_names`, config.header_names, ['authorization']);
  headerNames.forEach((name, index) => {
    if (!HEADER_NAME_PATTERN.test(name)) {
      reader.fail(`${at}.header_names[${index}]`, 'must be an HTTP header name');
    }
  });
  if (headerNames.length === 0) {
    reader.fail(`${at}.header_names`, 'must name at least one header');
  }
  if (reader.boolean(`${at}.secret_is_base64`, config.secret_is_base64, false)) {
    reader.fail(`${at}.secret_is_base64`, 'must be false (RS256 credentials hold a PEM public key)');
  }
  const claims = reader
    .list(`${at}.claims_to_verify`, config.claims_to_verify)
    .map((claim, index) =>
      reader.oneOf<JwtClaim>(`${at}.claims_to_verify[${index}]`, claim, ['exp', 'nbf'], 'exp'),
    );
  const maximumExpiration =
    reader.number(`${at}.maximum_expiration`, config.maximum_expiration, 0, MAX_EXPIRATION_SECONDS) ?? 0;
  if (maximumExpiration > 0 && !claims.includes('exp')) {
    reader.fail(
      `${at}.claims_to_verify`,
      'must contain exp when maximum_expiration is set (as Kong requires)',
    );
  }
  return {
    header_names: headerNames.map((name) => name.toLowerCase()),
    uri_param_names: [],
    cookie_names: [],
    key_claim_name: reader.string(`${at}.key_claim_name`, config.key_claim_name ?? 'iss') ?? 'iss',
    secret_is_base64: false,
    claims_to_verify: [...new Set(claims)],
    run_on_preflight: reader.boolean(`${at}.run_on_preflight`, config.run_on_preflight, true),
    maximum_expiration: maximumExpiration,
  };
}

function readCorsConfig(reader: Reader, at: string, value: unknown): CorsConfig | undefined {
  const config = reader.map(at, value ?? {}, CORS_CONFIG_KEYS);
  if (!config) {
    return undefined;
  }
  const origins = reader.strings(`${at}.origins`, config.origins, []).flatMap((origin, index) => {
    const normalized = normalizeOrigin(origin);
    if (normalized === undefined) {
      reader.fail(
        `${at}.origins[${index}]`,
        `${JSON.stringify(origin)} is not an exact origin (scheme://host[:port]); the local edge supports neither * nor regexes`,
      );
      return [];
    }
    return [normalized];
  });
  if (config.origins === undefined || (Array.isArray(config.origins) && config.origins.length === 0)) {
    reader.fail(`${at}.origins`, 'must list the allowed origins (Kong treats an empty list as *)');
  }
  const methods = reader.strings(`${at}.methods`, config.methods, CORS_METHODS);
  methods.forEach((method, index) => {
    if (!CORS_METHODS.includes(method)) {
      reader.fail(`${at}.methods[${index}]`, `must be one of ${CORS_METHODS.join(', ')}`);
    }
  });
  const headerList = (key: string): string[] => {
    const names = reader.strings(`${at}.${key}`, config[key], []);
    names.forEach((name, index) => {
      if (!HEADER_NAME_PATTERN.test(name)) {
        reader.fail(`${at}.${key}[${index}]`, 'must be an HTTP header name');
      }
    });
    return names;
  };
  const maxAge = reader.number(`${at}.max_age`, config.max_age, 0, Number.MAX_SAFE_INTEGER);
  return {
    origins: [...new Set(origins)],
    headers: headerList('headers'),
    exposed_headers: headerList('exposed_headers'),
    methods,
    max_age: maxAge,
    credentials: reader.boolean(`${at}.credentials`, config.credentials, false),
    preflight_continue: reader.boolean(`${at}.preflight_continue`, config.preflight_continue, false),
    private_network: reader.boolean(`${at}.private_network`, config.private_network, false),
    allow_origin_absent: reader.boolean(`${at}.allow_origin_absent`, config.allow_origin_absent, true),
  };
}

function readRateLimitingConfig(reader: Reader, at: string, value: unknown): RateLimitingConfig | undefined {
  const config = reader.map(at, value ?? {}, RATE_LIMITING_CONFIG_KEYS);
  if (!config) {
    return undefined;
  }
  const limits: Partial<Record<RateLimitPeriod, number>> = {};
  for (const period of RATE_LIMIT_PERIODS) {
    if (config[period] !== undefined) {
      const limit = reader.integer(`${at}.${period}`, config[period], 1, 1, Number.MAX_SAFE_INTEGER);
      limits[period] = limit;
    }
  }
  const periods = RATE_LIMIT_PERIODS.filter((period) => limits[period] !== undefined);
  if (periods.length === 0) {
    reader.fail(
      at,
      `needs at least one limit (${RATE_LIMIT_PERIODS.join(', ')}; the edge counts no months or years)`,
    );
  }
  // Kong: a longer window may not allow fewer requests than a shorter one.
  periods.forEach((shorter, index) => {
    for (const longer of periods.slice(index + 1)) {
      if ((limits[longer] as number) < (limits[shorter] as number)) {
        reader.fail(`${at}.${longer}`, `must not be lower than the limit per ${shorter}`);
      }
    }
  });
  if (config.limit_by !== 'ip') {
    reader.fail(
      `${at}.limit_by`,
      'must be ip: the local edge counts per client IP only (Kong defaults to consumer)',
    );
  }
  if (config.policy !== 'local') {
    reader.fail(`${at}.policy`, 'must be local: the local edge keeps its counters in memory');
  }
  return {
    limits,
    limit_by: 'ip',
    policy: 'local',
    fault_tolerant: reader.boolean(`${at}.fault_tolerant`, config.fault_tolerant, true),
    hide_client_headers: reader.boolean(`${at}.hide_client_headers`, config.hide_client_headers, false),
  };
}

function readPlugin(reader: Reader, at: string, value: unknown): KongPlugin | undefined {
  const map = reader.map(at, value, PLUGIN_KEYS);
  if (!map) {
    return undefined;
  }
  const enabled = reader.boolean(`${at}.enabled`, map.enabled, true);
  const configAt = `${at}.config`;
  switch (map.name) {
    case 'correlation-id': {
      const config = reader.map(configAt, map.config ?? {}, ['header_name', 'generator', 'echo_downstream']);
      if (!config) {
        return undefined;
      }
      if (config.generator === 'tracker') {
        reader.fail(`${configAt}.generator`, 'the tracker generator is not supported by the local edge');
      }
      return {
        name: 'correlation-id',
        enabled,
        config: {
          header_name:
            reader.string(`${configAt}.header_name`, config.header_name ?? 'Kong-Request-ID') ?? '',
          generator: reader.oneOf<CorrelationIdGenerator>(
            `${configAt}.generator`,
            config.generator === 'tracker' ? undefined : config.generator,
            ['uuid', 'uuid#counter'],
            'uuid#counter',
          ),
          echo_downstream: reader.boolean(`${configAt}.echo_downstream`, config.echo_downstream, false),
        },
      };
    }
    case 'request-size-limiting': {
      const config = reader.map(configAt, map.config ?? {}, [
        'allowed_payload_size',
        'size_unit',
        'require_content_length',
      ]);
      if (!config) {
        return undefined;
      }
      return {
        name: 'request-size-limiting',
        enabled,
        config: {
          allowed_payload_size: reader.integer(
            `${configAt}.allowed_payload_size`,
            config.allowed_payload_size,
            128,
            0,
            Number.MAX_SAFE_INTEGER,
          ),
          size_unit: reader.oneOf<SizeUnit>(
            `${configAt}.size_unit`,
            config.size_unit,
            ['megabytes', 'kilobytes', 'bytes'],
            'megabytes',
          ),
          require_content_length: reader.boolean(
            `${configAt}.require_content_length`,
            config.require_content_length,
            false,
          ),
        },
      };
    }
    case 'jwt': {
      const config = readJwtConfig(reader, configAt, map.config);
      return config && { name: 'jwt', enabled, config };
    }
    case 'cors': {
      const config = readCorsConfig(reader, configAt, map.config);
      return config && { name: 'cors', enabled, config };
    }
    case 'rate-limiting': {
      const config = readRateLimitingConfig(reader, configAt, map.config);
      return config && { name: 'rate-limiting', enabled, config };
    }
    default:
      return reader.fail(
        `${at}.name`,
        `plugin ${JSON.stringify(map.name)} is not supported by the local edge (supported: ${SUPPORTED_PLUGINS.join(', ')})`,
      );
  }
}

function readPlugins(reader: Reader, at: string, value: unknown): KongPlugin[] {
  const plugins = reader
    .list(at, value)
    .map((plugin, index) => readPlugin(reader, `${at}[${index}]`, plugin))
    .filter((plugin): plugin is KongPlugin => plugin !== undefined);
  const seen = new Set<string>();
  for (const plugin of plugins) {
    if (seen.has(plugin.name)) {
      reader.fail(at, `plugin ${plugin.name} is declared twice`);
    }
    seen.add(plugin.name);
  }
  return plugins;
}

function readPath(reader: Reader, at: string, value: unknown): string | undefined {
  const path = reader.string(at, value);
  if (path === undefined) {
    return undefined;
  }
  if (path.startsWith('~')) {
    try {
      new RegExp(path.slice(1));
    } catch (error) {
      return reader.fail(at, `invalid regular expression: ${(error as Error).message}`);
    }
    return path;
  }
  if (!path.startsWith('/')) {
    return reader.fail(at, 'must start with "/" (prefix) or "~" (regular expression)');
  }
  return path;
}

function readRoute(reader: Reader, at: string, value: unknown, service: string): KongRoute | undefined {
  const map = reader.map(at, value, ROUTE_KEYS);
  if (!map) {
    return undefined;
  }
  const name = reader.string(`${at}.name`, map.name);
  if (name !== undefined && !NAME_PATTERN.test(name)) {
    reader.fail(`${at}.name`, 'may contain only letters, digits and . _ ~ -');
  }
  const methods = reader.list(`${at}.methods`, map.methods).flatMap((method, index) => {
    if (typeof method !== 'string' || !METHOD_PATTERN.test(method)) {
      reader.fail(`${at}.methods[${index}]`, 'must be an upper-case HTTP method');
      return [];
    }
    return [method];
  });
  const paths = reader
    .list(`${at}.paths`, map.paths)
    .flatMap((path, index) => readPath(reader, `${at}.paths[${index}]`, path) ?? []);
  if (methods.length === 0 && paths.length === 0) {
    reader.fail(at, 'needs methods or paths (hosts, headers and snis are not supported by the local edge)');
  }
  if (map.path_handling !== undefined && map.path_handling !== 'v0') {
    reader.fail(`${at}.path_handling`, 'only v0 is supported (Kong 3 routers support no other)');
  }
  const protocols = reader
    .list(`${at}.protocols`, map.protocols ?? ['http', 'https'])
    .map((protocol, index) =>
      reader.oneOf<KongProtocol>(`${at}.protocols[${index}]`, protocol, ['http', 'https'], 'http'),
    );
  if (!protocols.includes('http')) {
    reader.fail(`${at}.protocols`, 'must include http (the local edge serves plain HTTP)');
  }
  return {
    name: name ?? '',
    service,
    methods,
    paths,
    strip_path: reader.boolean(`${at}.strip_path`, map.strip_path, true),
    preserve_host: reader.boolean(`${at}.preserve_host`, map.preserve_host, false),
    regex_priority: reader.integer(`${at}.regex_priority`, map.regex_priority, 0, -(2 ** 31), 2 ** 31 - 1),
    protocols,
    request_buffering: reader.boolean(`${at}.request_buffering`, map.request_buffering, true),
    response_buffering: reader.boolean(`${at}.response_buffering`, map.response_buffering, true),
    plugins: readPlugins(reader, `${at}.plugins`, map.plugins),
  };
}

interface UpstreamParts {
  url: string;
  protocol: KongProtocol;
  host: string;
  port: number;
  path: string | undefined;
}

function readUpstream(reader: Reader, at: string, map: YamlMap): UpstreamParts | undefined {
  if (map.url !== undefined) {
    for (const key of ['protocol', 'host', 'port', 'path']) {
      if (map[key] !== undefined) {
        reader.fail(`${at}.${key}`, 'cannot be combined with url');
      }
    }
    const url = reader.string(`${at}.url`, map.url);
    if (url === undefined) {
      return undefined;
    }
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return reader.fail(`${at}.url`, `is not a valid URL: ${url}`);
    }
    const protocol = parsed.protocol.slice(0, -1);
    if (protocol !== 'http' && protocol !== 'https') {
      return reader.fail(`${at}.url`, 'must use http or https');
    }
    if (parsed.search || parsed.hash || parsed.username) {
      return reader.fail(`${at}.url`, 'must not carry credentials, a query or a fragment');
    }
    const defaultPort = protocol === 'https' ? 443 : 80;
    return {
      url,
      protocol,
      host: parsed.hostname,
      port: parsed.port === '' ? defaultPort : Number(parsed.port),
      // `new URL()` turns a missing path into "/", Kong keeps it unset; both forward to "/".
      path: /^[a-z]+:\/\/[^/]+\//i.test(url) ? parsed.pathname : undefined,
    };
  }
  const protocol = reader.oneOf<KongProtocol>(`${at}.protocol`, map.protocol, ['http', 'https'], 'http');
  const host = reader.string(`${at}.host`, map.host);
  const port = reader.integer(`${at}.port`, map.port, protocol === 'https' ? 443 : 80, 1, 65535);
  const path = map.path === undefined ? undefined : reader.string(`${at}.path`, map.path);
  if (path !== undefined && !path.startsWith('/')) {
    reader.fail(`${at}.path`, 'must start with "/"');
  }
  if (host === undefined) {
    return undefined;
  }
  return { url: `${protocol}://${host}:${port}${path ?? ''}`, protocol, host, port, path };
}

function readService(reader: Reader, at: string, value: unknown): KongService | undefined {
  const map = reader.map(at, value, SERVICE_KEYS);
  if (!map) {
    return undefined;
  }
  const name = reader.string(`${at}.name`, map.name);
  if (name !== undefined && !NAME_PATTERN.test(name)) {
    reader.fail(`${at}.name`, 'may contain only letters, digits and . _ ~ -');
  }
  const upstream = readUpstream(reader, at, map);
  const timeout = (key: string): number =>
    reader.integer(`${at}.${key}`, map[key], KONG_DEFAULT_TIMEOUT_MS, 1, 2 ** 31 - 2);
  const routes = reader
    .list(`${at}.routes`, map.routes)
    .map((route, index) => readRoute(reader, `${at}.routes[${index}]`, route, name ?? ''))
    .filter((route): route is KongRoute => route !== undefined);
  if (!upstream || name === undefined) {
    return undefined;
  }
  return {
    name,
    ...upstream,
    enabled: reader.boolean(`${at}.enabled`, map.enabled, true),
    connect_timeout: timeout('connect_timeout'),
    read_timeout: timeout('read_timeout'),
    write_timeout: timeout('write_timeout'),
    retries: reader.integer(`${at}.retries`, map.retries, KONG_DEFAULT_RETRIES, 0, 32767),
    routes,
    plugins: readPlugins(reader, `${at}.plugins`, map.plugins),
  };
}

function readJwtSecret(reader: Reader, at: string, value: unknown): JwtSecret | undefined {
  const map = reader.map(at, value, JWT_SECRET_KEYS);
  if (!map) {
    return undefined;
  }
  const key = reader.string(`${at}.key`, map.key);
  if (map.algorithm !== 'RS256') {
    reader.fail(
      `${at}.algorithm`,
      'must be RS256: the local edge verifies RS256 signatures only (Kong defaults to HS256)',
    );
  }
  // `secret` is required by decK and ignored for RS256 by Kong and by the edge.
  if (map.secret !== undefined) {
    reader.string(`${at}.secret`, map.secret);
  }
  const rsaPublicKey = reader.string(`${at}.rsa_public_key`, map.rsa_public_key);
  if (key === undefined || rsaPublicKey === undefined) {
    return undefined;
  }
  return { key, algorithm: 'RS256', rsa_public_key: rsaPublicKey };
}

function readConsumer(reader: Reader, at: string, value: unknown): KongConsumer | undefined {
  const map = reader.map(at, value, CONSUMER_KEYS);
  if (!map) {
    return undefined;
  }
  const username = map.username === undefined ? undefined : reader.string(`${at}.username`, map.username);
  const customId = map.custom_id === undefined ? undefined : reader.string(`${at}.custom_id`, map.custom_id);
  if (map.username === undefined && map.custom_id === undefined) {
    reader.fail(at, 'needs a username or a custom_id');
  }
  const jwtSecrets = reader
    .list(`${at}.jwt_secrets`, map.jwt_secrets)
    .flatMap((secret, index) => readJwtSecret(reader, `${at}.jwt_secrets[${index}]`, secret) ?? []);
  return { username, custom_id: customId, jwt_secrets: jwtSecrets };
}

function checkUniqueNames(reader: Reader, kind: string, names: readonly string[], what = 'name'): void {
  const seen = new Set<string>();
  for (const name of names) {
    if (seen.has(name)) {
      reader.fail(kind, `${what} ${JSON.stringify(name)} is used more than once`);
    }
    seen.add(name);
  }
}

/** Parses the text of a declarative configuration; `source` names it in error messages. */
export function parseKongConfig(text: string, source = 'kong.yml'): KongConfig {
  let document: unknown;
  try {
    // YAML 1.1 merge keys (`<<: *anchor`) are what Kong (lyaml) and decK (yaml.v2) understand.
    document = parse(text, { merge: true, prettyErrors: true });
  } catch (error) {
    throw new KongConfigError(source, [`not valid YAML: ${(error as Error).message}`]);
  }
  const reader = new Reader();
  const root = reader.map('(root)', document, TOP_LEVEL_KEYS);
  if (!root) {
    throw new KongConfigError(source, reader.issues);
  }
  if (root._format_version !== KONG_FORMAT_VERSION) {
    reader.fail('_format_version', `must be the string "${KONG_FORMAT_VERSION}" (Kong 3.x)`);
  }
  const services = reader
    .list('services', root.services)
    .map((service, index) => readService(reader, `services[${index}]`, service))
    .filter((service): service is KongService => service !== undefined);
  const plugins = readPlugins(reader, 'plugins', root.plugins);
  const consumers = reader
    .list('consumers', root.consumers)
    .flatMap((consumer, index) => readConsumer(reader, `consumers[${index}]`, consumer) ?? []);
  checkUniqueNames(
    reader,
    'consumers',
    consumers.flatMap((consumer) => consumer.username ?? []),
  );
  // Kong looks jwt credentials up by `key`, which is therefore unique across all consumers.
  checkUniqueNames(
    reader,
    'jwt_secrets',
    consumers.flatMap((consumer) => consumer.jwt_secrets.map((secret) => secret.key)),
    'key',
  );
  checkUniqueNames(
    reader,
    'services',
    services.map((service) => service.name),
  );
  checkUniqueNames(
    reader,
    'routes',
    services.flatMap((service) => service.routes.map((route) => route.name)),
  );
  if (reader.issues.length > 0) {
    throw new KongConfigError(source, reader.issues);
  }
  return { format_version: KONG_FORMAT_VERSION, services, plugins, consumers };
}

/** Reads the text of a declarative configuration file (KongConfigError when it cannot be read). */
export function readKongConfigText(filePath: string): string {
  try {
    return readFileSync(filePath, 'utf8');
  } catch (error) {
    throw new KongConfigError(filePath, [`cannot be read: ${(error as Error).message}`]);
  }
}

/** Reads and parses a declarative configuration file. */
export function loadKongConfig(filePath: string): KongConfig {
  return parseKongConfig(readKongConfigText(filePath), filePath);
}

/** The plugins that apply to one request, by name. */
export interface AppliedPlugins {
  'correlation-id'?: CorrelationIdPlugin;
  'request-size-limiting'?: RequestSizeLimitingPlugin;
  jwt?: JwtPlugin;
  cors?: CorsPlugin;
  'rate-limiting'?: RateLimitingPlugin;
}

/**
 * Resolves plugins as Kong does for requests without a consumer: only enabled plugins count, and one
 * on the route beats one on the service, which beats a global one. Without a route (no match) only
 * global plugins apply.
 */
export function pluginsFor(config: KongConfig, service?: KongService, route?: KongRoute): AppliedPlugins {
  const applied: AppliedPlugins = {};
  const layers = [config.plugins, service?.plugins ?? [], route?.plugins ?? []];
  for (const layer of layers) {
    for (const plugin of layer) {
      if (!plugin.enabled) {
        continue;
      }
      switch (plugin.name) {
        case 'correlation-id':
          applied['correlation-id'] = plugin;
          break;
        case 'request-size-limiting':
          applied['request-size-limiting'] = plugin;
          break;
        case 'jwt':
          applied.jwt = plugin;
          break;
        case 'cors':
          applied.cors = plugin;
          break;
        case 'rate-limiting':
          applied['rate-limiting'] = plugin;
          break;
      }
    }
  }
  return applied;
}

const SIZE_UNIT_BYTES: Readonly<Record<SizeUnit, number>> = {
  bytes: 1,
  kilobytes: 1024,
  megabytes: 1024 * 1024,
};

/** The largest body request-size-limiting lets through, in bytes (Kong counts a megabyte as 2^20 bytes). */
export function allowedPayloadBytes(config: RequestSizeLimitingConfig): number {
  return config.allowed_payload_size * SIZE_UNIT_BYTES[config.size_unit];
}
