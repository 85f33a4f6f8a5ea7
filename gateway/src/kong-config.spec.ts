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
  ],
  favourites: ['favourites-list', 'favourites-add', 'favourites-remove'],
  profile: ['profile-read', 'profile-write'],
  'chat-orchestrator': ['chats-save', 'chats-list', 'chats-delete', 'chat-set-rag', 'chat-with-file'],
  'document-ingest': ['documents-upload', 'documents-delete'],
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

  it('names every route and gives each one method and one anchored path', () => {
    for (const [serviceName, routeNames] of Object.entries(EXPECTED_ROUTES)) {
      const routes = service(sut, serviceName).routes;
      expect(routes.map((r) => r.name)).toEqual(routeNames);
      for (const r of routes) {
        expect(r.methods).toHaveLength(1);
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
    for (const s of sut.services) {
      expect(s.connect_timeout).toBeLessThanOrEqual(10_000);
    }
  });

  it('adds a correlation id globally', () => {
    expect(sut.plugins).toEqual([
      {
        name: 'correlation-id',
        enabled: true,
        config: { header_name: 'X-Correlation-Id', generator: 'uuid', echo_downstream: true },
      },
    ]);
  });

  it('limits bodies to 1 MB everywhere except uploads, which get 20 MB', () => {
    for (const s of sut.services) {
      for (const r of s.routes) {
        const limit = pluginsFor(sut, s, r)['request-size-limiting'];
        expect(limit?.config.size_unit).toBe('megabytes');
        expect(limit?.config.allowed_payload_size).toBe(r.name === 'documents-upload' ? 20 : 1);
      }
    }
    const upload = route(sut, 'documents-upload');
    expect(
      allowedPayloadBytes(pluginsFor(sut, upload.service, upload.route)['request-size-limiting']!.config),
    ).toBe(20 * 1024 * 1024);
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
      `${MINIMAL}plugins:\n  - name: jwt\n`,
      'plugin "jwt" is not supported',
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
