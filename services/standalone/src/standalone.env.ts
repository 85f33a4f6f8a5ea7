import { commonEnv, envVar, EnvShape, port, positiveInt } from '@site/platform';
import { z } from 'zod';
import { DEFAULT_REALM_FILE, DEFAULT_STATIC_DIR } from './paths';
import { ALL_SERVICES } from './services';

const servicesEnv: EnvShape = Object.assign({}, ...ALL_SERVICES.map((s) => s.env ?? {}));

/** The standalone process: the common variables, its port, the SPA folder and every service's own variables. */
export const standaloneEnv = {
  ...commonEnv,
  PORT: envVar(port, 'HTTP port of the standalone server (SPA and API).', { default: '8080' }),
  STATIC_DIR: envVar(z.string().min(1), 'Folder of the built SPA.', { default: DEFAULT_STATIC_DIR }),
  REALM_FILE: envVar(z.string().min(1), 'Realm export the development identity provider is seeded from.', {
    default: DEFAULT_REALM_FILE,
  }),
  DEV_IDENTITY_ACCESS_TOKEN_TTL: envVar(
    positiveInt.optional(),
    "Access-token lifetime of the development provider in seconds (default: the realm's, 300).",
  ),
  ...servicesEnv,
} as const;
