import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { KONG_CONFIG_PATH } from './index';
import {
  allowedPayloadBytes,
  KongConfigError,
  loadKongConfig,
  parseKongConfig,
  pluginsFor,
  type KongConfig,
  type KongRoute,
  type KongService,
} from './kong-config';

const EXPECTED_ROUTES: Record<string, string[]> = {
  planner: [
    'planner-health',
    'planner-plan',
    'planner-insights',
    'planner-timeline',
    'planner-university-details',
    'planner-templates',
  ],
  favourites: [
    'favourites-list',
    'favourites-add',
    'favourites-remove',
    'applications-list',
    'applications-create',
    'applications-update',
    'applications-delete',
    'schedule-list',
    'schedule-calendar',
    'schedule-subscription-read',
    'schedule-subscription-create',
    'schedule-subscription-revoke',
    'schedule-reminders-read',
    'schedule-reminders-update',
    'schedule-feed',
  ],
  profile: [
    'profile-read',
    'profile-write',
    'profile-me',
    'profile-erase',
    'profile-export',
    'profile-erasure',
  ],
  'chat-orchestrator': [
    'chats-save',
    'chats-list',
    'chats-delete',
    'chats-get',
    'chat-models',
    'chat-set-rag',
    'chat-with-file',
    'chat-with-file-stream',
  ],
  'document-ingest': ['documents-upload', 'documents-list', 'documents-delete'],
  mailer: ['mailer-send'],
};

function service(config: KongConfig, name: string): KongService {
  const found = config.services.find((candidate) => candidate.name === name);
  if (!found) {
    throw new Error(`no service ${name}`);
  }
  return found;
}

function route(config: KongConfig, name: string): { service: KongService; route: KongRoute } {
  for (const candidate of config.services) {
    const found = candidate.routes.find((r) => r.name === name);
    if (found) {
      return { service: candidate, route: found };
    }
  }
  throw new Error(`no route ${name}`);
}

function issuesOf(text: string): readonly string[] {
  try {
    parseKongConfig(text, 'test.yml');
  } catch (error) {
    if (error instanceof KongConfigError) {
      return error.issues;
    }
    throw error;
  }
  throw new Error('expected the configuration to be rejected');
}

const MINIMAL = `
_format_version: "3.0"
services:
  - name: echo
    url: http://echo:8080
    routes:
      - name: echo-all
        paths: [/echo]
`;

