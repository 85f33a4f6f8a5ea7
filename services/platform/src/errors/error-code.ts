/** Machine-readable codes shared by every service; features add their own enums beside their modules. */
export enum ErrorCode {
  ValidationFailed = 'VALIDATION_FAILED',
  MalformedJson = 'MALFORMED_JSON',
  MalformedBody = 'MALFORMED_BODY',
  MalformedRequest = 'MALFORMED_REQUEST',
  RequestTimeout = 'REQUEST_TIMEOUT',
  RequestHeaderFieldsTooLarge = 'REQUEST_HEADER_FIELDS_TOO_LARGE',
  PayloadTooLarge = 'PAYLOAD_TOO_LARGE',
  Unauthorized = 'UNAUTHORIZED',
  Forbidden = 'FORBIDDEN',
  NotFound = 'NOT_FOUND',
  MethodNotAllowed = 'METHOD_NOT_ALLOWED',
  Conflict = 'CONFLICT',
  UnsupportedMediaType = 'UNSUPPORTED_MEDIA_TYPE',
  RateLimited = 'RATE_LIMITED',
  NotImplemented = 'NOT_IMPLEMENTED',
  ServiceUnavailable = 'SERVICE_UNAVAILABLE',
  BusTimeout = 'BUS_TIMEOUT',
  BusContractViolation = 'BUS_CONTRACT_VIOLATION',
  ShuttingDown = 'SHUTTING_DOWN',
  Internal = 'INTERNAL_ERROR',
}

export function assertUnreachable(value: never): never {
  throw new Error(`Unhandled case: ${String(value)}`);
}

/** The code a plain HTTP status maps to when no feature code is given. */
export function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
      return ErrorCode.ValidationFailed;
    case 401:
      return ErrorCode.Unauthorized;
    case 403:
      return ErrorCode.Forbidden;
    case 404:
      return ErrorCode.NotFound;
    case 405:
      return ErrorCode.MethodNotAllowed;
    case 408:
      return ErrorCode.RequestTimeout;
    case 409:
      return ErrorCode.Conflict;
    case 413:
      return ErrorCode.PayloadTooLarge;
    case 415:
      return ErrorCode.UnsupportedMediaType;
    case 429:
      return ErrorCode.RateLimited;
    case 431:
      return ErrorCode.RequestHeaderFieldsTooLarge;
    case 501:
      return ErrorCode.NotImplemented;
    case 503:
      return ErrorCode.ServiceUnavailable;
    case 504:
      return ErrorCode.BusTimeout;
    default:
      return status >= 500 ? ErrorCode.Internal : ErrorCode.ValidationFailed;
  }
}
