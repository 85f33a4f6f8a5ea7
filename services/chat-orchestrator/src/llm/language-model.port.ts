export interface LlmMessage {
  readonly role: 'system' | 'user' | 'assistant';
  readonly content: string;
}

export interface GenerationRequest {
  readonly model: string;
  readonly messages: readonly LlmMessage[];
  /** The context window to load the model with: large enough for the prompt and `maxTokens`. */
  readonly numCtx: number;
  /** Most tokens of the answer. */
  readonly maxTokens: number;
  /** Aborted when the client goes away: generation stops at the model server. */
  readonly signal: AbortSignal;
}

export type GenerationEvent =
  | { readonly type: 'token'; readonly text: string }
  | {
      readonly type: 'done';
      readonly promptTokens: number;
      readonly completionTokens: number;
      /** Why the model stopped: `stop`, or `length` when it reached `maxTokens`. */
      readonly reason: string;
    };

export interface InstalledModels {
  readonly reachable: boolean;
  /** Names as the model server lists them, with their tag (`gemma3:1b`, `tinyllama:latest`). */
  readonly names: readonly string[];
}

/**
 * A language model server. Adapters: Ollama (`OLLAMA_URL`) and none (the embedded default). Every adapter that can
 * run here passes `test/contract/language-model.contract-spec.ts`.
 */
export abstract class LanguageModel {
  /** False when no model server is configured: answers fall back to quoting passages. */
  abstract readonly configured: boolean;
  abstract installedModels(): Promise<InstalledModels>;
  /**
   * Streams the answer's tokens, then one `done`. Fails with `LlmException`: `MODEL_UNAVAILABLE` (not installed),
   * `LLM_UNAVAILABLE` (no server, or it went away), `LLM_TIMEOUT`, `LLM_FAILED` (the server reported an error).
   * When `signal` aborts, the iteration ends with `GenerationAborted`.
   */
  abstract generate(request: GenerationRequest): AsyncIterable<GenerationEvent>;
}
