import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { z } from 'zod/mini';

import { answerModeSchema, sourceSchema, type Message, type Source } from '@/features/chat/api/chat-api';
import { bearerToken } from '@/lib/api';
import { TOKEN_VALIDITY, type AuthThunkExtra } from '@/lib/auth-client';
import { env } from '@/lib/env';
import { interfaceLanguage } from '@/lib/i18n';

/** `POST /chat_with_file/stream`'s body (ADR 24); `history` is the chat so far, the server trims it. */
export type AnswerRequest = {
  question: string;
  user_id: string;
  file_name: string | null;
  top_k: number;
  model: string;
  chat_id: string;
  history: Pick<Message, 'role' | 'content'>[];
};

const doneSchema = z.looseObject({
  answer: z.string(),
  sources: z._default(z.array(sourceSchema), []),
  model: z.nullish(z.string()),
  rag: z.nullish(z.boolean()),
  mode: z._default(answerModeSchema, 'model'),
});

export type AnswerDone = z.infer<typeof doneSchema>;

const sourcesEventSchema = z.object({ sources: z.array(sourceSchema) });
const tokenEventSchema = z.object({ text: z.string() });
const errorEventSchema = z.looseObject({ detail: z.optional(z.string()), code: z.optional(z.string()) });

/** A refused or broken answer: the API's `code` (e.g. `LLM_UNAVAILABLE`, `RATE_LIMITED`) and its wait, if any. */
export class AnswerError extends Error {
  constructor(
    readonly code: string,
    detail: string,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(detail);
    this.name = 'AnswerError';
  }
}

export type AnswerHandlers = {
  /** The passages the answer may cite, before its first word (RAG on). */
  onSources(sources: Source[]): void;
  /** The next words of the answer. */
  onToken(text: string): void;
};

function parseJson(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    return undefined;
  }
}

/**
 * Reads a server-sent-events answer to its end: `sources`, `token`s, then `done` (resolves) or `error` (rejects
 * with an `AnswerError`). A stream that ends without either is an error too (`STREAM_ENDED`).
 */
export async function readAnswerStream(body: ReadableStream<Uint8Array>, handlers: AnswerHandlers) {
  let done: AnswerDone | undefined;
  let failure: AnswerError | undefined;
  const onEvent = ({ event, data }: EventSourceMessage) => {
    const payload = parseJson(data);
    switch (event) {
      case 'sources': {
        const parsed = sourcesEventSchema.safeParse(payload);
        if (parsed.success) handlers.onSources(parsed.data.sources);
        break;
      }
      case 'token': {
        const parsed = tokenEventSchema.safeParse(payload);
        if (parsed.success) handlers.onToken(parsed.data.text);
        break;
      }
      case 'done': {
        const parsed = doneSchema.safeParse(payload);
        if (parsed.success) done = parsed.data;
        else failure = new AnswerError('INVALID_ANSWER', 'The answer could not be read.');
        break;
      }
      case 'error': {
        const parsed = errorEventSchema.safeParse(payload);
        const problem = parsed.success ? parsed.data : {};
        failure = new AnswerError(problem.code ?? 'ERROR', problem.detail ?? 'The answer failed.');
        break;
      }
    }
  };
  const parser = createParser({ onEvent });
  const decoder = new TextDecoder();
  const reader = body.getReader();
  try {
    while (!done && !failure) {
      const { value, done: ended } = await reader.read();
      if (ended) break;
      parser.feed(decoder.decode(value, { stream: true }));
    }
  } finally {
    // an answer that is complete (or failed) needs nothing more from the connection
    await reader.cancel().catch(() => undefined);
  }
  if (failure) throw failure;
  if (!done) throw new AnswerError('STREAM_ENDED', 'The answer ended early.');
  return done;
}

function retryAfterOf(response: Response): number | null {
  const seconds = Number(response.headers.get('Retry-After'));
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : null;
}

async function refusal(response: Response): Promise<AnswerError> {
  const body = parseJson(await response.text().catch(() => ''));
  const parsed = errorEventSchema.safeParse(body);
  const problem = parsed.success ? parsed.data : {};
  return new AnswerError(
    problem.code ?? `HTTP_${response.status}`,
    problem.detail ?? response.statusText,
    retryAfterOf(response),
  );
}

type ChatThunk<Result> = ThunkAction<Result, unknown, AuthThunkExtra, UnknownAction>;

/**
 * Asks for a streamed answer (`POST /chat_with_file/stream`) with the user's token, as the API client does (refreshed
 * when it expires within 30 s, once more after a 401). Aborting `signal` closes the connection, which stops the
 * generation at the model server.
 */
export const streamAnswer =
  (request: AnswerRequest, handlers: AnswerHandlers, signal: AbortSignal): ChatThunk<Promise<AnswerDone>> =>
  async (_dispatch, _getState, { authClient }) => {
    const post = async () => {
      const token = await bearerToken(authClient);
      return fetch(`${env.API_BASE}/chat_with_file/stream`, {
        method: 'POST',
        headers: {
          Accept: 'text/event-stream',
          'Accept-Language': interfaceLanguage(),
          'Content-Type': 'application/json',
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(request),
        signal,
      });
    };
    let response = await post();
    if (response.status === 401 && authClient.token()) {
      const refreshed = await authClient.updateToken(TOKEN_VALIDITY.force).then(
        () => true,
        () => false,
      );
      if (refreshed) response = await post();
    }
    if (!response.ok) throw await refusal(response);
    if (!response.body) throw new AnswerError('STREAM_ENDED', 'The answer had no body.');
    return readAnswerStream(response.body, handlers);
  };
