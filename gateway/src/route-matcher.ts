// Kong 3's HTTP router (the default `traditional_compatible` flavour) for the part of it we use: methods,
// regex paths (`~…`, anchored at the start), prefix paths, regex_priority and strip_path.
//
// Like Kong (kong/router/transform.lua get_priority), candidates are tried in this order:
//   1. more matching attributes first (a route with methods and paths before one with paths only);
//   2. regex paths before prefix paths;
//   3. among regex paths, higher regex_priority first; among prefix paths, the longer prefix first;
//   4. then declaration order in kong.yml (Kong breaks such ties by route id; overlapping routes of equal
//      priority are a configuration mistake either way).
// The first candidate whose methods and path both match wins; each path of a route is its own candidate,
// as Kong splits such routes. Paths are matched after Kong's normalisation (see uri.ts), without the query.
import { pluginsFor, type KongConfig, type KongRoute, type KongService } from './kong-config';
import { escapeUri, normalizePath, splitRequestTarget } from './uri';

export type PathKind = 'regex' | 'prefix' | 'any';

export interface RouteMatch {
  route: KongRoute;
  service: KongService;
  /** What to request upstream: the (escaped) path Kong computes for the route, plus the original query. */
  upstreamPath: string;
  /** The normalised request path the route was matched against. */
  normalizedPath: string;
  /** The part of the path the route's path matched: the regex match or the prefix; "/" for a route without paths. */
  matchedPrefix: string;
  /** Named groups of a regex path. */
  params: Readonly<Record<string, string>>;
}

export interface RouteTableEntry {
  /**
   * Upper-case method, or "*" for a route without methods. OPTIONS is left out when a route lists it beside
   * other methods only so that Kong matches CORS preflights to it, which its cors plugin answers itself.
   */
  method: string;
  /** The path as written in kong.yml (`~` + regex, or a prefix); "*" for a route without paths. */
  path: string;
  kind: PathKind;
  /**
   * OpenAPI path templates this path accepts, e.g. `/api/favorites/{user_id}` for
   * `~/api/favorites/(?<user_id>[^/]+)$`; the prefix itself for a prefix path; empty when the regex is
   * not a plain template (literals, `(?<name>[^/]+)` segments, an optional trailing `/?`, ending in `$`).
   */
  openApiPaths: readonly string[];
  routeName: string;
  serviceName: string;
}

export interface Router {
  match(method: string, requestTarget: string): RouteMatch | undefined;
}

interface Candidate {
  route: KongRoute;
  service: KongService;
  kind: PathKind;
  prefix: string;
  regex: RegExp | undefined;
  /** Compared element by element, higher first. */
  priority: readonly number[];
  order: number;
}

function buildCandidates(config: KongConfig): Candidate[] {
  const candidates: Candidate[] = [];
  for (const service of config.services) {
    if (!service.enabled) {
      continue;
    }
    for (const route of service.routes) {
      const weight = (route.methods.length > 0 ? 1 : 0) + (route.paths.length > 0 ? 1 : 0);
      const add = (kind: PathKind, prefix: string, regex: RegExp | undefined): void => {
        const priority = [
          weight,
          kind === 'regex' ? 1 : 0,
          kind === 'regex' ? route.regex_priority : 0,
          kind === 'prefix' ? prefix.length : 0,
        ];
        candidates.push({ route, service, kind, prefix, regex, priority, order: candidates.length });
      };
      if (route.paths.length === 0) {
        add('any', '/', undefined);
      }
      for (const path of route.paths) {
        if (path.startsWith('~')) {
          // Kong prepends "^" to the expression as written (transform.lua path_val_transform).
          add('regex', path, new RegExp(`^${path.slice(1)}`));
        } else {
          add('prefix', path, undefined);
        }
      }
    }
  }
  return candidates.sort((a, b) => {
    for (let index = 0; index < a.priority.length; index += 1) {
      const difference = b.priority[index] - a.priority[index];
      if (difference !== 0) {
        return difference;
      }
    }
    return a.order - b.order;
  });
}

/** Kong's get_upstream_uri_v0 (kong/router/utils.lua): joins the service path and the request path. */
function upstreamUri(stripPath: boolean, postfix: string, requestPath: string, base: string): string {
  if (base.endsWith('/')) {
    if (!stripPath) {
      return base + requestPath.slice(1);
    }
    if (postfix === '') {
      if (base === '/' || requestPath.endsWith('/')) {
        return base;
      }
      return base.slice(0, -1);
    }
    return postfix.startsWith('/') ? base.slice(0, -1) + postfix : base + postfix;
  }
  if (!stripPath) {
    return requestPath === '/' ? base : base + requestPath;
  }
  if (postfix === '') {
    return requestPath.length > 1 && requestPath.endsWith('/') ? `${base}/` : base;
  }
  return postfix.startsWith('/') ? base + postfix : `${base}/${postfix}`;
}

/** Kong's sanitize_uri_postfix: what remains after the matched prefix never starts with a dot segment. */
function sanitizePostfix(postfix: string): string {
  if (postfix === '.' || postfix === '..') {
    return '';
  }
  if (postfix.startsWith('./')) {
    return postfix.slice(2);
  }
  return postfix.startsWith('../') ? postfix.slice(3) : postfix;
}

