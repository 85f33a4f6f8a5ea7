import { authEnv, commonEnv, envVar, port, urlWithProtocols } from '@site/platform';
import { z } from 'zod';
import { DEFAULT_COMPANY_FILE, DEFAULT_STATIC_DIR } from './paths';

const { HOST, LOG_LEVEL, SHUTDOWN_TIMEOUT_MS } = commonEnv;

/** The site's web process behind Kong (containers): the built SPA and `/app-config.json`, no API. */
export const webEnv = {
  HOST,
  LOG_LEVEL,
  SHUTDOWN_TIMEOUT_MS,
  ...authEnv,
  // No development provider runs beside this process: the SPA signs in with Keycloak.
  OIDC_ISSUER: envVar(
    urlWithProtocols(['http', 'https']),
    'Exact issuer of the realm the SPA signs in with, as browsers reach it (Keycloak).',
  ),
  PORT: envVar(port, 'HTTP port of the web process (the SPA behind the gateway).', { default: '8080' }),
  STATIC_DIR: envVar(z.string().min(1), 'Folder of the built SPA.', { default: DEFAULT_STATIC_DIR }),
  COMPANY_FILE: envVar(
    z.string().min(1),
    "The company's facts the legal notice and contact page show (JSON; checked at start).",
    { default: DEFAULT_COMPANY_FILE },
  ),
} as const;
