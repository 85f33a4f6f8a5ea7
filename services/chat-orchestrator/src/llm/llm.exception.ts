import { AppException } from '@site/platform';

export enum LlmErrorCode {
  ModelUnavailable = 'MODEL_UNAVAILABLE',
  Unavailable = 'LLM_UNAVAILABLE',
  Timeout = 'LLM_TIMEOUT',
  Failed = 'LLM_FAILED',
}

/** A failure of the language model server, in the API's `{detail, code}` terms. */
export class LlmException extends AppException {
  /** Whether the server could not be reached at all (nothing was sent to a model). */
  readonly unreachable: boolean;

  private constructor(status: number, code: LlmErrorCode, detail: string, unreachable = false) {
    super(status, code, detail);
    this.unreachable = unreachable;
  }

  static modelUnavailable(model: string): LlmException {
    return new LlmException(
      503,
      LlmErrorCode.ModelUnavailable,
      `The model "${model}" is not installed on the model server. Choose another model, or install it with "ollama pull ${model}".`,
    );
  }

  static unreachable(): LlmException {
    return new LlmException(
      503,
      LlmErrorCode.Unavailable,
      'The language model server is not reachable.',
      true,
    );
  }

  static lost(): LlmException {
    return new LlmException(503, LlmErrorCode.Unavailable, 'The language model server stopped answering.');
  }

  static timeout(what: 'first token' | 'next token'): LlmException {
    return new LlmException(
      504,
      LlmErrorCode.Timeout,
      what === 'first token'
        ? 'The model took too long to start answering.'
        : 'The model stopped producing its answer.',
    );
  }

  /** Fixed words for the client: the server's own error text (paths, memory, hardware) goes to the log only. */
  static failed(): LlmException {
    return new LlmException(
      502,
      LlmErrorCode.Failed,
      'The model server failed while writing the answer. Ask again; if it keeps failing, choose another model.',
    );
  }
}

/** The client went away and the generation was stopped: nothing is left to report. */
export class GenerationAborted extends Error {
  constructor() {
    super('generation aborted: the client went away');
    this.name = 'GenerationAborted';
  }
}