describe('kong.yml', () => {
  const sut = loadKongConfig(KONG_CONFIG_PATH);

  it('declares one service per backend at its compose hostname', () => {
    expect(sut.services.map((s) => [s.name, s.url])).toEqual([
      ['planner', 'http://planner:3001'],
      ['favourites', 'http://favourites:3002'],
      ['profile', 'http://profile:3003'],
      ['chat-orchestrator', 'http://chat-orchestrator:3004'],
      ['document-ingest', 'http://document-ingest:3005'],
      ['mailer', 'http://mailer:3006'],
    ]);
    expect(service(sut, 'planner')).toMatchObject({
      protocol: 'http',
      host: 'planner',
      port: 3001,
      path: undefined,
    });
  });

  it('names every route and gives each one method (besides OPTIONS, for preflights) and one anchored path', () => {
    for (const [serviceName, routeNames] of Object.entries(EXPECTED_ROUTES)) {
      const routes = service(sut, serviceName).routes;
      expect(routes.map((r) => r.name)).toEqual(routeNames);
      for (const r of routes) {
        expect(r.methods).toHaveLength(2);
        expect(r.methods[1]).toBe('OPTIONS');
        expect(r.paths).toHaveLength(1);
        expect(r.paths[0]).toMatch(/^~\/.*\$$/);
      }
    }
  });

  it('applies the shared route defaults (merge keys) to every route', () => {
    for (const r of sut.services.flatMap((s) => s.routes)) {
      expect(r).toMatchObject({ strip_path: false, preserve_host: false, protocols: ['http', 'https'] });
    }
  });

  it('gives chat answers minutes to stream and does not buffer them', () => {
    expect(service(sut, 'chat-orchestrator').read_timeout).toBeGreaterThanOrEqual(300_000);
    expect(route(sut, 'chat-with-file').route.response_buffering).toBe(false);
    expect(route(sut, 'chat-with-file-stream').route.response_buffering).toBe(false);
    for (const s of sut.services) {
      expect(s.connect_timeout).toBeLessThanOrEqual(10_000);
    }
  });

  it('adds a correlation id and CORS for the site origins globally', () => {
    expect(sut.plugins).toEqual([
      {
        name: 'correlation-id',
        enabled: true,
        config: { header_name: 'X-Correlation-Id', generator: 'uuid', echo_downstream: true },
      },
      {
        name: 'cors',
        enabled: true,
        config: {
          origins: ['http://localhost:8080', 'http://localhost:8000', 'https://europa-launchpad.example'],
          methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
          headers: ['Authorization', 'Content-Type', 'X-Correlation-Id'],
          exposed_headers: ['X-Correlation-Id'],
          credentials: false,
          max_age: 600,
          preflight_continue: false,
          private_network: false,
          allow_origin_absent: true,
        },
      },
    ]);
  });

  const allRoutes = () => sut.services.flatMap((s) => s.routes.map((r) => ({ service: s, route: r })));

  it('checks a realm token (jwt) on exactly the routes of the protected services, never on preflights', () => {
    const protectedServices = ['favourites', 'profile', 'chat-orchestrator', 'document-ingest'];
    for (const { service: s, route: r } of allRoutes()) {
      const jwt = pluginsFor(sut, s, r).jwt;
      // The calendar feed is read by calendar apps, which cannot send a token: its path holds a secret one.
      if (!protectedServices.includes(s.name) || r.name === 'schedule-feed') {
        expect(jwt).toBeUndefined();
        continue;
      }
      // Declared on the route itself, not inherited.
      expect(r.plugins.find((plugin) => plugin.name === 'jwt')).toBe(jwt);
      expect(jwt).toEqual({
        name: 'jwt',
        enabled: true,
        config: {
          key_claim_name: 'iss',
          claims_to_verify: ['exp'],
          maximum_expiration: 600,
          header_names: ['authorization'],
          uri_param_names: [],
          cookie_names: [],
          run_on_preflight: false,
          secret_is_base64: false,
        },
      });
    }
    expect(allRoutes().filter(({ service: s, route: r }) => pluginsFor(sut, s, r).jwt)).toHaveLength(31);
  });

  it('limits the public routes per client IP, the mailer most and the health route least', () => {
    const limits: Record<string, number | undefined> = {};
    for (const { service: s, route: r } of allRoutes()) {
      const plugin = pluginsFor(sut, s, r)['rate-limiting'];
      expect(plugin === undefined).toBe(pluginsFor(sut, s, r).jwt !== undefined);
      if (plugin) {
        expect(plugin.config).toMatchObject({ policy: 'local', limit_by: 'ip', hide_client_headers: false });
        limits[r.name] = plugin.config.limits.minute;
      }
    }
    expect(Object.keys(limits)).toEqual([
      ...EXPECTED_ROUTES.planner,
      'schedule-feed',
      ...EXPECTED_ROUTES.mailer,
    ]);
    const planner = EXPECTED_ROUTES.planner.filter((name) => name !== 'planner-health');
    for (const name of planner) {
      expect(limits[name]).toBe(limits['planner-plan']);
      expect(limits['mailer-send']).toBeLessThan(limits[name] as number);
      expect(limits['planner-health']).toBeGreaterThan(limits[name] as number);
    }
  });

  it('keys the jwt credential by the issuer placeholder of the render step', () => {
    expect(sut.consumers).toEqual([
      {
        username: 'site-users',
        custom_id: undefined,
        jwt_secrets: [
          { key: '__OIDC_ISSUER__', algorithm: 'RS256', rsa_public_key: '__REALM_RS256_PUBLIC_KEY_PEM__' },
        ],
      },
    ]);
  });

  it('limits bodies to 1 MB everywhere except uploads, which get 26 MB (a 25 MiB PDF and its envelope)', () => {
    for (const s of sut.services) {
      for (const r of s.routes) {
        const limit = pluginsFor(sut, s, r)['request-size-limiting'];
        expect(limit?.config.size_unit).toBe('megabytes');
        expect(limit?.config.allowed_payload_size).toBe(r.name === 'documents-upload' ? 26 : 1);
      }
    }
    const upload = route(sut, 'documents-upload');
    expect(
      allowedPayloadBytes(pluginsFor(sut, upload.service, upload.route)['request-size-limiting']!.config),
    ).toBe(26 * 1024 * 1024);
  });
});