function matchCandidate(
  candidate: Candidate,
  method: string,
  path: string,
): { prefix: string; params: Record<string, string> } | undefined {
  if (candidate.route.methods.length > 0 && !candidate.route.methods.includes(method)) {
    return undefined;
  }
  switch (candidate.kind) {
    case 'any':
      return { prefix: '/', params: {} };
    case 'prefix':
      return path.startsWith(candidate.prefix) ? { prefix: candidate.prefix, params: {} } : undefined;
    case 'regex': {
      const found = candidate.regex?.exec(path);
      return found ? { prefix: found[0], params: { ...found.groups } } : undefined;
    }
  }
}

/** Compiles the routes of a configuration once; use it for every request. */
export function createRouter(config: KongConfig): Router {
  const candidates = buildCandidates(config);
  return {
    match(method, requestTarget) {
      const { path: rawPath, query } = splitRequestTarget(requestTarget);
      const normalizedPath = normalizePath(rawPath);
      const upperMethod = method.toUpperCase();
      for (const candidate of candidates) {
        const found = matchCandidate(candidate, upperMethod, normalizedPath);
        if (!found) {
          continue;
        }
        const { route, service } = candidate;
        const postfix = sanitizePostfix(normalizedPath.slice(found.prefix.length));
        const path = upstreamUri(route.strip_path, postfix, normalizedPath, service.path ?? '/');
        return {
          route,
          service,
          upstreamPath: escapeUri(path) + (query === undefined ? '' : `?${query}`),
          normalizedPath,
          matchedPrefix: found.prefix,
          params: found.params,
        };
      }
      return undefined;
    },
  };
}

const routers = new WeakMap<KongConfig, Router>();

/**
 * Finds the route Kong would pick for a request, or `undefined` when Kong would answer
 * "no Route matched" (404). `requestTarget` is the path as received, optionally with its query.
 */
export function matchRoute(
  config: KongConfig,
  method: string,
  requestTarget: string,
): RouteMatch | undefined {
  let router = routers.get(config);
  if (!router) {
    router = createRouter(config);
    routers.set(config, router);
  }
  return router.match(method, requestTarget);
}

const NAMED_SEGMENT = /^\(\?<([A-Za-z_][A-Za-z0-9_]*)>\[\^\/\]\+\)/;
const UNNAMED_SEGMENT = /^\[\^\/\]\+/;
const LITERAL = /^[A-Za-z0-9/_~,;:@=!&'-]/;

/** Turns a template-like regex path into the OpenAPI path templates it accepts (see RouteTableEntry). */
export function regexPathToOpenApi(regexPath: string): string[] {
  if (!regexPath.endsWith('$')) {
    return [];
  }
  let body = regexPath.slice(0, -1);
  const optionalSlash = body.endsWith('/?');
  if (optionalSlash) {
    body = body.slice(0, -2);
  }
  let template = '';
  let unnamed = 0;
  while (body.length > 0) {
    const named = NAMED_SEGMENT.exec(body);
    const anonymous = UNNAMED_SEGMENT.exec(body);
    if (named) {
      template += `{${named[1]}}`;
      body = body.slice(named[0].length);
    } else if (anonymous) {
      unnamed += 1;
      template += `{param${unnamed}}`;
      body = body.slice(anonymous[0].length);
    } else if (body.startsWith('\\') && body.length > 1 && !/[A-Za-z0-9]/.test(body[1])) {
      template += body[1];
      body = body.slice(2);
    } else if (LITERAL.test(body)) {
      template += body[0];
      body = body.slice(1);
    } else {
      return [];
    }
  }
  if (!template.startsWith('/')) {
    return [];
  }
  return optionalSlash && !template.endsWith('/') ? [template, `${template}/`] : [template];
}

/** Every (method, path, route, service) the configuration routes to a service, in kong.yml order. */
export function listRoutes(config: KongConfig): RouteTableEntry[] {
  const entries: RouteTableEntry[] = [];
  for (const service of config.services) {
    if (!service.enabled) {
      continue;
    }
    for (const route of service.routes) {
      const cors = pluginsFor(config, service, route).cors;
      const preflightOnly = (method: string): boolean =>
        method === 'OPTIONS' &&
        route.methods.length > 1 &&
        cors !== undefined &&
        !cors.config.preflight_continue;
      const methods =
        route.methods.length > 0 ? route.methods.filter((method) => !preflightOnly(method)) : ['*'];
      const paths = route.paths.length > 0 ? route.paths : ['*'];
      for (const method of methods) {
        for (const path of paths) {
          const kind: PathKind = path === '*' ? 'any' : path.startsWith('~') ? 'regex' : 'prefix';
          const openApiPaths =
            kind === 'regex' ? regexPathToOpenApi(path.slice(1)) : kind === 'prefix' ? [path] : [];
          entries.push({
            method,
            path,
            kind,
            openApiPaths,
            routeName: route.name,
            serviceName: service.name,
          });
        }
      }
    }
  }
  return entries;
}
