import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';

/** The sign-in and registration forms are a few short fields: anything near these limits is not a person typing. */
export const FORM_LIMIT_BYTES = 16 * 1024;
export const MAX_FORM_FIELDS = 16;
export const MAX_FIELD_LENGTH = 1024;

export type FormFailure = 'tooLarge' | 'unreadable' | 'unsupported';

/** A form post the provider cannot take, with the status it is answered with. */
export class FormError extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    readonly failure: FormFailure,
  ) {
    super(`form ${failure}`);
    this.name = 'FormError';
  }
}

/**
 * An error of body-parser (http-errors): recognised by its shape, since a decompression error is zlib's own error
 * with a status added and no `type`.
 */
function isClientHttpError(error: unknown): error is Error & { status: number } {
  if (!(error instanceof Error)) return false;
  const candidate = error as Error & { status?: unknown; statusCode?: unknown; expose?: unknown };
  return (
    typeof candidate.expose === 'boolean' &&
    typeof candidate.status === 'number' &&
    candidate.status === candidate.statusCode &&
    candidate.status >= 400 &&
    candidate.status < 500
  );
}

/** The client's fault in reading a form, if the error is one; anything else is the provider's. */
export function formErrorOf(error: unknown): FormError | undefined {
  if (error instanceof FormError) return error;
  if (!isClientHttpError(error)) return undefined;
  if (error.status === 413) return new FormError(413, 'tooLarge');
  if (error.status === 415) return new FormError(415, 'unsupported');
  return new FormError(400, 'unreadable');
}

/**
 * Parses a browser form post (urlencoded) into `req.body`. Another content type is refused with 415; a body over
 * FORM_LIMIT_BYTES, more than MAX_FORM_FIELDS fields or a field over MAX_FIELD_LENGTH characters with 413; a body
 * that cannot be decoded with 400. A post without a body is an empty form.
 */
export function formBody(): RequestHandler {
  const parse = express.urlencoded({
    extended: false,
    limit: FORM_LIMIT_BYTES,
    parameterLimit: MAX_FORM_FIELDS,
  });
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.is('application/x-www-form-urlencoded') === false) {
      next(new FormError(415, 'unsupported'));
      return;
    }
    parse(req, res, (error?: unknown) => {
      if (error) {
        next(formErrorOf(error) ?? error);
        return;
      }
      const values = Object.values((req.body ?? {}) as Record<string, string | string[]>).flat();
      if (values.some((value) => value.length > MAX_FIELD_LENGTH)) {
        next(new FormError(413, 'tooLarge'));
        return;
      }
      next();
    });
  };
}

/** One field of a parsed form: '' when it is missing or repeated (a browser's own form sends each field once). */
export function formField(body: unknown, name: string): string {
  if (typeof body !== 'object' || body === null || !Object.hasOwn(body, name)) return '';
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : '';
}
