import { Logger } from '@nestjs/common';
import { Ollama } from 'ollama';
import {
  type GenerationEvent,
  type GenerationRequest,
  type InstalledModels,
  LanguageModel,
} from './language-model.port';
import { GenerationAborted, LlmException } from './llm.exception';

export interface OllamaOptions {
  readonly url: string;
  /** Ollama's keep_alive: how long the model stays loaded after an answer. */
  readonly keepAlive: string;
  /** Longest wait for the first token, loading the model included. */
  readonly firstTokenTimeoutMs: number;
  /** Longest pause between two parts of the stream. */
  readonly idleTimeoutMs: number;
  /** Longest wait for the list of installed models. */
  readonly listTimeoutMs?: number;
}

const STATUS_NOT_FOUND = 404;

const messageOf = (error: unknown): string =>
  typeof (error as { message?: unknown }).message === 'string' ? (error as Error).message : String(error);

/** Ollama's keep_alive: a number of seconds, or a duration with a unit. */
function keepAliveValue(value: string): string | number {
  return /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
}

/**
 * The language model on an Ollama server, through the `ollama` client: `/api/chat` streamed as NDJSON, with the
 * context window and answer length set per request, its own timeouts, and the HTTP request aborted (so Ollama stops
 * generating) when the caller's signal fires.
 */
export class OllamaLanguageModel extends LanguageModel {
  readonly configured = true;
  private readonly logger = new Logger(OllamaLanguageModel.name);

  constructor(private readonly options: OllamaOptions) {
    super();
  }

  async installedModels(): Promise<InstalledModels> {
    const signal = AbortSignal.timeout(this.options.listTimeoutMs ?? 5000);
    try {
      const { models } = await this.client(signal).list();
      return { reachable: true, names: models.map((model) => model.name) };
    } catch {
      return { reachable: false, names: [] };
    }
  }

  async *generate(request: GenerationRequest): AsyncIterable<GenerationEvent> {
    if (request.signal.aborted) throw new GenerationAborted();
    const stop = new AbortController();
    let timedOut: 'first token' | 'next token' | undefined;
    let timer: NodeJS.Timeout | undefined;
    const arm = (phase: 'first token' | 'next token', ms: number) => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timedOut = phase;
        stop.abort();
      }, ms);
    };
    const onClientGone = () => stop.abort();
    request.signal.addEventListener('abort', onClientGone, { once: true });
    arm('first token', this.options.firstTokenTimeoutMs);

    let responded = false;
    let finished = false;
    const failed = (error: unknown): LlmException => {
      // Logged with the request's correlation id (pino mixin); the client gets LLM_FAILED's fixed detail.
      this.logger.error({ model: request.model, modelServerError: messageOf(error) }, 'model server failed');
      return LlmException.failed();
    };
    const failure = (error: unknown): Error => {
      if (request.signal.aborted) return new GenerationAborted();
      if (timedOut) return LlmException.timeout(timedOut);
      const status = (error as { status_code?: unknown }).status_code;
      if (status === STATUS_NOT_FOUND) return LlmException.modelUnavailable(request.model);
      if (typeof status === 'number') {
        return status === 503 ? LlmException.lost() : failed(error);
      }
      if (!responded) return LlmException.unreachable();
      // An error line of the stream (`{"error": …}`) arrives as a plain Error; a dropped connection as a TypeError.
      // (Checked by name: under a test runner the error may come from another realm than this module's TypeError.)
      if ((error as { name?: unknown }).name === 'TypeError') return LlmException.lost();
      const message = messageOf(error);
      return /did not receive done/i.test(message) ? LlmException.lost() : failed(error);
    };

    try {
      const stream = await this.client(stop.signal)
        .chat({
          model: request.model,
          messages: request.messages.map(({ role, content }) => ({ role, content })),
          stream: true,
          keep_alive: keepAliveValue(this.options.keepAlive),
          options: { num_ctx: request.numCtx, num_predict: request.maxTokens },
        })
        .catch((error: unknown) => {
          throw failure(error);
        });
      responded = true;
      try {
        for await (const part of stream) {
          arm('next token', this.options.idleTimeoutMs);
          const text = part.message?.content ?? '';
          if (text) yield { type: 'token', text };
          if (part.done) {
            finished = true;
            yield {
              type: 'done',
              promptTokens: part.prompt_eval_count ?? 0,
              completionTokens: part.eval_count ?? 0,
              reason: part.done_reason ?? 'stop',
            };
            return;
          }
        }
      } catch (error) {
        throw failure(error);
      } finally {
        // Also when the consumer stops iterating early: the HTTP request is aborted and Ollama stops generating.
        if (!finished) stream.abort();
      }
    } finally {
      clearTimeout(timer);
      request.signal.removeEventListener('abort', onClientGone);
    }
  }

  /** A client whose every request ends when `signal` fires (the library's own aborts only cover streams). */
  private client(signal: AbortSignal): Ollama {
    return new Ollama({
      host: this.options.url,
      fetch: (input, init) =>
        fetch(input, { ...init, signal: init?.signal ? AbortSignal.any([init.signal, signal]) : signal }),
    });
  }
}
