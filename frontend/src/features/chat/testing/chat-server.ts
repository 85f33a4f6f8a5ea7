import { File as NodeFile } from 'node:buffer';

import { vi } from 'vitest';

import type { ChatModels, Message, Source, UserDocument } from '@/features/chat/api/chat-api';

/**
 * The chat's services in memory, for the chat's component tests only: chats, RAG setting, models, documents, and a
 * streamed answer the test feeds event by event (ADR 24). Installs itself as `fetch`.
 */

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

export const MODELS: ChatModels['models'] = [
  { value: 'tinyllama:latest', label: 'TinyLLaMA', available: true },
  { value: 'gemma2:2b', label: 'Google Gemma2:2b', available: false },
  { value: 'qwen3:4b', label: 'Ali Qwen 3:4b', available: true },
  { value: 'gemma3:1b', label: 'Google Gemma3:1b (Fast)', available: true },
  { value: 'gemma3:4b', label: 'Google Gemma3:4b (Balanced)', available: false },
];

type StoredChat = { chat_id: string; user_id: string; messages: Message[]; created_at: string };

type Call = { method: string; path: string; search: URLSearchParams; body: unknown };

/** One streamed answer: the test sends its events and ends it; aborting the request errors the body. */
export class AnswerStream {
  private controller!: ReadableStreamDefaultController<Uint8Array>;
  private readonly encoder = new TextEncoder();
  readonly body: ReadableStream<Uint8Array>;
  closed = false;

  constructor(
    readonly request: Record<string, unknown>,
    signal: AbortSignal | null | undefined,
  ) {
    this.body = new ReadableStream({ start: (controller) => (this.controller = controller) });
    signal?.addEventListener('abort', () => {
      this.closed = true;
      this.controller.error(new DOMException('The operation was aborted.', 'AbortError'));
    });
  }

  /** Sends raw text (to split an event across chunks). */
  raw(text: string): void {
    this.controller.enqueue(this.encoder.encode(text));
  }

