'use strict';
// An Ollama server for the tests and benchmarks: the part of Ollama's HTTP API the chat uses, with Ollama's own
// request and response shapes (docs.ollama.com/api): `GET /api/tags`, `GET /api/version`, `GET /`, and
// `POST /api/chat` streamed as NDJSON (`application/x-ndjson`, one JSON object a line, a last line with
// `done: true`, `done_reason` and token counts and durations in nanoseconds) or answered whole (`stream: false`).
// Errors are `{"error": "…"}` with Ollama's statuses: 400 for a bad request, 404 `model "x" not found, try pulling
// it first` for a model that is not installed, and an error line inside a 200 stream when generation fails midway.
// A script per request decides the tokens, their pace and failures; requests, truncated prompts and aborted
// streams are recorded. Fields outside what the chat sends are refused with 400, so the adapter cannot come to
// rely on something this server only pretends to do. Plain CommonJS, so that the benchmarks (plain Node) run it too.
const { createServer } = require('node:http');

const VERSION = '0.12.6';
/** Ollama's context window when a request does not set num_ctx. */
const DEFAULT_NUM_CTX = 4096;
const CHAT_FIELDS = new Set(['model', 'messages', 'stream', 'keep_alive', 'options', 'think', 'format']);
const OPTION_FIELDS = new Set(['num_ctx', 'num_predict', 'temperature', 'seed', 'stop']);
const ROLES = new Set(['system', 'user', 'assistant', 'tool']);

/** The server's stand-in tokenizer: a token per 4 bytes of UTF-8 and 4 per message (real models vary). */
function countPromptTokens(messages) {
  return messages.reduce((sum, message) => sum + 4 + Math.ceil(Buffer.byteLength(message.content) / 4), 0);
}

const withTag = (name) => (name.includes(':') ? name : `${name}:latest`);

function defaultScript() {
  return { tokens: ['This', ' is', ' a', ' test', ' answer', '.'] };
}

class BadRequest extends Error {}

function parseChat(body) {
  let request;
  try {
    request = JSON.parse(body);
  } catch (error) {
    throw new BadRequest(`invalid character in request body: ${error.message}`);
  }
  if (typeof request !== 'object' || request === null || Array.isArray(request)) {
    throw new BadRequest('json: cannot unmarshal into Go value of type api.ChatRequest');
  }
  for (const key of Object.keys(request)) {
    if (!CHAT_FIELDS.has(key)) throw new BadRequest(`test server: field "${key}" is not supported`);
  }
  if (typeof request.model !== 'string' || request.model === '') throw new BadRequest('model is required');
  if (request.messages !== undefined && !Array.isArray(request.messages)) {
    throw new BadRequest('json: cannot unmarshal messages');
  }
  for (const message of request.messages ?? []) {
    if (!ROLES.has(message.role) || typeof message.content !== 'string') {
      throw new BadRequest('test server: a message needs a role and a string content');
    }
  }
  const options = request.options ?? {};
  for (const [key, value] of Object.entries(options)) {
    if (!OPTION_FIELDS.has(key)) throw new BadRequest(`test server: option "${key}" is not supported`);
    if ((key === 'num_ctx' || key === 'num_predict') && !Number.isInteger(value)) {
      throw new BadRequest(`option "${key}" must be an integer`);
    }
  }
  if (
    request.keep_alive !== undefined &&
    typeof request.keep_alive !== 'number' &&
    !/^-?\d+(\.\d+)?(ns|us|ms|s|m|h)?$/.test(String(request.keep_alive))
  ) {
    throw new BadRequest(`time: invalid duration "${request.keep_alive}"`);
  }
  return request;
}

/**
 * Starts the server on 127.0.0.1 and a free port.
 * @param {{models?: string[], script?: Function}} [options]
 */
