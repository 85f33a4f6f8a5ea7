import { createServer } from 'node:net';
import { Writable } from 'node:stream';
import { ConsoleLogger, Logger } from '@nestjs/common';
import { currentCorrelationId, PlatformLogger, runWithCorrelationId } from '@site/platform';
import pino from 'pino';
import {
  GenerationAborted,
  type GenerationEvent,
  type GenerationRequest,
  LanguageModel,
  LlmException,
  OllamaLanguageModel,
  type OllamaOptions,
} from '@site/chat-orchestrator';
import { type OllamaTestServer, startOllamaTestServer } from '../ollama-server/ollama-test-server';

// The language-model port's Ollama adapter: always against the Ollama test server of test/ollama-server, and
// against a real Ollama whenever OLLAMA_URL is set (with OLLAMA_TEST_MODEL pulled there, gemma3:1b by default).

interface Target {
  readonly name: string;
  readonly model: string;
  start(): Promise<{ url: string; server?: OllamaTestServer; stop(): Promise<void> }>;
}

const testServer: Target = {
  name: 'Ollama test server',
  model: 'gemma3:1b',
  async start() {
    const server = await startOllamaTestServer({ models: ['gemma3:1b', 'tinyllama'] });
    return { url: server.url, server, stop: () => server.stop() };
  },
};

const realUrl = process.env.OLLAMA_URL || undefined;
const targets: Target[] = [testServer];
if (realUrl) {
  targets.push({
    name: `Ollama at ${realUrl}`,
    model: process.env.OLLAMA_TEST_MODEL || 'gemma3:1b',
    start: async () => ({ url: realUrl, stop: async () => undefined }),
  });
}

const ollama = (url: string, overrides: Partial<OllamaOptions> = {}) =>
  new OllamaLanguageModel({
    url,
    keepAlive: '5m',
    firstTokenTimeoutMs: 120_000,
    idleTimeoutMs: 60_000,
    ...overrides,
  });

const request = (model: string, overrides: Partial<GenerationRequest> = {}): GenerationRequest => ({
  model,
  messages: [
    { role: 'system', content: 'Answer in one short sentence.' },
    { role: 'user', content: 'Say hello.' },
  ],
  numCtx: 2048,
  maxTokens: 64,
  signal: new AbortController().signal,
  ...overrides,
});

async function collect(stream: AsyncIterable<GenerationEvent>): Promise<GenerationEvent[]> {
  const events: GenerationEvent[] = [];
  for await (const event of stream) events.push(event);
  return events;
}

async function failure(stream: AsyncIterable<GenerationEvent>): Promise<{ error: unknown; tokens: number }> {
  let tokens = 0;
  try {
    for await (const event of stream) if (event.type === 'token') tokens += 1;
  } catch (error) {
    return { error, tokens };
  }
  throw new Error('the stream ended without an error');
}

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe.each(targets)('LanguageModel contract: Ollama adapter on $name', (target) => {
  let url: string;
  let server: OllamaTestServer | undefined;
  let stop: () => Promise<void>;
  let sut: LanguageModel;

  beforeAll(async () => {
    ({ url, server, stop } = await target.start());
    sut = ollama(url);
  });

  afterAll(async () => {
    await stop?.();
  });

  it('lists the installed models with their tags', async () => {
    const installed = await sut.installedModels();
    expect(installed.reachable).toBe(true);
    expect(installed.names).toContain(target.model);
  });

  it('streams an answer token by token, then the token counts', async () => {
    const events = await collect(sut.generate(request(target.model)));
    const tokens = events.filter((event) => event.type === 'token');
    expect(tokens.length).toBeGreaterThan(0);
    const done = events.at(-1)!;
    expect(done).toMatchObject({ type: 'done', reason: 'stop' });
    if (done.type === 'done') {
      expect(done.promptTokens).toBeGreaterThan(0);
      expect(done.completionTokens).toBeGreaterThan(0);
    }
    expect(events.filter((event) => event.type === 'done')).toHaveLength(1);
  });

  it('stops at the answer length it was given', async () => {
    server?.setScript(() => ({ tokens: Array.from({ length: 50 }, (_, i) => ` word${i}`) }));
    const events = await collect(sut.generate(request(target.model, { maxTokens: 3 })));
    expect(events.filter((event) => event.type === 'token').length).toBeLessThanOrEqual(3);
    expect(events.at(-1)).toMatchObject({ type: 'done', reason: 'length' });
  });

  it('answers MODEL_UNAVAILABLE for a model that is not installed', async () => {
    const { error } = await failure(sut.generate(request('no-such-model:1b')));
    expect(error).toBeInstanceOf(LlmException);
    expect(error).toMatchObject({ code: 'MODEL_UNAVAILABLE', status: 503, unreachable: false });
  });

  it('answers LLM_UNAVAILABLE when no server listens, and lists nothing', async () => {
    const nowhere = ollama(`http://127.0.0.1:${await closedPort()}`);
    const { error } = await failure(nowhere.generate(request(target.model)));
    expect(error).toMatchObject({ code: 'LLM_UNAVAILABLE', status: 503, unreachable: true });
    expect(await nowhere.installedModels()).toEqual({ reachable: false, names: [] });
  });

  it('stops generating when the caller aborts', async () => {
    server?.setScript(() => ({ tokens: Array.from({ length: 200 }, (_, i) => ` t${i}`), tokenDelayMs: 20 }));
    const abort = new AbortController();
    let tokens = 0;
    const outcome = await (async () => {
      try {
        for await (const event of sut.generate(
          request(target.model, { signal: abort.signal, maxTokens: 200 }),
        )) {
          if (event.type === 'token' && ++tokens === 3) abort.abort();
        }
        return 'finished';
      } catch (error) {
        return error;
      }
    })();
    expect(outcome).toBeInstanceOf(GenerationAborted);
    if (server) {
      await waitUntil(() => server!.aborts.length > 0);
      expect(server.aborts.at(-1)!.tokensSent).toBeLessThan(200);
    }
  });
});

