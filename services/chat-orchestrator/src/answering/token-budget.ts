import type { LlmMessage } from '../llm/language-model.port';

/** Tokens a message costs besides its text (role markers of the chat template). */
const MESSAGE_OVERHEAD = 8;
const SMALLEST_CONTEXT = 2048;

/**
 * A deliberately high estimate of a text's tokens: one per three bytes of UTF-8. Models' tokenizers give English
 * about four characters a token and German about three; a Chinese, Japanese or Korean character (three bytes) is
 * usually one token. Overestimating wastes some context; underestimating would let the server cut the prompt.
 */
export function estimateTokens(text: string): number {
  return Math.ceil(Buffer.byteLength(text, 'utf8') / 3);
}

export function estimatePromptTokens(messages: readonly LlmMessage[]): number {
  return messages.reduce((sum, message) => sum + MESSAGE_OVERHEAD + estimateTokens(message.content), 0);
}

/** The answer's share of a context window: a quarter, between 256 and 1,024 tokens. */
export function answerTokensFor(contextLimit: number): number {
  return Math.min(1024, Math.max(256, Math.floor(contextLimit / 4)));
}

/**
 * The context window to request for a prompt: the smallest power of two from 2,048 that holds the prompt and the
 * answer, at most `contextLimit`. Steps rather than the exact size, because Ollama reloads a model whenever num_ctx
 * changes; small windows keep the memory of short chats small. Undefined when the prompt does not fit at all.
 */
export function contextWindowFor(
  promptTokens: number,
  answerTokens: number,
  contextLimit: number,
): number | undefined {
  const needed = promptTokens + answerTokens;
  if (needed > contextLimit) return undefined;
  let window = Math.min(SMALLEST_CONTEXT, contextLimit);
  while (window < needed) window = Math.min(window * 2, contextLimit);
  return window;
}
