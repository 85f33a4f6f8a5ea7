import { commonEnv, envVar, EnvShape, port } from '@site/platform';
import { z } from 'zod';
import { DEFAULT_STATIC_DIR } from './paths';
import { ALL_SERVICES } from './services';

const servicesEnv: EnvShape = Object.assign({}, ...ALL_SERVICES.map((s) => s.env ?? {}));

/** The standalone process: the common variables, its port, the SPA folder and every service's own variables. */
export const standaloneEnv = {
  ...commonEnv,
  PORT: envVar(port, 'HTTP port of the standalone server (SPA and API).', { default: '8080' }),
  STATIC_DIR: envVar(z.string().min(1), 'Folder of the built SPA.', { default: DEFAULT_STATIC_DIR }),
  ...servicesEnv,
} as const;
