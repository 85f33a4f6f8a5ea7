import { HttpException } from '@nestjs/common';
import { ZodValidationException } from 'nestjs-zod';
import { ZodError } from 'zod';
import { AppException, ProblemBody } from './app.exception';
import { codeForStatus, ErrorCode } from './error-code';

export interface Problem {
  readonly status: number;
  readonly body: ProblemBody;
  /** True when the cause is ours, not the caller's: it is logged with its stack. */
  readonly unexpected: boolean;
}

/**
 * An error made with http-errors, as body-parser and raw-body raise them: recognised by its shape (the test of
 * http-errors' own `isHttpError`), since a decompression error arrives as zlib's error with a status added and
 * no body-parser `type`.
 */
export interface HttpError extends Error {
  readonly status: number;
  readonly statusCode: number;
  readonly expose: boolean;
  readonly type?: unknown;
  readonly code?: unknown;
  readonly encoding?: unknown;
  readonly charset?: unknown;
}

export function isHttpError(error: unknown): error is HttpError {
  if (!(error instanceof Error)) return false;
  const candidate = error as Partial<HttpError>;
  return (
    typeof candidate.expose === 'boolean' &&
    typeof candidate.statusCode === 'number' &&
    candidate.status === candidate.statusCode
  );
}

/** A client's error from reading the request body (malformed, oversized, badly encoded): never a 5xx. */
export function isBodyParserError(error: unknown): error is HttpError {
  return isHttpError(error) && error.status >= 400 && error.status < 500;
}

/** zlib's and brotli's errors for data that is not what its Content-Encoding says (Z_DATA_ERROR, ERR__ERROR_FORMAT_…). */
function isDecompressionError(error: HttpError): boolean {
  return (
    typeof error.code === 'string' &&
    /^(Z_[A-Z_]+|ERR__ERROR_[A-Z0-9_]+|ERR_BROTLI_[A-Z0-9_]+)$/.test(error.code)
  );
}

function clientProblem(status: number, code: ErrorCode, detail: string): Problem {
  return { status, body: { detail, code }, unexpected: false };
}

function bodyProblem(error: HttpError): Problem {
  const type = typeof error.type === 'string' ? error.type : undefined;
  if (error.status === 413 || type === 'entity.too.large') {
    return clientProblem(413, ErrorCode.PayloadTooLarge, 'Request body is too large.');
  }
  if (type === 'encoding.unsupported' && typeof error.encoding === 'string') {
    return clientProblem(
      415,
      ErrorCode.UnsupportedMediaType,
      `Content-Encoding "${error.encoding}" is not supported: send the body as it is, or as gzip, deflate or br.`,
    );
  }
  if (type === 'charset.unsupported' && typeof error.charset === 'string') {
    return clientProblem(
      415,
      ErrorCode.UnsupportedMediaType,
      `Charset "${error.charset}" is not supported: send the body as UTF-8.`,
    );
  }
  if (isDecompressionError(error)) {
    return clientProblem(
      400,
      ErrorCode.MalformedBody,
      'Request body is not valid data for its Content-Encoding.',
    );
  }
  if (type === 'entity.parse.failed' || error instanceof SyntaxError) {
    return clientProblem(400, ErrorCode.MalformedJson, 'Request body is not valid JSON.');
  }
  if (error.status === 400) {
    return clientProblem(400, ErrorCode.MalformedBody, 'Request body could not be read.');
  }
  return clientProblem(
    error.status,
    codeForStatus(error.status),
    error.expose ? error.message : 'The request could not be handled.',
  );
}

export function fieldsOfZodError(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '(body)';
    fields[key] ??= issue.message;
  }
  return fields;
}

function validationProblem(error: ZodError): Problem {
  const fields = fieldsOfZodError(error);
  const detail = `Invalid request: ${Object.entries(fields)
    .map(([field, message]) => `${field}: ${message}`)
    .join('; ')}`;
  return { status: 400, body: { detail, code: ErrorCode.ValidationFailed, fields }, unexpected: false };
}

/**
 * The bus cannot take or answer a message right now (no responders: e.g. a JetStream stream without a leader while
 * a cluster elects one; a timeout; a closed connection): the caller may try again. Recognised by the nats client's
 * error name and code, so the platform's error mapping needs no import of the client.
 */
const BUS_UNAVAILABLE_CODES = new Set([
  '503',
  'TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_DRAINING',
  'DISCONNECT',
]);
/**
 * JetStream's own answers (nats-server's errors.json) while a stream's raft group changes hands: not assigned to
 * this server (10007), not the leader (10009), stream offline (10118, 10194), the same message id still being
 * stored (10158), too many requests (10167). Anything JetStream answers with 503 is unavailable too.
 */
const JETSTREAM_BETWEEN_LEADERS = new Set([10007, 10009, 10118, 10158, 10167, 10194]);
function isBusUnavailable(error: unknown): boolean {
  const { name, code, api_error } = (error ?? {}) as { name?: unknown; code?: unknown; api_error?: unknown };
  if (name !== 'NatsError') return false;
  if (typeof code === 'string' && BUS_UNAVAILABLE_CODES.has(code)) return true;
  const answer = (api_error ?? {}) as { code?: unknown; err_code?: unknown };
  return (
    answer.code === 503 ||
    (typeof answer.err_code === 'number' && JETSTREAM_BETWEEN_LEADERS.has(answer.err_code))
  );
}

/** Maps anything thrown while handling a request to the status and `{detail, code}` body the caller gets. */
export function toProblem(error: unknown): Problem {
  if (error instanceof AppException) {
    return {
      status: error.status,
      body: error.toBody(),
      unexpected: error.status >= 500 && error.status !== 501 && error.status !== 503,
    };
  }
  if (error instanceof ZodValidationException) {
    const zodError = error.getZodError();
    if (zodError instanceof ZodError) return validationProblem(zodError);
  }
  if (error instanceof ZodError) return validationProblem(error);
  if (error instanceof HttpException) {
    const status = error.getStatus();
    const response = error.getResponse();
    const message =
      typeof response === 'object' && response !== null && 'message' in response
        ? String((response as { message: unknown }).message)
        : error.message;
    return { status, body: { detail: message, code: codeForStatus(status) }, unexpected: status >= 500 };
  }
  if (isBodyParserError(error)) return bodyProblem(error);
  if (isBusUnavailable(error)) {
    return {
      status: 503,
      body: {
        detail: 'The service is briefly unavailable: please try again.',
        code: ErrorCode.ServiceUnavailable,
      },
      unexpected: false,
    };
  }
  return {
    status: 500,
    body: { detail: 'Internal server error.', code: ErrorCode.Internal },
    unexpected: true,
  };
}
