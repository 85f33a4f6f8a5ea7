import { commonEnv, envVar, loadProcessConfig, port, positiveInt, type ProcessConfig } from '@site/platform';
import { z } from 'zod';
import { DEFAULT_COMPANY_FILE, DEFAULT_REALM_FILE, DEFAULT_STATIC_DIR } from './paths';
import { ALL_SERVICES } from './services';

/** The standalone process's own variables: the common ones, its port, the SPA folder and the identity provider. */
export const standaloneEnv = {
  ...commonEnv,
  PORT: envVar(port, 'HTTP port of the standalone server (SPA and API).', { default: '8080' }),
  STATIC_DIR: envVar(z.string().min(1), 'Folder of the built SPA.', { default: DEFAULT_STATIC_DIR }),
  REALM_FILE: envVar(z.string().min(1), 'Realm export the development identity provider is seeded from.', {
    default: DEFAULT_REALM_FILE,
  }),
  COMPANY_FILE: envVar(
    z.string().min(1),
    "The company's facts the legal notice and contact page show (JSON; checked at start).",
    { default: DEFAULT_COMPANY_FILE },
  ),
  DEV_IDENTITY_ACCESS_TOKEN_TTL: envVar(
    positiveInt.optional(),
    "Access-token lifetime of the development provider in seconds (default: the realm's, 300).",
  ),
} as const;

/**
 * The standalone process's variables and every service's own, validated together: a ConfigError names every bad
 * variable of all of them; each service module receives its own variables typed.
 */
export function loadStandaloneConfig(
  environment: NodeJS.ProcessEnv = process.env,
): ProcessConfig<typeof standaloneEnv> {
  return loadProcessConfig(standaloneEnv, ALL_SERVICES, environment);
}
