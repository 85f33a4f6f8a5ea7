import { z } from 'zod';
import { authEnv } from '../auth/auth.settings';
import { envVar, port, positiveInt, urlList } from './env';
import { trustProxy } from './trust-proxy';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Variables every process reads, whatever it runs. */
export const commonEnv = {
  HOST: envVar(z.string().min(1), 'Address the HTTP server binds to (0.0.0.0 in containers).', {
    default: '127.0.0.1',
  }),
  LOG_LEVEL: envVar(
    z.enum(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(', ')}` }),
    'pino log level.',
    {
      default: 'info',
    },
  ),
  DATA_DIR: envVar(z.string().min(1), 'Folder of the embedded stores (created if missing).', {
    default: './data',
  }),
  SHUTDOWN_TIMEOUT_MS: envVar(
    positiveInt,
    'Longest graceful shutdown (drain HTTP and the bus) before exit.',
    {
      default: '10000',
    },
  ),
  BUS_REQUEST_TIMEOUT_MS: envVar(positiveInt, 'Time a bus request waits for its reply.', { default: '5000' }),
  BUS_MAX_ATTEMPTS: envVar(positiveInt, 'Deliveries of a work item before it is dead-lettered.', {
    default: '5',
  }),
  BUS_ACK_WAIT_MS: envVar(positiveInt, 'Time a consumer has to acknowledge a work item before redelivery.', {
    default: '30000',
  }),
  BUS_BACKOFF_MS: envVar(positiveInt, 'First retry delay of a failed work item; doubles per attempt.', {
    default: '1000',
  }),
  BUS_STREAM_REPLICAS: envVar(
    positiveInt.max(5, 'must be between 1 and 5'),
    'Copies JetStream keeps of each work stream (1 on one server; 3 on a three-node cluster, so a node may fail).',
    { default: '1' },
  ),
  TRUST_PROXY: envVar(
    trustProxy,
    'Proxies allowed to name the client in X-Forwarded-For: false (the socket peer is the client), a hop count, or addresses/CIDRs.',
    { default: 'false' },
  ),
  ...authEnv,
} as const;

/** Variables of a service running on its own (distributed mode). */
export function serviceEnv(defaultPort: number) {
  return {
    ...commonEnv,
    PORT: envVar(port, 'HTTP port of this service.', { default: String(defaultPort) }),
    NATS_URL: envVar(urlList(['nats', 'tls', 'ws', 'wss']), 'NATS server(s), comma-separated.', {
      default: 'nats://127.0.0.1:4222',
    }),
  } as const;
}
