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

/** Error raised by body-parser (express) for malformed or oversized bodies. */
interface BodyParserError {
  readonly type: string;
  readonly status?: number;
  readonly statusCode?: number;
}

export function isBodyParserError(error: unknown): error is BodyParserError {
  return (
    typeof error === 'object' && error !== null && typeof (error as { type?: unknown }).type === 'string'
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
  if (isBodyParserError(error)) {
    if (error.type === 'entity.too.large') {
      return {
        status: 413,
        body: { detail: 'Request body is too large.', code: ErrorCode.PayloadTooLarge },
        unexpected: false,
      };
    }
    if (error.type === 'entity.parse.failed') {
      return {
        status: 400,
        body: { detail: 'Request body is not valid JSON.', code: ErrorCode.MalformedJson },
        unexpected: false,
      };
    }
    const status = error.status ?? error.statusCode ?? 400;
    if (status < 500) {
      return {
        status,
        body: { detail: 'Request body could not be read.', code: codeForStatus(status) },
        unexpected: false,
      };
    }
  }
  return {
    status: 500,
    body: { detail: 'Internal server error.', code: ErrorCode.Internal },
    unexpected: true,
  };
}
