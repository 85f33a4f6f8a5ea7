import { AppException } from '../errors/app.exception';
import { ErrorCode } from '../errors/error-code';

function isRemoteProblem(value: unknown): value is { detail: string; code: string; status?: number } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { detail?: unknown }).detail === 'string' &&
    typeof (value as { code?: unknown }).code === 'string'
  );
}

/** Turns what a bus request failed with into the AppException the caller's HTTP layer can answer with. */
export function toBusException(subject: string, error: unknown, timeoutMs: number): AppException {
  if (error instanceof AppException) return error;
  if (isRemoteProblem(error)) return new AppException(error.status ?? 500, error.code, error.detail);
  if (error instanceof Error && error.name === 'TimeoutError') {
    return new AppException(504, ErrorCode.BusTimeout, `No answer to ${subject} within ${timeoutMs} ms.`);
  }
  const message = error instanceof Error ? error.message : String(error);
  return new AppException(503, ErrorCode.ServiceUnavailable, `Bus request ${subject} failed: ${message}`);
}
