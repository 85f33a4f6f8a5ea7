/** Problem body every API error has: `{detail, code}`, plus the names of bad fields for validation errors. */
export interface ProblemBody {
  readonly detail: string;
  readonly code: string;
  readonly fields?: Readonly<Record<string, string>>;
}

/** An error meant for the caller: status, stable code and a message a person can read. */
export class AppException extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly detail: string,
    readonly fields?: Readonly<Record<string, string>>,
  ) {
    super(detail);
    this.name = 'AppException';
  }

  toBody(): ProblemBody {
    return this.fields
      ? { detail: this.detail, code: this.code, fields: this.fields }
      : { detail: this.detail, code: this.code };
  }
}
