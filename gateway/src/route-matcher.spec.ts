import { KONG_CONFIG_PATH } from './index';
import { loadKongConfig, parseKongConfig } from './kong-config';
import { listRoutes, matchRoute, regexPathToOpenApi } from './route-matcher';

const kong = loadKongConfig(KONG_CONFIG_PATH);

describe(matchRoute.name, () => {
  describe('on kong.yml', () => {
    it.each([
      ['GET', '/api/health', 'planner-health', 'planner'],
      ['POST', '/api/plan_study_abroad', 'planner-plan', 'planner'],
      ['POST', '/api/extract_user_insights', 'planner-insights', 'planner'],
      ['POST', '/api/study_abroad_timeline', 'planner-timeline', 'planner'],
      ['POST', '/api/university_details', 'planner-university-details', 'planner'],
      [
        'GET',
        '/api/study_abroad_templates/standard?program_id=de-tum-ma-informatics',
        'planner-templates',
        'planner',
      ],
      ['GET', '/api/favorites?user_id=u-1', 'favourites-list', 'favourites'],
      ['POST', '/api/favorites', 'favourites-add', 'favourites'],
      ['DELETE', '/api/favorites/u-1?university=TU%20Berlin&program=CS', 'favourites-remove', 'favourites'],
      ['GET', '/api/users/profile/u-1', 'profile-read', 'profile'],
      ['PUT', '/api/users/profile', 'profile-write', 'profile'],
      ['GET', '/api/users/me', 'profile-me', 'profile'],
      ['GET', '/api/users/me/export', 'profile-export', 'profile'],
      ['DELETE', '/api/users/me', 'profile-erase', 'profile'],
      ['GET', '/api/users/me/erasure/9b2c1f1e-0c1a-4c1e-9a59-6f3f1d0f6a10', 'profile-erasure', 'profile'],
      ['POST', '/api/chats/', 'chats-save', 'chat-orchestrator'],
      ['POST', '/api/chats', 'chats-save', 'chat-orchestrator'],
      ['GET', '/api/chats/user/u-1', 'chats-list', 'chat-orchestrator'],
      ['DELETE', '/api/chats/u-1/c-9', 'chats-delete', 'chat-orchestrator'],
      ['GET', '/api/chats/u-1/c-9', 'chats-get', 'chat-orchestrator'],
      ['GET', '/api/chat/models', 'chat-models', 'chat-orchestrator'],
      ['POST', '/set_rag', 'chat-set-rag', 'chat-orchestrator'],
      ['POST', '/chat_with_file', 'chat-with-file', 'chat-orchestrator'],
      ['POST', '/chat_with_file/stream', 'chat-with-file-stream', 'chat-orchestrator'],
      ['POST', '/upload_pdf', 'documents-upload', 'document-ingest'],
      ['GET', '/api/documents', 'documents-list', 'document-ingest'],
      ['DELETE', '/delete_file', 'documents-delete', 'document-ingest'],
      ['POST', '/api/send-email', 'mailer-send', 'mailer'],
    ])('%s %s goes to %s on %s with the full path', (method, target, routeName, serviceName) => {
      const sut = matchRoute(kong, method, target);
      expect(sut?.route.name).toBe(routeName);
      expect(sut?.service.name).toBe(serviceName);
      expect(sut?.upstreamPath).toBe(target);
    });

    it.each([
      ['POST', '/api/health'],
      ['HEAD', '/api/health'],
      ['GET', '/api/plan_study_abroad'],
      ['PUT', '/api/favorites'],
      ['DELETE', '/api/favorites'],
      ['GET', '/api/favorites/u-1'],
      ['POST', '/api/users/profile/u-1'],
      ['GET', '/api/users/profile'],
      ['GET', '/api/chats/'],
      ['DELETE', '/api/chats/u-1'],
      ['GET', '/set_rag'],
      ['GET', '/chat_with_file'],
      ['PUT', '/upload_pdf'],
      ['POST', '/delete_file'],
      ['GET', '/api/send-email'],
    ])('%s %s matches no route (wrong method)', (method, target) => {
      expect(matchRoute(kong, method, target)).toBeUndefined();
    });

    it.each([
      ['GET', '/api/health/'],
      ['POST', '/api/plan_study_abroad/'],
      ['GET', '/api/favorites/'],
      ['DELETE', '/api/favorites/'],
      ['GET', '/api/users/profile/'],
      ['GET', '/api/chats/user/'],
      ['DELETE', '/api/chats/u-1/'],
      ['POST', '/upload_pdf/'],
    ])('%s %s matches no route (trailing slash, empty parameter)', (method, target) => {
      expect(matchRoute(kong, method, target)).toBeUndefined();
    });

    it.each([
      ['GET', '/api/healthz'],
      ['GET', '/api/health/x'],
      ['GET', '/x/api/health'],
      ['DELETE', '/api/favorites/u-1/more'],
      ['GET', '/api/users/profile/u-1/x'],
      ['DELETE', '/api/chats/u-1/c-9/x'],
      ['POST', '/set_rag_now'],
      ['GET', '/'],
      ['GET', '/index.html'],
    ])('%s %s matches no route (anchored at both ends)', (method, target) => {
      expect(matchRoute(kong, method, target)).toBeUndefined();
    });

    it('matches methods case-insensitively as Kong receives them upper-case', () => {
      expect(matchRoute(kong, 'get', '/api/health')?.route.name).toBe('planner-health');
    });

    it('exposes the path parameters named in kong.yml', () => {
      expect(matchRoute(kong, 'DELETE', '/api/chats/u-1/c-9')?.params).toEqual({
        userId: 'u-1',
        chatId: 'c-9',
      });
      expect(matchRoute(kong, 'GET', '/api/users/profile/u%2F1')?.params).toEqual({ user_id: 'u%2F1' });
    });

    it('matches the normalised path, as Kong does, and forwards the normalised path', () => {
      expect(matchRoute(kong, 'GET', '//api//health')?.upstreamPath).toBe('/api/health');
      expect(matchRoute(kong, 'GET', '/api/./x/../health?a=1')?.upstreamPath).toBe('/api/health?a=1');
      expect(matchRoute(kong, 'GET', '/api/%68ealth')?.route.name).toBe('planner-health');
      // An encoded slash is reserved: it stays encoded and stays inside one segment.
      expect(matchRoute(kong, 'DELETE', '/api/favorites/a%2fb')?.upstreamPath).toBe('/api/favorites/a%2Fb');
      // Decoded for matching, escaped again for the upstream.
      expect(matchRoute(kong, 'DELETE', '/api/favorites/J%C3%BCrgen%20M')?.upstreamPath).toBe(
        '/api/favorites/J%C3%BCrgen%20M',
      );
    });
  });

  describe('on a synthetic configuration', () => {
    const sut = parseKongConfig(`
_format_version: "3.0"
services:
  - name: docs
    url: http://docs:8080
    routes:
      - { name: docs-prefix, paths: [/docs], methods: [GET] }
      - { name: docs-api-prefix, paths: [/docs/api], methods: [GET] }
      - { name: docs-word, paths: ['~/docs/[a-z]+$'], methods: [GET] }
      - { name: docs-special, paths: ['~/docs/spec'], methods: [GET], regex_priority: 10 }
      - { name: any-method-regex, paths: ['~/docs/[0-9]+/raw$'] }
  - name: stripped
    url: http://stripped:8080
    routes:
      - { name: strip-prefix, paths: [/svc], strip_path: true }
      - { name: strip-regex, paths: ['~/items/(?<id>[0-9]+)'], strip_path: true }
      - { name: keep-prefix, paths: [/keep], strip_path: false }
  - name: based
    url: http://based:8080/base
    routes:
      - { name: based-strip, paths: [/b], strip_path: true }
      - { name: based-keep, paths: [/k], strip_path: false }
  - name: based-slash
    url: http://based:8080/base/
    routes:
      - { name: based-slash-strip, paths: [/s], strip_path: true }
  - name: disabled
    url: http://disabled:8080
    enabled: false
    routes:
      - { name: disabled-route, paths: [/off] }
`);
    const name = (method: string, target: string) => matchRoute(sut, method, target)?.route.name;
    const upstream = (target: string) => matchRoute(sut, 'GET', target)?.upstreamPath;

    it('prefers regex paths over prefix paths, however long the prefix', () => {
      expect(name('GET', '/docs/api')).toBe('docs-word');
    });

    it('prefers the higher regex_priority among regex paths', () => {
      expect(name('GET', '/docs/spec')).toBe('docs-special');
      expect(name('GET', '/docs/special-offer')).toBe('docs-special');
      expect(name('GET', '/docs/guide')).toBe('docs-word');
    });

    it('prefers the longest prefix among prefix paths, and matches prefixes as plain strings', () => {
      expect(name('GET', '/docs/api/v1')).toBe('docs-api-prefix');
      expect(name('GET', '/docs/api-v2')).toBe('docs-api-prefix');
      expect(name('GET', '/docs/1')).toBe('docs-prefix');
      expect(name('GET', '/docsx')).toBe('docs-prefix');
      expect(name('GET', '/doc')).toBeUndefined();
    });

    it('prefers a route with more matching attributes (methods and paths) over a regex path alone', () => {
      expect(name('GET', '/docs/1/raw')).toBe('docs-prefix');
      expect(name('POST', '/docs/1/raw')).toBe('any-method-regex');
    });

    it('filters by method', () => {
      expect(name('POST', '/docs/api')).toBeUndefined();
    });

    it('strips the matched prefix and keeps the rest with a leading slash', () => {
      expect(upstream('/svc/a/b?q=1')).toBe('/a/b?q=1');
      expect(upstream('/svc')).toBe('/');
      expect(upstream('/svc/')).toBe('/');
      expect(upstream('/svcx')).toBe('/x');
    });

    it('strips what a regex path matched', () => {
      expect(upstream('/items/42/history')).toBe('/history');
      expect(upstream('/items/42')).toBe('/');
      expect(matchRoute(sut, 'GET', '/items/42')?.params).toEqual({ id: '42' });
    });

    it('keeps the full path when strip_path is false', () => {
      expect(upstream('/keep/a?x')).toBe('/keep/a?x');
    });

    it("joins the remainder to the service's path (Kong path_handling v0)", () => {
      expect(upstream('/b/x')).toBe('/base/x');
      expect(upstream('/b')).toBe('/base');
      expect(upstream('/b/')).toBe('/base/');
      expect(upstream('/k/x')).toBe('/base/k/x');
      expect(upstream('/s/x')).toBe('/base/x');
      expect(upstream('/s')).toBe('/base');
    });

    it('never routes to a disabled service', () => {
      expect(name('GET', '/off')).toBeUndefined();
    });
  });
});

