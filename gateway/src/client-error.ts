// Requests Node's HTTP parser refuses before the edge sees them (heads over its size limit, malformed request
// lines or headers): answered in the API's error shape `{detail, code}` instead of Node's empty answer.
import type { Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

interface ClientErrorAnswer {
  readonly status: number;
  readonly reason: string;
  readonly code: string;
  readonly detail: string;
}

/** The status Node itself would answer (its `socketOnError`), with the codes the services use. */
function answerFor(code: unknown): ClientErrorAnswer {
  switch (code) {
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

function rawResponse(answer: ClientErrorAnswer): string {
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

/** As Node does, nothing is written once an answer on this connection has begun; the connection then closes. */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: Error & { code?: unknown }, socket: Socket) => {
    const inFlight = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
    if (error.code !== 'ECONNRESET' && socket.writable && !inFlight?.headersSent) {
      socket.end(rawResponse(answerFor(error.code)));
    }
    socket.destroySoon();
  });
}
