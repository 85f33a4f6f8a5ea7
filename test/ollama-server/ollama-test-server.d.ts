/** What the test server does with one /api/chat request; every field is optional. */
export interface OllamaScript {
  /** The answer's tokens (default: "This is a test answer."). */
  tokens?: string[];
  firstTokenDelayMs?: number;
  tokenDelayMs?: number;
  /** Sends `{"error": error}` as a line after this many tokens, inside the 200 stream, and ends it. */
  errorAfter?: number;
  error?: string;
  /** Closes the connection after this many tokens, without a last line. */
  dropAfter?: number;
  /** Stops sending after this many tokens and keeps the connection open. */
  hangAfter?: number;
}

export interface OllamaChatRequest {
  model: string;
  messages?: { role: string; content: string }[];
  stream?: boolean;
  keep_alive?: string | number;
  options?: { num_ctx?: number; num_predict?: number; [key: string]: unknown };
}

export interface RecordedChat {
  readonly body: OllamaChatRequest;
  /** The prompt's length by the server's stand-in tokenizer (a token per 4 bytes, 4 per message). */
  readonly promptTokens: number;
  /** Whether the prompt was longer than the context window (a real Ollama would have cut it silently). */
  readonly truncated: boolean;
  readonly receivedAt: number;
  firstTokenAt: number | undefined;
}

export interface OllamaTestServer {
  readonly url: string;
  readonly requests: RecordedChat[];
  readonly aborts: { model: string; tokensSent: number }[];
  setModels(names: string[]): void;
  setScript(script: (request: OllamaChatRequest) => OllamaScript): void;
  stop(): Promise<void>;
}

export function startOllamaTestServer(options?: {
  models?: string[];
  script?: (request: OllamaChatRequest) => OllamaScript;
}): Promise<OllamaTestServer>;

export function countPromptTokens(messages: readonly { content: string }[]): number;
