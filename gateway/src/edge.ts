// The local edge: a small node:http server that applies gateway/kong.yml the way Kong does, for running
// the distributed services on one machine without Kong. It routes with Kong's semantics
// (route-matcher.ts), runs the plugins kong.yml declares (one module each in plugins/, in Kong's priority
// order), proxies by streaming in both directions (round-robin over a service's replicas), and serves
// /app-config.json and the built SPA for everything that is not the API.
import http, {
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { pipeline } from 'node:stream';
import type { TLSSocket } from 'node:tls';
import { answerClientErrors } from '@site/http-parser-errors';
import { EdgeErrorCode, refuseRequest, sendEdgeError } from './edge-error';
import { loadJwtCredentials } from './jwt-auth';
import { parseKongConfig, pluginsFor, readKongConfigText, type KongConfig } from './kong-config';
import { createEdgePlugins, runAccessPhase, type Exchange, type RequestLog } from './plugins';
import { createRateLimiter } from './rate-limiter';
import { renderKongConfig, resolveIssuerKey, type RenderOptions } from './render-kong-config';
import { createRouter, type RouteMatch } from './route-matcher';
import { createStaticSite } from './static-files';
import { resolveUpstreams, type Upstream, type UpstreamTarget } from './upstreams';
import { clientAddressOf, compileTrustProxy, forwardedChainOf, type TrustProxySetting } from './trust-proxy';
import { normalizePath, splitRequestTarget } from './uri';

/** pino-compatible: fields first, then the message. */
export interface EdgeLogger {
  info(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
}

export interface EdgeOptions {
  host: string;
  /** 0 picks a free port; read the chosen one from `Edge.port`. */
  port: number;
  kongConfigPath: string;
  /** The built SPA; without it every request that matches no route gets the JSON 404. */
  staticDir?: string;
  /**
   * Base URL per Kong service name, e.g. `{ planner: 'http://127.0.0.1:3001' }`; replaces the url in kong.yml. Several
   * URLs are the targets of one upstream: requests go round-robin over them (Kong's default balancing).
   */
  upstreams: Readonly<Record<string, string | readonly string[]>>;
  logger?: EdgeLogger;
  /**
   * First path segments that belong to the API (`/api`, `/set_rag`, …): a request under them that matches no
   * route gets a JSON 404 instead of the SPA. By default they are taken from the paths in kong.yml.
   */
  apiPathPrefixes?: readonly string[];
  /**
   * The realm whose tokens the jwt plugin accepts: kong.yml is rendered with it at start, as for Kong (the
   * key of the JWKS, fetched once, or the PEM given). Required when kong.yml uses the jwt plugin and still
   * holds the render placeholders.
   */
  jwtIssuer?: EdgeJwtIssuer;
  /** Replaces the origins of the cors plugin(s) of kong.yml (exact origins, e.g. `http://localhost:5173`). */
  corsOrigins?: readonly string[];
  /** Served as `GET /app-config.json` (JSON, `Cache-Control: no-cache`) before the static files. */
  appConfig?: unknown;
  /** Milliseconds since the epoch, for token expiry and rate-limit windows; `Date.now` by default. */
  clock?: () => number;
  /**
   * Peers whose X-Forwarded-For names the client (TRUST_PROXY); by default none, and rate limits key on the
   * socket peer.
   */
  trustProxy?: TrustProxySetting;
}

export interface EdgeJwtIssuer {
  /** Exactly the `iss` of the realm's tokens. */
  issuer: string;
  /** The realm's JWKS (`<issuer>/protocol/openid-connect/certs`); its RS256 signing key is rendered. */
  jwksUrl?: string;
  /** With jwksUrl: the key to render when the realm has several. */
  kid?: string;
  /** Or the realm's RS256 public key itself. */
  publicKeyPem?: string;
}

export interface EdgeCloseOptions {
  /** Cut off requests still running after this many milliseconds; by default wait for all of them. */
  timeoutMs?: number;
}

export interface Edge {
  readonly server: Server;
  readonly config: KongConfig;
  /** `http://host:port` with the port actually bound. */
  readonly url: string;
  readonly port: number;
  /** Stops accepting connections and resolves once every in-flight request has finished. */
  close(options?: EdgeCloseOptions): Promise<void>;
}

class UpstreamTimeoutError extends Error {
  constructor(phase: 'connect' | 'read') {
    super(phase === 'connect' ? 'connect timeout' : 'read/write timeout');
    this.name = 'UpstreamTimeoutError';
  }
}

const silentLogger: EdgeLogger = { info: () => {}, warn: () => {}, error: () => {} };

/** Headers that describe one connection and are never forwarded (RFC 9110 section 7.6.1). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);
/** Set by the edge itself from what it sees (Kong trusts no client for them by default). */
const EDGE_SET_REQUEST_HEADERS = new Set([
  'host',
  'expect',
  'x-real-ip',
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
  'x-forwarded-port',
  'x-forwarded-path',
  'x-forwarded-prefix',
]);

function connectionTokens(value: string | string[] | undefined): Set<string> {
  const joined = Array.isArray(value) ? value.join(',') : (value ?? '');
  return new Set(
    joined
      .split(',')
      .map((token) => token.trim().toLowerCase())
      .filter((token) => token.length > 0),
  );
}

/** First path segments of the routes' paths, e.g. `/api` and `/set_rag`. */
export function apiPathPrefixesOf(config: KongConfig): string[] {
  const prefixes = new Set<string>();
  for (const route of config.services.flatMap((service) => service.routes)) {
    for (const path of route.paths) {
      const pattern = path.startsWith('~') ? path.slice(1) : path;
      const literal = path.startsWith('~')
        ? (/^(?:[A-Za-z0-9/_~,;:@=!&'-]|\\[^A-Za-z0-9])*/.exec(pattern)?.[0] ?? '')
        : path;
      const text = literal.replace(/\\(.)/g, '$1');
      const end = text.indexOf('/', 1);
      const rest = pattern.slice(literal.length);
      if (end !== -1) {
        prefixes.add(text.slice(0, end));
      } else if (text.length > 1 && (!path.startsWith('~') || rest === '' || /^(\/\??)?\$?$/.test(rest))) {
        prefixes.add(text);
      }
    }
  }
  return [...prefixes];
}

/** The request target as a path with its query, also for absolute-form targets; undefined if unusable. */
function requestTargetOf(url: string | undefined): string | undefined {
  if (url === undefined || url === '') {
    return undefined;
  }
  if (url.startsWith('/')) {
    return url;
  }
  try {
    const parsed = new URL(url);
    return parsed.pathname + parsed.search;
  } catch {
    return undefined;
  }
}

/** Reads kong.yml and renders it with the edge's issuer and origins, as the deployment does for Kong. */
async function loadEdgeConfig(options: EdgeOptions, logger: EdgeLogger): Promise<KongConfig> {
  const text = readKongConfigText(options.kongConfigPath);
  const render: RenderOptions = { origins: options.corsOrigins };
  if (options.jwtIssuer) {
    const key = await resolveIssuerKey(options.jwtIssuer);
    if (key.candidates.length > 1 && options.jwtIssuer.kid === undefined) {
      logger.warn(
        { kids: key.candidates, rendered: key.kid },
        'the JWKS has several RS256 signing keys; the edge (like Kong) accepts only the rendered one',
      );
    }
    render.issuer = options.jwtIssuer.issuer;
    render.publicKeyPem = key.publicKeyPem;
  }
  const rendered =
    render.issuer === undefined && render.origins === undefined
      ? text
      : renderKongConfig(text, render, options.kongConfigPath);
  return parseKongConfig(rendered, options.kongConfigPath);
}

function serializeAppConfig(appConfig: unknown): string | undefined {
  if (appConfig === undefined) {
    return undefined;
  }
  const body = JSON.stringify(appConfig);
  if (body === undefined) {
    throw new Error('Cannot start the edge: appConfig cannot be serialised as JSON');
  }
  return body;
}

/**
 * Starts the edge; rejects with a message naming every problem (kong.yml, issuer key, upstreams, staticDir,
 * port).
 */
export async function startEdge(options: EdgeOptions): Promise<Edge> {
  const logger = options.logger ?? silentLogger;
  const clock = options.clock ?? Date.now;
  const config = await loadEdgeConfig(options, logger);
  const trust = compileTrustProxy(options.trustProxy ?? false);
  const plugins = createEdgePlugins({
    credentials: loadJwtCredentials(config),
    rateLimiter: createRateLimiter(clock),
    trust,
    clock,
  });
  const appConfigBody = serializeAppConfig(options.appConfig);
  const upstreams = resolveUpstreams(config, options.upstreams, logger);
  const router = createRouter(config);
  const site = options.staticDir === undefined ? undefined : createStaticSite(options.staticDir);
  const apiPrefixes = new Set(options.apiPathPrefixes ?? apiPathPrefixesOf(config));
  const agents = {
    'http:': new http.Agent({ keepAlive: true }),
    'https:': new https.Agent({ keepAlive: true }),
  };

  let closing = false;
  let inFlight = 0;
  let onDrained: (() => void) | undefined;
  let listeningPort = 0;

  function isApiPath(normalizedPath: string): boolean {
    const firstSegment = `/${normalizedPath.split('/')[1] ?? ''}`;
    return apiPrefixes.has(firstSegment);
  }

  function upstreamHeaders(
    req: IncomingMessage,
    match: RouteMatch,
    upstream: UpstreamTarget,
  ): OutgoingHttpHeaders {
    const headers: OutgoingHttpHeaders = {};
    const dropped = connectionTokens(req.headers.connection);
    for (const [name, value] of Object.entries(req.headers)) {
      if (
        value !== undefined &&
        !HOP_BY_HOP.has(name) &&
        !dropped.has(name) &&
        !EDGE_SET_REQUEST_HEADERS.has(name)
      ) {
        headers[name] = value;
      }
    }
    const clientHost = req.headers.host ?? '';
    headers.host = match.route.preserve_host && clientHost !== '' ? clientHost : upstream.hostHeader;
    // X-Real-IP is the client as trusted proxies name it (as in Kong); X-Forwarded-For carries only what the
    // edge trusts, then its peer (Kong would also pass on what the client wrote itself).
    headers['x-real-ip'] = clientAddressOf(req, trust);
    headers['x-forwarded-for'] = forwardedChainOf(req, trust).join(', ');
    headers['x-forwarded-proto'] = (req.socket as Partial<TLSSocket>).encrypted ? 'https' : 'http';
    headers['x-forwarded-host'] = clientHost.replace(/:\d+$/, '');
    headers['x-forwarded-port'] = String(req.socket.localPort ?? listeningPort);
    headers['x-forwarded-path'] = match.normalizedPath;
    if (match.route.strip_path && match.matchedPrefix !== '/') {
      headers['x-forwarded-prefix'] = match.matchedPrefix;
    }
    if (req.headers['content-length'] === undefined && req.headers['transfer-encoding'] !== undefined) {
      // A body of unknown length: forward it chunked whatever the method.
      headers['transfer-encoding'] = 'chunked';
    }
    return headers;
  }

  function copyResponseHeaders(upstreamRes: IncomingMessage, res: ServerResponse): void {
    const dropped = connectionTokens(upstreamRes.headers.connection);
    for (const [name, value] of Object.entries(upstreamRes.headers)) {
      if (value !== undefined && !HOP_BY_HOP.has(name) && !dropped.has(name)) {
        res.setHeader(name, value);
      }
    }
  }

  function proxy(exchange: Exchange, match: RouteMatch, headerPhases: readonly (() => void)[]): void {
    const { req, res, log, bodyLimit } = exchange;
    const { service } = match;
    const upstream = (upstreams.get(service.name) as Upstream).next();
    let answered = false;

    /** The edge answers itself: stop forwarding, read and discard what the client still sends, then close. */
    const answer = (code: EdgeErrorCode, detail: string): void => {
      answered = true;
      refuseRequest(req, res, code, detail);
    };

    const upstreamReq = (upstream.protocol === 'https:' ? https : http).request({
      protocol: upstream.protocol,
      hostname: upstream.hostname,
      port: upstream.port,
      method: req.method,
      path: match.upstreamPath,
      headers: upstreamHeaders(req, match, upstream),
      agent: agents[upstream.protocol],
    });
    upstreamReq.setTimeout(Math.max(service.read_timeout, service.write_timeout), () =>
      upstreamReq.destroy(new UpstreamTimeoutError('read')),
    );
    upstreamReq.on('socket', (socket) => {
      if (!socket.connecting) {
        return;
      }
      const timer = setTimeout(
        () => upstreamReq.destroy(new UpstreamTimeoutError('connect')),
        service.connect_timeout,
      );
      const clear = (): void => clearTimeout(timer);
      socket.once('connect', clear);
      socket.once('close', clear);
    });

    upstreamReq.on('error', (error) => {
      if (answered) {
        return;
      }
      log.upstreamError = error.message;
      if (error instanceof UpstreamTimeoutError) {
        answer(EdgeErrorCode.UpstreamTimeout, `The ${service.name} service did not answer in time.`);
      } else {
        answer(EdgeErrorCode.UpstreamUnavailable, `The ${service.name} service is not reachable.`);
      }
    });

    upstreamReq.on('response', (upstreamRes) => {
      if (answered) {
        upstreamRes.resume();
        return;
      }
      copyResponseHeaders(upstreamRes, res);
      // The plugins' response headers win over the service's, as in Kong's header_filter phase.
      for (const headerPhase of headerPhases) {
        headerPhase();
      }
      if (closing) {
        res.setHeader('connection', 'close');
      }
      res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.statusMessage);
      // Send the status line and headers now: a streamed answer must not wait for its first chunk.
      res.flushHeaders();
      pipeline(upstreamRes, res, (error) => {
        if (error && !answered) {
          log.upstreamError = error.message;
        }
      });
    });

    // A client that goes away takes the upstream request with it.
    res.once('close', () => {
      if (!res.writableFinished) {
        upstreamReq.destroy();
      }
    });

    // Stream the body as it arrives, counting it: Content-Length can be absent (chunked) or wrong.
    let received = 0;
    req.on('data', (chunk: Buffer) => {
      if (answered) {
        return;
      }
      received += chunk.length;
      if (bodyLimit !== undefined && received > bodyLimit.bytes) {
        upstreamReq.destroy();
        answered = true;
        bodyLimit.refuse();
        return;
      }
      if (!upstreamReq.write(chunk)) {
        req.pause();
        upstreamReq.once('drain', () => req.resume());
      }
    });
    req.once('end', () => {
      if (!answered) {
        upstreamReq.end();
      }
    });
  }

  async function handle(req: IncomingMessage, res: ServerResponse, log: RequestLog): Promise<void> {
    const target = requestTargetOf(req.url);
    if (target === undefined) {
      sendEdgeError(res, EdgeErrorCode.BadRequest, 'The request target is not a path.');
      return;
    }
    const method = req.method ?? 'GET';
    const match = router.match(method, target);
    const exchange: Exchange = { req, res, route: match?.route, log };
    if (match) {
      log.routeName = match.route.name;
      log.serviceName = match.service.name;
    }
    const passed = await runAccessPhase(plugins, pluginsFor(config, match?.service, match?.route), exchange);
    if (!passed) {
      return;
    }
    if (match) {
      proxy(exchange, match, passed.headerPhases);
      return;
    }
    const { path: rawPath } = splitRequestTarget(target);
    const normalizedPath = normalizePath(rawPath);
    if (
      appConfigBody !== undefined &&
      normalizedPath === '/app-config.json' &&
      (method === 'GET' || method === 'HEAD')
    ) {
      res.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(appConfigBody),
        'cache-control': 'no-cache',
        'x-content-type-options': 'nosniff',
      });
      res.end(method === 'HEAD' ? undefined : appConfigBody);
      return;
    }
    if (site && !isApiPath(normalizedPath) && (method === 'GET' || method === 'HEAD')) {
      await site.serve(req, res, rawPath);
      return;
    }
    // Kong's answer is "no Route matched with those values"; the edge uses the API's error shape.
    sendEdgeError(res, EdgeErrorCode.RouteNotFound, `No route matches ${method} ${normalizedPath}.`);
  }

  const server = http.createServer((req, res) => {
    inFlight += 1;
    const started = performance.now();
    const log: RequestLog = {};
    if (closing) {
      res.setHeader('connection', 'close');
    }
    res.once('close', () => {
      inFlight -= 1;
      const fields = {
        method: req.method,
        path: req.url,
        status: res.statusCode,
        route: log.routeName,
        service: log.serviceName,
        correlationId: log.correlationId,
        durationMs: Math.round(performance.now() - started),
        completed: res.writableFinished,
        ...(log.upstreamError === undefined ? {} : { upstreamError: log.upstreamError }),
        ...(log.authFailure === undefined ? {} : { authFailure: log.authFailure }),
        ...(log.rateLimited ? { rateLimited: true } : {}),
      };
      if (log.upstreamError !== undefined) {
        logger.warn(fields, 'request failed upstream');
      } else {
        logger.info(fields, 'request');
      }
      if (inFlight === 0) {
        onDrained?.();
      }
    });
    handle(req, res, log).catch((error: unknown) => {
      logger.error({ error: (error as Error).message, correlationId: log.correlationId }, 'edge failure');
      sendEdgeError(res, EdgeErrorCode.Internal, 'The gateway failed to handle the request.');
    });
  });

  answerClientErrors(server);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  listeningPort = (server.address() as AddressInfo).port;
  server.on('error', (error) => logger.error({ error: error.message }, 'edge server error'));
  const urlHost = options.host.includes(':') ? `[${options.host}]` : options.host;
  const url = `http://${urlHost}:${listeningPort}`;
  logger.info({ url, services: [...upstreams.keys()], staticDir: site?.rootDir }, 'edge listening');

  let closed: Promise<void> | undefined;
  const close = (closeOptions: EdgeCloseOptions = {}): Promise<void> => {
    closed ??= (async () => {
      closing = true;
      const serverClosed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      if (inFlight > 0) {
        await new Promise<void>((resolve) => {
          onDrained = resolve;
          if (closeOptions.timeoutMs !== undefined) {
            setTimeout(() => {
              logger.warn({ inFlight }, 'edge closing: cutting off requests still running');
              server.closeAllConnections();
              resolve();
            }, closeOptions.timeoutMs).unref();
          }
        });
      }
      // Connections kept alive by the last responses are idle now.
      server.closeIdleConnections();
      await serverClosed;
      agents['http:'].destroy();
      agents['https:'].destroy();
      logger.info({ url }, 'edge closed');
    })();
    return closed;
  };

  return { server, config, url, port: listeningPort, close };
}
