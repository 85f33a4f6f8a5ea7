// The errors the edge itself answers with, in the API's error shape `{detail, code}`.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';

export enum EdgeErrorCode {
  BadRequest = 'BAD_REQUEST',
  Unauthorized = 'UNAUTHORIZED',
  RouteNotFound = 'ROUTE_NOT_FOUND',
  NotFound = 'NOT_FOUND',
  LengthRequired = 'LENGTH_REQUIRED',
  PayloadTooLarge = 'PAYLOAD_TOO_LARGE',
  RateLimited = 'RATE_LIMITED',
  UpstreamUnavailable = 'UPSTREAM_UNAVAILABLE',
  UpstreamTimeout = 'UPSTREAM_TIMEOUT',
  Internal = 'INTERNAL_ERROR',
}

export interface EdgeErrorBody {
  detail: string;
  code: EdgeErrorCode;
}

function assertUnreachable(value: never): never {
  throw new Error(`Unhandled value: ${String(value)}`);
}

export function statusOf(code: EdgeErrorCode): number {
  switch (code) {
    case EdgeErrorCode.BadRequest:
      return 400;
    case EdgeErrorCode.Unauthorized:
      return 401;
    case EdgeErrorCode.RouteNotFound:
    case EdgeErrorCode.NotFound:
      return 404;
    case EdgeErrorCode.LengthRequired:
      return 411;
    case EdgeErrorCode.PayloadTooLarge:
      return 413;
    case EdgeErrorCode.RateLimited:
      return 429;
    case EdgeErrorCode.UpstreamUnavailable:
      return 502;
    case EdgeErrorCode.UpstreamTimeout:
      return 504;
    case EdgeErrorCode.Internal:
      return 500;
    default:
      return assertUnreachable(code);
  }
}

/** Answers with `{detail, code}` unless a response is already under way, in which case it is cut off. */
export function sendEdgeError(
  res: ServerResponse,
  code: EdgeErrorCode,
  detail: string,
  headers: OutgoingHttpHeaders = {},
): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body = JSON.stringify({ detail, code } satisfies EdgeErrorBody);
  res.writeHead(statusOf(code), {
    ...headers,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
  });
  res.end(res.req.method === 'HEAD' ? undefined : body);
}

/** How much of a refused body the edge reads and drops, and for how long, before it closes the connection instead. */
export const DISCARD_LIMIT_BYTES = 16 * 1024 * 1024;
const DISCARD_LIMIT_MS = 30_000;

/** The edge answers itself before the service has the request, and drops what the client still sends. */
export function refuseRequest(
  req: IncomingMessage,
  res: ServerResponse,
  code: EdgeErrorCode,
  detail: string,
): void {
  if (!req.complete) {
    discardRestOfBody(req);
  }
  sendEdgeError(res, code, detail);
}

/**
 * Closing while the client is still sending makes the client's TCP stack answer the rest with a reset, which can
 * throw away our answer before the client has read it (as fetch did with a 2 MB body). So the edge reads the rest
 * and drops it, keeping the connection (nginx's lingering close does the same), and closes only a client that
 * sends far more than the limit or stalls.
 */
function discardRestOfBody(req: IncomingMessage): void {
  let discarded = 0;
  const giveUp = (): void => {
    clearTimeout(timer);
    req.socket.destroy();
  };
  const timer = setTimeout(giveUp, DISCARD_LIMIT_MS).unref();
  req.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > DISCARD_LIMIT_BYTES) {
      giveUp();
    }
  });
  req.once('end', () => clearTimeout(timer));
  req.once('close', () => clearTimeout(timer));
  req.resume();
}
