// gateway/kong.yml (Kong 3.x DB-less declarative format) as typed objects, read through the schema of
// kong-schema/edge.ts: Kong 3.x's own plugin schemas, narrowed to what the local edge honours. Anything else is
// refused with an error that lists every problem and where it is, so the edge never silently behaves differently
// from Kong.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describeIssues, EDGE_KONG_CONFIG } from './kong-schema/edge';

export { KONG_FORMAT_VERSION, RATE_LIMIT_PERIODS, SUPPORTED_PLUGINS } from './kong-schema/edge';
export { normalizeOrigin } from './uri';

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
  format_version: '3.0';
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

/** Parses the text of a declarative configuration; `source` names it in error messages. */
export function parseKongConfig(text: string, source = 'kong.yml'): KongConfig {
  let document: unknown;
  try {
    // YAML 1.1 merge keys (`<<: *anchor`) are what Kong (lyaml) and decK (yaml.v2) understand.
    document = parse(text, { merge: true, prettyErrors: true });
  } catch (error) {
    throw new KongConfigError(source, [`not valid YAML: ${(error as Error).message}`]);
  }
  const parsed = EDGE_KONG_CONFIG.safeParse(document);
  if (!parsed.success) {
    throw new KongConfigError(source, describeIssues(parsed.error));
  }
  return parsed.data;
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
