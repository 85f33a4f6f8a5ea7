import { envVar, mongoEnv, positiveInt, urlWithProtocols, type ConfigOf } from '@site/platform';
import { z } from 'zod';

/** The chat service: where chats are kept, the language model server, and the limits of answers. */
export const chatOrchestratorEnv = {
  ...mongoEnv,
  OLLAMA_URL: envVar(
    urlWithProtocols(['http', 'https']).optional(),
    'Ollama server for the chat models, e.g. http://ollama:11434. Unset: no language model; with retrieval on, answers quote the best passages of the user’s documents.',
  ),
  OLLAMA_KEEP_ALIVE: envVar(
    z.string().regex(/^(-1|0|\d+(\.\d+)?(ms|s|m|h)?)$/, 'must be a duration such as 5m, 1h, 0 or -1'),
    'How long Ollama keeps a model loaded after an answer (its keep_alive: 5m, 1h, 0 unloads at once, -1 keeps it).',
    { default: '10m' },
  ),
  OLLAMA_MAX_CONTEXT: envVar(
    positiveInt,
    'Largest context window (num_ctx, tokens) asked of the model server; prompts are sized to fit it, never cut by the server.',
    { default: '8192' },
  ),
  LLM_FIRST_TOKEN_TIMEOUT_MS: envVar(
    positiveInt,
    'Longest wait for a model’s first token (includes loading the model), then LLM_TIMEOUT.',
    { default: '120000' },
  ),
  LLM_IDLE_TIMEOUT_MS: envVar(
    positiveInt,
    'Longest pause between two tokens of an answer, then LLM_TIMEOUT.',
    {
      default: '60000',
    },
  ),
  CHAT_REQUESTS_PER_MINUTE: envVar(positiveInt, 'Questions one user may ask per minute (then 429).', {
    default: '20',
  }),
  CHAT_CONCURRENT_GENERATIONS: envVar(
    positiveInt,
    'Answers one user may have in progress at once (then 429).',
    {
      default: '2',
    },
  ),
  CHAT_MAX_QUESTION_CHARS: envVar(
    positiveInt,
    'Longest question, in characters (then 400 QUESTION_TOO_LONG).',
    {
      default: '4000',
    },
  ),
};

export type ChatOrchestratorConfig = ConfigOf<typeof chatOrchestratorEnv>;

/** The chat service's validated variables, provided by `ChatOrchestratorModule.forRoot`. */
export const CHAT_ORCHESTRATOR_CONFIG = Symbol('CHAT_ORCHESTRATOR_CONFIG');