describe(listRoutes.name, () => {
  const sut = listRoutes(kong);

  it('lists every method and path of kong.yml with its route and service', () => {
    expect(sut).toHaveLength(39);
    expect(sut).toContainEqual({
      method: 'DELETE',
      path: '~/api/favorites/(?<user_id>[^/]+)$',
      kind: 'regex',
      openApiPaths: ['/api/favorites/{user_id}'],
      routeName: 'favourites-remove',
      serviceName: 'favourites',
    });
    expect(sut.find((entry) => entry.routeName === 'chats-save')?.openApiPaths).toEqual([
      '/api/chats',
      '/api/chats/',
    ]);
    expect(sut.find((entry) => entry.routeName === 'chats-delete')?.openApiPaths).toEqual([
      '/api/chats/{userId}/{chatId}',
    ]);
  });

  it('leaves out OPTIONS, which routes only CORS preflights that the cors plugin answers', () => {
    expect(sut.filter((entry) => entry.method === 'OPTIONS')).toEqual([]);
    expect(matchRoute(kong, 'OPTIONS', '/api/favorites')?.route.name).toBe('favourites-list');
    expect(matchRoute(kong, 'OPTIONS', '/upload_pdf')?.route.name).toBe('documents-upload');
  });

  it('lists OPTIONS when preflights reach the service', () => {
    const config = parseKongConfig(`
_format_version: "3.0"
plugins:
  - name: cors
    config: { origins: ['https://a.example'], preflight_continue: true }
services:
  - name: s
    url: http://s
    routes: [{ name: r, methods: [GET, OPTIONS], paths: ['~/a$'] }]
`);
    expect(listRoutes(config).map((entry) => entry.method)).toEqual(['GET', 'OPTIONS']);
  });

  it('gives OpenAPI paths that route back to the same route', () => {
    for (const entry of sut) {
      expect(entry.openApiPaths.length).toBeGreaterThan(0);
      for (const template of entry.openApiPaths) {
        const path = template.replace(/\{[^}]+\}/g, 'sample-value');
        expect(matchRoute(kong, entry.method, path)?.route.name).toBe(entry.routeName);
      }
    }
  });
});

describe(regexPathToOpenApi.name, () => {
  it.each([
    ['/api/health$', ['/api/health']],
    ['/api/x/(?<id>[^/]+)/y$', ['/api/x/{id}/y']],
    ['/a/[^/]+/[^/]+$', ['/a/{param1}/{param2}']],
    ['/file\\.pdf$', ['/file.pdf']],
    ['/a.b$', []],
    ['/api/open', []],
    ['/api/(?<rest>.*)$', []],
    ['(?<x>[^/]+)$', []],
  ])('%s becomes %j', (pattern, expected) => {
    expect(regexPathToOpenApi(pattern)).toEqual(expected);
  });
});