  event(name: string, data: unknown): void {
    this.raw(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  sources(sources: Source[]): void {
    this.event('sources', { sources });
  }

  token(text: string): void {
    this.event('token', { text });
  }

  done(answer: string, extra: Record<string, unknown> = {}): void {
    this.event('done', {
      answer,
      sources: [],
      model: this.request.model,
      rag: false,
      mode: 'model',
      usage: { prompt_tokens: 10, completion_tokens: 5 },
      timings: { first_token_ms: 1, total_ms: 2 },
      ...extra,
    });
    this.end();
  }

  end(): void {
    if (this.closed) return;
    this.closed = true;
    this.controller.close();
  }
}

export type ChatServerOptions = {
  models?: ChatModels;
  chats?: StoredChat[];
  documents?: UserDocument[];
};

export function serveChat({
  models = { server: 'reachable', models: MODELS },
  chats = [],
  documents = [],
}: ChatServerOptions = {}) {
  const state = {
    chats: [...chats],
    documents: [...documents],
    rag: false,
    calls: [] as Call[],
    streams: [] as AnswerStream[],
    /** Status the next `/set_rag` answers with. */
    setRagStatus: 200,
    /** How the next `/delete_file` fails, if it does. */
    deleteFailure: null as null | 'status' | 'network',
    /** A refusal of the next upload. */
    uploadRefusal: null as null | { status: number; code: string },
    /** An answer before the stream (e.g. 429), instead of a stream. */
    streamRefusal: null as null | { status: number; code: string; retryAfter?: string },
    /** While set, every chat save is refused this way (a status with its code, or no answer at all). */
    saveRefusal: null as null | { status: number; code: string } | 'network',
    /** While set, chat saves are answered only when it settles (a slow chat service). */
    saveGate: null as null | Promise<void>,
  };
  const waiting: ((stream: AnswerStream) => void)[] = [];
  let taken = 0;

  const handle = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const path = url.pathname;
    const method = request.method;
    const contentType = request.headers.get('Content-Type') ?? '';
    let body: unknown = null;
    if (contentType.includes('application/json')) body = await request.json();
    if (contentType.includes('multipart/form-data')) body = await request.formData();
    state.calls.push({ method, path, search: url.searchParams, body });

    if (method === 'GET' && path === '/api/chat/models') return json(models);
    if (method === 'GET' && path === '/api/documents') return json(state.documents);
    if (method === 'POST' && path === '/set_rag') {
      if (state.setRagStatus !== 200) return json({ detail: 'no', code: 'ERROR' }, state.setRagStatus);
      state.rag = (body as { enable: boolean }).enable;
      return json({ user_id: 'alice', rag_enabled: state.rag });
    }
    const list = /^\/api\/chats\/user\/([^/]+)$/.exec(path);
    if (method === 'GET' && list) {
      const q = url.searchParams.get('q')?.toLowerCase() ?? '';
      const rows = state.chats
        .map((chat) => ({
          chat_id: chat.chat_id,
          user_id: chat.user_id,
          title: (chat.messages.find((message) => message.role === 'user')?.content ?? '').slice(0, 30),
          created_at: chat.created_at,
          updated_at: chat.created_at,
          message_count: chat.messages.length,
        }))
        .filter((row) => !q || row.title.toLowerCase().includes(q))
        .sort((a, b) => b.created_at.localeCompare(a.created_at));
      return json(rows);
    }
    const one = /^\/api\/chats\/([^/]+)\/([^/]+)$/.exec(path);
    if (one && method === 'GET') {
      const chat = state.chats.find((entry) => entry.chat_id === decodeURIComponent(one[2]!));
      return chat ? json(chat) : json({ detail: 'Not found', code: 'NOT_FOUND' }, 404);
    }
    if (one && method === 'DELETE') {
      state.chats = state.chats.filter((entry) => entry.chat_id !== decodeURIComponent(one[2]!));
      return new Response(null, { status: 204 });
    }
    if (method === 'POST' && path === '/api/chats/') {
      if (state.saveGate) await state.saveGate;
      const refusal = state.saveRefusal;
      if (refusal === 'network') throw new TypeError('Failed to fetch');
      if (refusal) return json({ detail: 'refused', code: refusal.code }, refusal.status);
      const { chat_id, user_id, messages } = body as StoredChat;
      // the service's validation: a stored message holds at most 50,000 characters (ADR 24)
      if (messages.some((message) => message.content.length > 50_000)) {
        return json(
          { detail: 'messages.1.content: must be at most 50000 characters', code: 'VALIDATION_FAILED' },
          400,
        );
      }
      const existing = state.chats.find((entry) => entry.chat_id === chat_id);
      const chat = existing
        ? Object.assign(existing, { messages })
        : { chat_id, user_id, messages, created_at: new Date().toISOString() };
      if (!existing) state.chats.push(chat);
      return json(chat);
    }
    if (method === 'POST' && path === '/upload_pdf') {
      const file = (body as FormData).get('file') as File;
      if (state.uploadRefusal) {
        const { status, code } = state.uploadRefusal;
        state.uploadRefusal = null;
        return json({ detail: 'refused', code }, status);
      }
      const document: UserDocument = { file_name: file.name, status: 'queued', pages: null, pages_done: 0 };
      state.documents.unshift(document);
      return json(document, 202);
    }
    if (method === 'DELETE' && path === '/delete_file') {
      const failure = state.deleteFailure;
      state.deleteFailure = null;
      if (failure === 'network') throw new TypeError('Failed to fetch');
      if (failure === 'status') return json({ detail: 'Storage down', code: 'ERROR' }, 503);
      const { file_name } = body as { file_name: string };
      state.documents = state.documents.filter((document) => document.file_name !== file_name);
      return json({ file_name, deleted: true });
    }
    if (method === 'POST' && path === '/chat_with_file/stream') {
      if (state.streamRefusal) {
        const { status, code, retryAfter } = state.streamRefusal;
        state.streamRefusal = null;
        return json({ detail: 'refused', code }, status, retryAfter ? { 'Retry-After': retryAfter } : {});
      }
      const stream = new AnswerStream(body as Record<string, unknown>, init?.signal ?? request.signal);
      state.streams.push(stream);
      waiting.shift()?.(stream);
      return new Response(stream.body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
    }
    return json({ detail: `No route ${method} ${path}`, code: 'NOT_FOUND' }, 404);
  };

  vi.stubGlobal('fetch', vi.fn(handle));

  return {
    state,
    /** The calls of one method and path, in order. */
    callsTo: (method: string, path: string) =>
      state.calls.filter((call) => call.method === method && call.path === path),
    /** The next streamed answer the page asks for (at once if it has asked already). */
    nextStream: (): Promise<AnswerStream> => {
      const index = taken++;
      const asked = state.streams[index];
      if (asked) return Promise.resolve(asked);
      return new Promise((resolve) => waiting.push(resolve));
    },
  };
}

export type ChatServer = ReturnType<typeof serveChat>;

/** A screen this wide, as `min-width` media queries see it (the test setup's default matches none: a phone). */
export function stubScreenWidth(width: number): void {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string): MediaQueryList => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    return {
      matches: min ? width >= Number(min[1]) : false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    };
  });
}

/**
 * Uploads as a browser sends them: jsdom's File is not Node's, so Node's Request writes its name as "blob". Makes
 * `FormData` Node's for this test and returns Node's `File` to upload.
 */
export async function stubNodeMultipart(): Promise<typeof NodeFile> {
  const sample = new URLSearchParams('probe=1');
  const NodeFormData = (await new Response(sample).formData()).constructor as typeof FormData;
  vi.stubGlobal('FormData', NodeFormData);
  return NodeFile;
}
