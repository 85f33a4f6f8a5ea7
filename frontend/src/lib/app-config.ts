import { z } from 'zod/mini';

import { createLogger } from '@/lib/logger';

/** Where the SPA finds its identity provider (ADR 0008) and the company's facts (ADR 0005). */
export const APP_CONFIG_PATH = '/app-config.json';

const authConfigSchema = z.object({
  url: z
    .pipe(
      z.url({ protocol: /^https?$/ }),
      z.transform((value: string) => value.replace(/\/+$/, '')),
    )
    .check(z.describe('Base URL of the identity provider; the realm lives at <url>/realms/<realm>')),
  realm: z.string().check(z.trim(), z.minLength(1)),
  clientId: z.string().check(z.trim(), z.minLength(1)),
  /** The development provider has no session-status iframe (ADR 0009); Keycloak has one. */
  checkLoginIframe: z._default(z.boolean(), true),
});

const appConfigSchema = z.object({
  auth: authConfigSchema,
  /** The company's facts, checked on their own (`companyOf` in lib/company.tsx): a bad one never stops sign-in. */
  company: z.optional(z.unknown()),
});

export type AuthConfig = z.infer<typeof authConfigSchema>;
export type AppConfig = z.infer<typeof appConfigSchema>;

const log = createLogger('config');

/** Used when the server offers no `/app-config.json`: the development provider on the site's origin. */
export function defaultAppConfig(origin: string): AppConfig {
  return { auth: { url: origin, realm: 'europa-launchpad', clientId: 'site-spa', checkLoginIframe: false } };
}

/** Checks a runtime configuration document; throws with every bad field named. */
export function parseAppConfig(value: unknown): AppConfig {
  const result = appConfigSchema.safeParse(value);
  if (!result.success) throw new Error(`Invalid ${APP_CONFIG_PATH}:\n${z.prettifyError(result.error)}`);
  return result.data;
}

type LoadAppConfigOptions = { fetch?: typeof globalThis.fetch; origin?: string };

/**
 * Reads the runtime configuration the server publishes beside the bundle. A missing file (or
 * no answer) means the defaults; a file that is not valid is reported and the defaults apply,
 * so the public pages keep working.
 */
export async function loadAppConfig({
  fetch = globalThis.fetch,
  origin = window.location.origin,
}: LoadAppConfigOptions = {}): Promise<AppConfig> {
  const fallback = defaultAppConfig(origin);
  let response: Response;
  try {
    response = await fetch(new URL(APP_CONFIG_PATH, origin), {
      headers: { Accept: 'application/json' },
      cache: 'no-store',
    });
  } catch (error) {
    log.warn(`${APP_CONFIG_PATH} could not be fetched; using the defaults`, error);
    return fallback;
  }
  if (response.status === 404) {
    log.debug(`No ${APP_CONFIG_PATH}; using the defaults`);
    return fallback;
  }
  if (!response.ok) {
    log.warn(`${APP_CONFIG_PATH} answered ${response.status}; using the defaults`);
    return fallback;
  }
  try {
    return parseAppConfig(await response.json());
  } catch (error) {
    log.error(`${APP_CONFIG_PATH} is not valid; using the defaults`, error);
    return fallback;
  }
}
