import type { z } from 'zod';
import { AppException } from '../errors/app.exception';
import { ErrorCode } from '../errors/error-code';

/**
 * The typed contract of one request/reply subject: what the asker sends and what the answering service replies,
 * both as zod schemas. The asker validates its payload before sending and the reply on arrival; the answering
 * side validates the request with the same schema (`@AnswersRequest(contract)`). Schemas must survive a JSON round
 * trip (no transforms into non-JSON values): what is sent is the parsed payload.
 */
export interface RequestContract<Req extends z.ZodType = z.ZodType, Rep extends z.ZodType = z.ZodType> {
  readonly subject: string;
  readonly request: Req;
  readonly reply: Rep;
}

/** The typed contract of one work-queue subject: every item published or consumed on it matches `payload`. */
export interface WorkContract<P extends z.ZodType = z.ZodType> {
  readonly subject: string;
  readonly payload: P;
}

export function defineRequest<Req extends z.ZodType, Rep extends z.ZodType>(
  contract: RequestContract<Req, Rep>,
): RequestContract<Req, Rep> {
  return Object.freeze({ ...contract });
}

export function defineWork<P extends z.ZodType>(contract: WorkContract<P>): WorkContract<P> {
  return Object.freeze({ ...contract });
}

/** What an asker passes to `bus.request(contract, …)` (defaults not yet applied). */
export type RequestOf<C extends RequestContract> = z.input<C['request']>;
/** What the answering handler receives: the request after validation. */
export type ParsedRequestOf<C extends RequestContract> = z.output<C['request']>;
/** What the answering handler returns. */
export type ReplyInputOf<C extends RequestContract> = z.input<C['reply']>;
/** What the asker gets back: the reply after validation. */
export type ReplyOf<C extends RequestContract> = z.output<C['reply']>;
/** What a publisher passes to `queue.publish(contract, …)`. */
export type PayloadOf<C extends WorkContract> = z.input<C['payload']>;
/** What a consumer's handler receives: the item's payload after validation. */
export type ParsedPayloadOf<C extends WorkContract> = z.output<C['payload']>;

/** Which side of a contract a message broke. */
export type ContractStage = 'request' | 'reply' | 'publish';

export interface ContractIssue {
  readonly path: string;
  readonly message: string;
}

export function contractIssues(error: z.ZodError): ContractIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.length > 0 ? issue.path.map(String).join('.') : '(payload)',
    message: issue.message,
  }));
}

function summary(issues: readonly ContractIssue[]): string {
  const shown = issues
    .slice(0, 3)
    .map((i) => `${i.path}: ${i.message}`)
    .join('; ');
  return issues.length > 3 ? `${shown}; and ${issues.length - 3} more` : shown;
}

/**
 * A message that breaks its subject's contract on our side of the bus: a payload refused before sending (500: a
 * bug of the caller, nothing was sent) or a reply refused on arrival (502: the answering service broke the
 * contract). The zod issues are kept for the logs and the tests.
 */
export class BusContractError extends AppException {
  constructor(
    readonly subject: string,
    readonly stage: ContractStage,
    readonly issues: readonly ContractIssue[],
  ) {
    super(
      stage === 'reply' ? 502 : 500,
      ErrorCode.BusContractViolation,
      stage === 'reply'
        ? `The answer to ${subject} does not match its contract (${summary(issues)}).`
        : `The ${stage === 'publish' ? 'item' : 'request'} for ${subject} does not match its contract and was not sent (${summary(issues)}).`,
    );
    this.name = 'BusContractError';
  }
}

/** Parses `value` with the contract's schema or throws a BusContractError for that stage. */
export function parseOrRefuse<S extends z.ZodType>(
  schema: S,
  value: unknown,
  subject: string,
  stage: ContractStage,
): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new BusContractError(subject, stage, contractIssues(parsed.error));
  return parsed.data;
}