describe(parseKongConfig.name, () => {
  it('fills in Kong defaults', () => {
    const sut = parseKongConfig(MINIMAL);
    expect(sut.services[0]).toMatchObject({
      name: 'echo',
      protocol: 'http',
      host: 'echo',
      port: 8080,
      connect_timeout: 60_000,
      read_timeout: 60_000,
      write_timeout: 60_000,
      retries: 5,
      enabled: true,
    });
    expect(sut.services[0].routes[0]).toEqual({
      name: 'echo-all',
      service: 'echo',
      methods: [],
      paths: ['/echo'],
      strip_path: true,
      preserve_host: false,
      regex_priority: 0,
      protocols: ['http', 'https'],
      request_buffering: true,
      response_buffering: true,
      plugins: [],
    });
  });

  it('accepts a service given by protocol, host, port and path', () => {
    const sut = parseKongConfig(`
_format_version: "3.0"
services:
  - name: s
    protocol: https
    host: api.example
    path: /v1
    routes: [{ name: r, paths: [/] }]
`);
    expect(sut.services[0]).toMatchObject({ protocol: 'https', host: 'api.example', port: 443, path: '/v1' });
  });

  it('keeps the path of a service url', () => {
    const sut = parseKongConfig(MINIMAL.replace('http://echo:8080', 'http://echo:8080/base'));
    expect(sut.services[0].path).toBe('/base');
  });

  it('lets a route plugin override the service and global ones, skipping disabled ones', () => {
    const sut = parseKongConfig(`
_format_version: "3.0"
plugins:
  - name: request-size-limiting
    config: { allowed_payload_size: 1 }
services:
  - name: s
    url: http://s
    plugins:
      - name: request-size-limiting
        config: { allowed_payload_size: 2 }
    routes:
      - name: plain
        paths: [/plain]
      - name: bigger
        paths: [/bigger]
        plugins:
          - name: request-size-limiting
            config: { allowed_payload_size: 3, size_unit: kilobytes }
      - name: disabled
        paths: [/disabled]
        plugins:
          - name: request-size-limiting
            enabled: false
            config: { allowed_payload_size: 4 }
`);
    const [plain, bigger, disabled] = sut.services[0].routes;
    const size = (r: KongRoute) => pluginsFor(sut, sut.services[0], r)['request-size-limiting']?.config;
    expect(size(plain)).toEqual({
      allowed_payload_size: 2,
      size_unit: 'megabytes',
      require_content_length: false,
    });
    expect(size(bigger)?.allowed_payload_size).toBe(3);
    expect(allowedPayloadBytes(size(bigger)!)).toBe(3 * 1024);
    expect(size(disabled)?.allowed_payload_size).toBe(2);
    expect(pluginsFor(sut)['request-size-limiting']?.config.allowed_payload_size).toBe(1);
  });

  it.each([
    [
      'a _transform key',
      MINIMAL.replace('_format_version: "3.0"', '_format_version: "3.0"\n_transform: true'),
      '(root)._transform',
    ],
    ['an older format', MINIMAL.replace('"3.0"', '"2.1"'), '_format_version'],
    ['a missing format version', MINIMAL.replace('_format_version: "3.0"', ''), '_format_version'],
    [
      'a plugin the edge cannot apply',
      `${MINIMAL}plugins:\n  - name: key-auth\n`,
      'plugin "key-auth" is not supported',
    ],
    [
      'jwt with tokens in the query string (Kong default)',
      `${MINIMAL}plugins:\n  - name: jwt\n`,
      'uri_param_names: the local edge takes tokens from headers only',
    ],
    [
      'jwt with tokens in cookies',
      `${MINIMAL}plugins:\n  - name: jwt\n    config: { uri_param_names: [], cookie_names: [token] }\n`,
      'cookie_names: the local edge takes tokens from headers only',
    ],
    [
      'jwt with maximum_expiration but no exp check',
      `${MINIMAL}plugins:\n  - name: jwt\n    config: { uri_param_names: [], maximum_expiration: 60 }\n`,
      'claims_to_verify: must contain exp',
    ],
    [
      'jwt with an anonymous consumer',
      `${MINIMAL}plugins:\n  - name: jwt\n    config: { uri_param_names: [], anonymous: x }\n`,
      'config.anonymous: is not supported',
    ],
    [
      'an HS256 credential',
      `${MINIMAL}consumers:\n  - username: u\n    jwt_secrets: [{ key: k, secret: s }]\n`,
      'algorithm: must be RS256',
    ],
    [
      'two credentials with the same key',
      `${MINIMAL}consumers:\n  - username: u\n    jwt_secrets:\n      - { key: k, algorithm: RS256, rsa_public_key: p }\n  - username: v\n    jwt_secrets:\n      - { key: k, algorithm: RS256, rsa_public_key: q }\n`,
      'key "k" is used more than once',
    ],
    [
      'cors for any origin',
      `${MINIMAL}plugins:\n  - name: cors\n    config: { origins: ['*'] }\n`,
      'supports neither *',
    ],
    [
      'cors with a regex origin',
      `${MINIMAL}plugins:\n  - name: cors\n    config: { origins: ['https://.*\\.example'] }\n`,
      'is not an exact origin',
    ],
    ['cors without origins', `${MINIMAL}plugins:\n  - name: cors\n`, 'must list the allowed origins'],
    [
      'rate limiting shared through redis',
      `${MINIMAL}plugins:\n  - name: rate-limiting\n    config: { minute: 5, limit_by: ip, policy: redis }\n`,
      'policy: must be local',
    ],
    [
      'rate limiting per consumer (Kong default)',
      `${MINIMAL}plugins:\n  - name: rate-limiting\n    config: { minute: 5, policy: local }\n`,
      'limit_by: must be ip',
    ],
    [
      'rate limiting per month',
      `${MINIMAL}plugins:\n  - name: rate-limiting\n    config: { month: 5, limit_by: ip, policy: local }\n`,
      'config.month: is not supported',
    ],
    [
      'rate limiting with an hour below the minute',
      `${MINIMAL}plugins:\n  - name: rate-limiting\n    config: { minute: 5, hour: 4, limit_by: ip, policy: local }\n`,
      'hour: must not be lower than the limit per minute',
    ],
    [
      'an unknown plugin option',
      `${MINIMAL}plugins:\n  - name: correlation-id\n    config: { header: X }\n`,
      'plugins[0].config.header',
    ],
    [
      'a route matched by host',
      MINIMAL.replace('paths: [/echo]', 'paths: [/echo]\n        hosts: [a.example]'),
      'routes[0].hosts',
    ],
    [
      'an invalid regular expression',
      MINIMAL.replace('[/echo]', "['~/echo(']"),
      'invalid regular expression',
    ],
    ['a path that is neither prefix nor regex', MINIMAL.replace('[/echo]', '[echo]'), 'must start with "/"'],
    [
      'a lower-case method',
      MINIMAL.replace('paths: [/echo]', 'paths: [/echo]\n        methods: [get]'),
      'upper-case',
    ],
    [
      'path_handling v1',
      MINIMAL.replace('paths: [/echo]', 'paths: [/echo]\n        path_handling: v1'),
      'only v0',
    ],
    [
      'a route with neither methods nor paths',
      MINIMAL.replace('paths: [/echo]', 'strip_path: true'),
      'needs methods or paths',
    ],
    [
      'an https-only route',
      MINIMAL.replace('paths: [/echo]', 'paths: [/echo]\n        protocols: [https]'),
      'must include http',
    ],
    ['a grpc service', MINIMAL.replace('http://echo:8080', 'grpc://echo:8080'), 'must use http or https'],
    [
      'url combined with host',
      MINIMAL.replace('url: http://echo:8080', 'url: http://echo:8080\n    host: x'),
      'cannot be combined',
    ],
    [
      'a duplicated route name',
      MINIMAL.replace('paths: [/echo]', 'paths: [/echo]\n      - name: echo-all\n        paths: [/b]'),
      'used more than once',
    ],
    ['a top-level routes list', `${MINIMAL}routes: []\n`, '(root).routes'],
    [
      'a non-boolean strip_path',
      MINIMAL.replace('paths: [/echo]', 'paths: [/echo]\n        strip_path: "no"'),
      'strip_path: must be true or false',
    ],
  ])('rejects %s', (_case, text, expected) => {
    expect(issuesOf(text).join('\n')).toContain(expected);
  });

  describe("plugins: Kong 3.x's schema first, then what the edge applies", () => {
    const routePlugin = (plugin: string): string =>
      MINIMAL.replace('paths: [/echo]', `paths: [/echo]\n        plugins:\n${plugin}`);

    it.each([
      [
        'an option no Kong 3.x knows (a Kong 2.x redis field)',
        routePlugin(
          '          - name: rate-limiting\n            config: { minute: 5, limit_by: ip, policy: local, redis_host: r }\n',
        ),
        "services[0].routes[0].plugins[0].config.redis_host: is not an option of Kong 3.x's rate-limiting plugin",
      ],
      [
        'an option Kong has but the edge does not apply',
        routePlugin(
          '          - name: rate-limiting\n            config: { minute: 5, limit_by: ip, policy: local, error_code: 503 }\n',
        ),
        "services[0].routes[0].plugins[0].config.error_code: is not supported by the local edge's rate-limiting plugin (supported: second, minute, hour, day, limit_by, policy, fault_tolerant, hide_client_headers)",
      ],
      [
        'a jwt option Kong has but the edge does not apply',
        `${MINIMAL}plugins:\n  - name: jwt\n    config: { uri_param_names: [], realm: site }\n`,
        "plugins[0].config.realm: is not supported by the local edge's jwt plugin",
      ],
      [
        'a value Kong itself refuses (a header name with a space)',
        `${MINIMAL}plugins:\n  - name: correlation-id\n    config: { header_name: X Correlation }\n`,
        'plugins[0].config.header_name: must be a header name',
      ],
      [
        'a plugin field no Kong 3.x knows',
        `${MINIMAL}plugins:\n  - name: correlation-id\n    priority: 1\n`,
        'plugins[0].priority: is not a field Kong 3.x knows here',
      ],
    ])('refuses %s, naming where it is', (_case, text, expected) => {
      expect(issuesOf(text).join('\n')).toContain(expected);
    });
  });

  it('lists every problem at once, with where it is', () => {
    const issues = issuesOf(`
_format_version: "1.1"
services:
  - name: a
    url: ftp://a
    routes:
      - name: r
        paths: [nope]
`);
    expect([...issues].sort()).toEqual(
      [
        '_format_version: must be the string "3.0" (Kong 3.x)',
        'services[0].routes[0]: needs methods or paths (hosts, headers and snis are not supported by the local edge)',
        'services[0].routes[0].paths[0]: must start with "/" (prefix) or "~" (regular expression)',
        'services[0].url: must use http or https',
      ].sort(),
    );
  });

  it('reports invalid YAML and names the source', () => {
    expect(() => parseKongConfig('services: [', 'broken.yml')).toThrow(
      /Invalid Kong configuration broken\.yml:[\s\S]*not valid YAML/,
    );
  });

  it('reports a file it cannot read', () => {
    const dir = mkdtempSync(join(tmpdir(), 'kong-config-'));
    expect(() => loadKongConfig(join(dir, 'missing.yml'))).toThrow(KongConfigError);
    writeFileSync(join(dir, 'kong.yml'), MINIMAL);
    expect(loadKongConfig(join(dir, 'kong.yml')).services).toHaveLength(1);
  });
});
