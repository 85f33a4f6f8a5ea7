// Kong's cors plugin for exact origins (kong/plugins/cors/handler.lua): the edge answers preflights itself
// and adds the CORS headers to every other answer of the route, its own errors included.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { normalizeOrigin, type CorsConfig } from './kong-config';

/** What the cors plugin does to the answer of an actual (non-preflight) request. */
export interface CorsResponse {
  /** Headers to set on the answer, whoever produces it. */
  headers: Readonly<Record<string, string>>;
  /** Kong clears an Access-Control-Allow-Origin the service set when the origin is not allowed. */
  clearAllowOrigin: boolean;
  /** Whether `Vary: Origin` is added. */
  varyOrigin: boolean;
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** A CORS preflight as Kong recognises it: OPTIONS with Origin and Access-Control-Request-Method. */
export function isPreflight(req: IncomingMessage): boolean {
  return (
    req.method === 'OPTIONS' &&
    headerValue(req.headers.origin) !== undefined &&
    headerValue(req.headers['access-control-request-method']) !== undefined
  );
}

/** The allowed origin matching the request's `Origin` (compared normalised), or undefined. */
export function allowedOrigin(config: CorsConfig, origin: string | undefined): string | undefined {
  if (origin === undefined) {
    return undefined;
  }
  const normalized = normalizeOrigin(origin);
  return normalized !== undefined && config.origins.includes(normalized) ? normalized : undefined;
}

/**
 * Headers of a preflight answer: the full set when the origin is allowed, only `Vary: Origin` otherwise (Kong
 * still lists methods and headers for a refused origin; without Access-Control-Allow-Origin the browser
 * refuses either way).
 */
export function preflightHeaders(config: CorsConfig, req: IncomingMessage): OutgoingHttpHeaders {
  const origin = allowedOrigin(config, headerValue(req.headers.origin));
  if (origin === undefined) {
    return { vary: 'Origin' };
  }
  const headers: OutgoingHttpHeaders = {
    vary: 'Origin',
    'access-control-allow-origin': origin,
    'access-control-allow-methods': config.methods.join(','),
  };
  const requested = headerValue(req.headers['access-control-request-headers']);
  if (config.headers.length > 0) {
    headers['access-control-allow-headers'] = config.headers.join(',');
  } else if (requested !== undefined) {
    headers['access-control-allow-headers'] = requested;
  }
  if (config.credentials) {
    headers['access-control-allow-credentials'] = 'true';
  }
  if (config.max_age !== undefined) {
    headers['access-control-max-age'] = String(config.max_age);
  }
  if (
    config.private_network &&
    headerValue(req.headers['access-control-request-private-network']) === 'true'
  ) {
    headers['access-control-allow-private-network'] = 'true';
  }
  return headers;
}

/** Answers a preflight with 204 and no body; it never reaches the service. */
export function answerPreflight(config: CorsConfig, req: IncomingMessage, res: ServerResponse): void {
  req.resume();
  res.writeHead(204, { ...preflightHeaders(config, req), 'content-length': 0 });
  res.end();
}

/** The CORS headers of an actual request's answer (Kong's header_filter phase). */
export function corsResponse(config: CorsConfig, req: IncomingMessage): CorsResponse | undefined {
  const requestOrigin = headerValue(req.headers.origin);
  if (requestOrigin === undefined && !config.allow_origin_absent) {
    return undefined;
  }
  const origin = allowedOrigin(config, requestOrigin);
  const headers: Record<string, string> = {};
  if (origin !== undefined) {
    headers['access-control-allow-origin'] = origin;
  }
  if (config.credentials) {
    headers['access-control-allow-credentials'] = 'true';
  }
  if (config.exposed_headers.length > 0) {
    headers['access-control-expose-headers'] = config.exposed_headers.join(',');
  }
  return { headers, clearAllowOrigin: origin === undefined, varyOrigin: true };
}

/** Applies a CorsResponse to an answer, after the service's headers have been copied onto it. */
export function applyCorsResponse(res: ServerResponse, cors: CorsResponse): void {
  for (const [name, value] of Object.entries(cors.headers)) {
    res.setHeader(name, value);
  }
  if (cors.clearAllowOrigin) {
    res.removeHeader('access-control-allow-origin');
  }
  if (cors.varyOrigin) {
    const current = res.getHeader('vary');
    const values = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
      .split(',')
      .map((value) => value.trim())
      .filter((value) => value !== '');
    if (!values.some((value) => value === '*' || value.toLowerCase() === 'origin')) {
      values.push('Origin');
    }
    res.setHeader('vary', values.join(', '));
  }
}