async function startOllamaTestServer(options = {}) {
  const state = {
    installed: new Set((options.models ?? ['gemma3:1b', 'gemma3:4b']).map(withTag)),
    script: options.script ?? defaultScript,
  };
  const requests = [];
  const aborts = [];
  const sockets = new Set();

  const json = (res, status, value) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(value));
  };

  const chat = (req, res, body) => {
    let request;
    try {
      request = parseChat(body);
    } catch (error) {
      if (error instanceof BadRequest) return json(res, 400, { error: error.message });
      throw error;
    }
    const model = withTag(request.model);
    if (!state.installed.has(model)) {
      return json(res, 404, { error: `model "${request.model}" not found, try pulling it first` });
    }
    const messages = request.messages ?? [];
    const numCtx = request.options?.num_ctx ?? DEFAULT_NUM_CTX;
    const promptTokens = countPromptTokens(messages);
    const record = {
      body: request,
      promptTokens,
      // Ollama keeps the end of a prompt longer than its context window and drops the rest, silently.
      truncated: promptTokens > numCtx,
      receivedAt: performance.now(),
      firstTokenAt: undefined,
    };
    requests.push(record);
    const reply = { ...defaultScript(), ...state.script(request) };
    const maxTokens = request.options?.num_predict ?? -1;
    const tokens = maxTokens >= 0 ? reply.tokens.slice(0, maxTokens) : reply.tokens;
    const reason = maxTokens >= 0 && reply.tokens.length > maxTokens ? 'length' : 'stop';
    const started = process.hrtime.bigint();
    const createdAt = () => new Date().toISOString();
    const last = (content) => ({
      model: request.model,
      created_at: createdAt(),
      message: { role: 'assistant', content },
      done: true,
      done_reason: reason,
      total_duration: Number(process.hrtime.bigint() - started),
      load_duration: 1000,
      prompt_eval_count: Math.min(promptTokens, numCtx),
      prompt_eval_duration: 1000,
      eval_count: tokens.length,
      eval_duration: 1000,
    });

    if (request.stream === false) {
      const send = () => json(res, 200, last(tokens.join('')));
      return reply.firstTokenDelayMs ? setTimeout(send, reply.firstTokenDelayMs) : send();
    }

    let sent = 0;
    let finished = false;
    let timer;
    res.on('close', () => {
      clearTimeout(timer);
      if (!finished) aborts.push({ model: request.model, tokensSent: sent });
    });
    const step = () => {
      if (res.destroyed) return;
      if (sent === 0) {
        res.writeHead(200, { 'content-type': 'application/x-ndjson' });
        record.firstTokenAt = performance.now();
      }
      if (reply.errorAfter !== undefined && sent === reply.errorAfter) {
        finished = true;
        res.end(
          `${JSON.stringify({ error: reply.error ?? 'an error was encountered while running the model' })}\n`,
        );
        return;
      }
      if (reply.dropAfter !== undefined && sent === reply.dropAfter) {
        finished = true;
        res.socket?.destroy();
        return;
      }
      if (reply.hangAfter !== undefined && sent === reply.hangAfter) return;
      if (sent === tokens.length) {
        finished = true;
        res.end(`${JSON.stringify(last(''))}\n`);
        return;
      }
      const content = tokens[sent];
      sent += 1;
      const part = {
        model: request.model,
        created_at: createdAt(),
        message: { role: 'assistant', content },
        done: false,
      };
      res.write(`${JSON.stringify(part)}\n`);
      if (reply.tokenDelayMs) timer = setTimeout(step, reply.tokenDelayMs);
      else setImmediate(step);
    };
    if (reply.firstTokenDelayMs) timer = setTimeout(step, reply.firstTokenDelayMs);
    else step();
  };

  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (req.method === 'GET' && path === '/') {
      res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
      return res.end('Ollama is running');
    }
    if (req.method === 'GET' && path === '/api/version') return json(res, 200, { version: VERSION });
    if (req.method === 'GET' && path === '/api/tags') {
      return json(res, 200, {
        models: [...state.installed].map((name) => ({
          name,
          model: name,
          modified_at: '2026-11-01T10:00:00.000000000Z',
          size: 815319791,
          digest: '0'.repeat(64),
          details: {
            parent_model: '',
            format: 'gguf',
            family: name.split(/[:\d]/)[0],
            families: [name.split(/[:\d]/)[0]],
            parameter_size: '1B',
            quantization_level: 'Q4_K_M',
          },
        })),
      });
    }
    if (req.method === 'POST' && path === '/api/chat') {
      const chunks = [];
      req.on('data', (chunk) => chunks.push(chunk));
      req.on('end', () => chat(req, res, Buffer.concat(chunks).toString('utf8')));
      return undefined;
    }
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    return res.end('404 page not found');
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();

  return {
    url: `http://127.0.0.1:${port}`,
    /** Every /api/chat request that passed validation, in order, with its prompt's token count. */
    requests,
    /** Streams the client closed before their last line. */
    aborts,
    setModels(names) {
      state.installed = new Set(names.map(withTag));
    },
    setScript(script) {
      state.script = script;
    },
    stop() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

module.exports = { startOllamaTestServer, countPromptTokens };