describe('Ollama adapter on the test server: what only a test server can make happen', () => {
  let server: OllamaTestServer;

  beforeAll(async () => {
    server = await startOllamaTestServer({ models: ['gemma3:1b'] });
  });

  afterAll(async () => {
    await server?.stop();
  });

  it('sends the context window, answer length and keep_alive it was given', async () => {
    await collect(ollama(server.url, { keepAlive: '1h' }).generate(request('gemma3:1b', { numCtx: 3072 })));
    expect(server.requests.at(-1)!.body).toMatchObject({
      model: 'gemma3:1b',
      stream: true,
      keep_alive: '1h',
      options: { num_ctx: 3072, num_predict: 64 },
    });
    await collect(ollama(server.url, { keepAlive: '-1' }).generate(request('gemma3:1b')));
    expect(server.requests.at(-1)!.body.keep_alive).toBe(-1);
  });

  it('turns an error line inside a 200 stream into LLM_FAILED after the tokens before it', async () => {
    server.setScript(() => ({ tokens: ['a', 'b', 'c', 'd'], errorAfter: 2, error: 'out of memory' }));
    const { error, tokens } = await failure(ollama(server.url).generate(request('gemma3:1b')));
    expect(tokens).toBe(2);
    expect(error).toMatchObject({ code: 'LLM_FAILED', status: 502 });
  });

  it("keeps Ollama's own error text out of the answer and logs it with the correlation id", async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    // The service's own logging path: Nest's Logger over pino, every line stamped with the correlation id.
    const root = pino(
      {
        messageKey: 'msg',
        mixin: () => {
          const correlationId = currentCorrelationId();
          return correlationId ? { correlationId } : {};
        },
      },
      sink,
    );
    Logger.overrideLogger(new PlatformLogger(root));
    try {
      const raw = 'CUDA error: out of memory at /build/llama.cpp/ggml-cuda.cu:1234 (runner pid 4711)';
      server.setScript(() => ({ tokens: ['a', 'b', 'c'], errorAfter: 1, error: raw }));
      const { error } = await runWithCorrelationId('corr-llm-failed-1', () =>
        failure(ollama(server.url).generate(request('gemma3:1b'))),
      );
      expect(error).toMatchObject({ code: 'LLM_FAILED', status: 502 });
      const body = (error as LlmException).toBody();
      expect(JSON.stringify(body)).not.toMatch(/CUDA|llama\.cpp|4711/);
      expect(body.detail).toMatch(/^The model server failed while writing the answer\./);
      expect(lines).toContainEqual(
        expect.objectContaining({
          correlationId: 'corr-llm-failed-1',
          modelServerError: raw,
          model: 'gemma3:1b',
        }),
      );
    } finally {
      Logger.overrideLogger(new ConsoleLogger());
    }
  });

  it('turns a connection dropped mid-stream into LLM_UNAVAILABLE', async () => {
    server.setScript(() => ({ tokens: ['a', 'b', 'c'], dropAfter: 1 }));
    const { error, tokens } = await failure(ollama(server.url).generate(request('gemma3:1b')));
    expect(tokens).toBe(1);
    expect(error).toMatchObject({ code: 'LLM_UNAVAILABLE', unreachable: false });
  });

  it('gives up on a first token that does not come in time', async () => {
    server.setScript(() => ({ tokens: ['late'], firstTokenDelayMs: 5000 }));
    const { error } = await failure(
      ollama(server.url, { firstTokenTimeoutMs: 200 }).generate(request('gemma3:1b')),
    );
    expect(error).toMatchObject({ code: 'LLM_TIMEOUT', status: 504 });
  });

  it('gives up on a stream that stops midway, and closes it at the server', async () => {
    server.setScript(() => ({ tokens: ['a', 'b', 'c'], hangAfter: 1 }));
    const before = server.aborts.length;
    const { error, tokens } = await failure(
      ollama(server.url, { idleTimeoutMs: 200 }).generate(request('gemma3:1b')),
    );
    expect(tokens).toBe(1);
    expect(error).toMatchObject({ code: 'LLM_TIMEOUT' });
    await waitUntil(() => server.aborts.length > before);
  });

  it('closes the stream at the server when the consumer stops reading early', async () => {
    server.setScript(() => ({ tokens: Array.from({ length: 100 }, () => 'x'), tokenDelayMs: 10 }));
    const before = server.aborts.length;
    for await (const event of ollama(server.url).generate(request('gemma3:1b', { maxTokens: 100 }))) {
      if (event.type === 'token') break;
    }
    await waitUntil(() => server.aborts.length > before);
  });
});

async function waitUntil(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
