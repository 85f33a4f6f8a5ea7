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

export type KongPlugin = CorrelationIdPlugin | RequestSizeLimitingPlugin;
export type KongPluginName = KongPlugin['name'];
export const SUPPORTED_PLUGINS: readonly KongPluginName[] = ['correlation-id', 'request-size-limiting'];

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

const TOP_LEVEL_KEYS = ['_format_version', 'services', 'plugins'];
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

function checkUniqueNames(reader: Reader, kind: string, names: readonly string[]): void {
  const seen = new Set<string>();
  for (const name of names) {
    if (seen.has(name)) {
      reader.fail(kind, `name ${JSON.stringify(name)} is used more than once`);
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
  return { format_version: KONG_FORMAT_VERSION, services, plugins };
}

/** Reads and parses a declarative configuration file. */
export function loadKongConfig(filePath: string): KongConfig {
  let text: string;
  try {
    text = readFileSync(filePath, 'utf8');
  } catch (error) {
    throw new KongConfigError(filePath, [`cannot be read: ${(error as Error).message}`]);
  }
  return parseKongConfig(text, filePath);
}

/** The plugins that apply to one request, by name. */
export interface AppliedPlugins {
  'correlation-id'?: CorrelationIdPlugin;
  'request-size-limiting'?: RequestSizeLimitingPlugin;
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
