import { authEnv, envVar, EnvShape, port, serviceEnv } from '@site/platform';
import { z } from 'zod';
import { KONG_CONFIG_PATH } from '@site/gateway';
import { DEFAULT_STATIC_DIR } from './paths';
import { ALL_SERVICES } from './services';
import { standaloneEnv } from './standalone.env';

export function portVariable(service: string): string {
  return `${service.toUpperCase().replace(/-/g, '_')}_PORT`;
}

const servicePorts: EnvShape = Object.fromEntries(
  ALL_SERVICES.map((s) => [
    portVariable(s.name),
    envVar(port, `HTTP port of the ${s.name} service in local distributed mode.`, {
      default: String(s.defaultPort),
    }),
  ]),
);

const { HOST, LOG_LEVEL, NATS_URL, SHUTDOWN_TIMEOUT_MS, DATA_DIR, TRUST_PROXY } = serviceEnv(0);

/** The local launcher of distributed mode: the edge's port, kong.yml, the SPA and one port per service. */
export const distributedEnv = {
  HOST,
  LOG_LEVEL,
  NATS_URL,
  SHUTDOWN_TIMEOUT_MS,
  DATA_DIR,
  TRUST_PROXY,
  ...authEnv,
  REALM_FILE: standaloneEnv.REALM_FILE,
  COMPANY_FILE: standaloneEnv.COMPANY_FILE,
  DEV_IDENTITY_ACCESS_TOKEN_TTL: standaloneEnv.DEV_IDENTITY_ACCESS_TOKEN_TTL,
  IDENTITY_PORT: envVar(
    port,
    'Port of the development identity provider in local distributed mode (when OIDC_ISSUER is unset).',
    {
      default: '8081',
    },
  ),
  PORT: envVar(port, 'HTTP port of the local edge (the SPA and /api as Kong routes them).', {
    default: '8080',
  }),
  STATIC_DIR: envVar(z.string().min(1), 'Folder of the built SPA.', { default: DEFAULT_STATIC_DIR }),
  KONG_CONFIG: envVar(z.string().min(1), 'Kong declarative configuration the local edge applies.', {
    default: KONG_CONFIG_PATH,
  }),
  ...servicePorts,
} as const;
