import type { Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

interface ClientErrorAnswer {
  readonly status: number;
  readonly reason: string;
  readonly code: string;
  readonly detail: string;
}

/** What Node's HTTP parser refused, as the status Node itself would answer (see its `socketOnError`). */
export function clientErrorAnswer(error: Error & { code?: unknown }): ClientErrorAnswer {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return {
        status: 431,
        reason: 'Request Header Fields Too Large',
        code: 'REQUEST_HEADER_FIELDS_TOO_LARGE',
        detail:
          'The request line and headers are too large: shorten the URL or send fewer or smaller headers.',
      };
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return {
        status: 413,
        reason: 'Payload Too Large',
        code: 'PAYLOAD_TOO_LARGE',
        detail: 'The chunk extensions of the request body are too large.',
      };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return {
        status: 408,
        reason: 'Request Timeout',
        code: 'REQUEST_TIMEOUT',
        detail: 'The request was not received in time.',
      };
    default:
      return {
        status: 400,
        reason: 'Bad Request',
        code: 'MALFORMED_REQUEST',
        detail: 'The request is not valid HTTP/1.1.',
      };
  }
}

/** The whole raw HTTP/1.1 answer: the parser is gone, so it is written on the socket, and the connection closes. */
export function rawClientErrorResponse(answer: ClientErrorAnswer): string {
  const body = JSON.stringify({ detail: answer.detail, code: answer.code });
  return [
    `HTTP/1.1 ${answer.status} ${answer.reason}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/**
 * Requests Node's parser refuses (heads over its size limit, malformed request lines or headers) get the API's
 * `{detail, code}` in JSON instead of Node's empty answer. As Node does, nothing is written once an answer on
 * this connection has begun.
 */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: Error & { code?: unknown }, socket: Socket) => {
    // Node's own test: an answer already under way on this connection must not be corrupted.
    const inFlight = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
    if (error.code !== 'ECONNRESET' && socket.writable && !inFlight?.headersSent) {
      socket.end(rawClientErrorResponse(clientErrorAnswer(error)));
    }
    socket.destroySoon();
  });
}
