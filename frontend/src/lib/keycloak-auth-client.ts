import type Keycloak from 'keycloak-js';
import type { KeycloakInitOptions } from 'keycloak-js';

import type { AppConfig } from '@/lib/app-config';
import { authRedirects, type AuthClient, type AuthClientEvent, type AuthUser } from '@/lib/auth-client';
import { createLogger } from '@/lib/logger';

const log = createLogger('auth');

export const THIRD_PARTY_COOKIES_BLOCKED_WARNING =
  'The browser blocks third-party cookies: silent sign-in and cross-tab detection are unavailable. ' +
  'Signing in uses full-page redirects instead.';

/** keycloak-js `init` options of the SPA (ADR 0008, specification section 4). */
export function keycloakInitOptions(origin: string, checkLoginIframe = true): KeycloakInitOptions {
  return {
    onLoad: 'check-sso',
    flow: 'standard',
    pkceMethod: 'S256',
    // The code comes back in the fragment: browsers never send it to the server or in a Referer.
    responseMode: 'fragment',
    redirectUri: authRedirects.callback(origin),
    silentCheckSsoRedirectUri: authRedirects.silentCheck(origin),
    // Without third-party cookies keycloak-js drops the silent check and uses full redirects.
    silentCheckSsoFallback: true,
    checkLoginIframe,
    // keycloak-js logs its own English notices when this is on; the SPA logs through its logger.
    enableLogging: false,
  };
}

/**
 * keycloak-js clears its public `silentCheckSsoRedirectUri` field (missing from its type
 * declarations) when its third-party-cookie check fails, and falls back to full redirects.
 */
function silentCheckStillEnabled(instance: Keycloak): boolean {
  return Boolean((instance as Keycloak & { silentCheckSsoRedirectUri?: string }).silentCheckSsoRedirectUri);
}

type KeycloakAuthClientOptions = {
  /** The runtime configuration (`/app-config.json`), fetched before the client starts. */
  loadConfig: () => Promise<AppConfig>;
  origin?: string;
  /** Replaceable in tests of this adapter. */
  createKeycloak?: (config: AppConfig['auth']) => Keycloak | Promise<Keycloak>;
  /** Leaves the site for the identity provider; replaceable in tests of this adapter. */
  leaveFor?: (url: string) => void;
};

/**
 * keycloak-js is loaded on its own, beside the configuration, so it is not part of the JavaScript the first
 * render waits for.
 */
const createDefaultKeycloak = async ({ url, realm, clientId }: AppConfig['auth']): Promise<Keycloak> => {
  const { default: KeycloakClass } = await import('keycloak-js');
  return new KeycloakClass({ url, realm, clientId });
};

/** The keycloak-js implementation of `AuthClient`: one Keycloak instance for the page's lifetime. */
export function createKeycloakAuthClient({
  loadConfig,
  origin = window.location.origin,
  createKeycloak = createDefaultKeycloak,
  leaveFor = (url) => window.location.replace(url),
}: KeycloakAuthClientOptions): AuthClient {
  const listeners = new Map<AuthClientEvent, Set<() => void>>();
  let keycloak: Keycloak | undefined;
  let initialisation: Promise<AuthUser | null> | undefined;

  const emit = (event: AuthClientEvent) => {
    for (const listener of listeners.get(event) ?? []) listener();
  };

  const user = (): AuthUser | null => {
    const claims = keycloak?.authenticated ? keycloak.tokenParsed : undefined;
    const subject: unknown = claims?.sub;
    if (typeof subject !== 'string' || subject === '') return null;
    const username: unknown = claims?.preferred_username;
    return { subject, username: typeof username === 'string' && username !== '' ? username : subject };
  };

  const started = async (): Promise<Keycloak> => {
    if (!initialisation) throw new Error('The identity client has not been started');
    // A failed start (e.g. the provider did not answer) still leaves a usable instance for login.
    await initialisation.catch(() => undefined);
    if (!keycloak) throw new Error('The identity client could not be created');
    return keycloak;
  };

  const init = async (): Promise<AuthUser | null> => {
    // start fetching keycloak-js while the configuration loads
    if (createKeycloak === createDefaultKeycloak) void import('keycloak-js');
    const config = await loadConfig();
    const instance = await createKeycloak(config.auth);
    keycloak = instance;
    instance.onTokenExpired = () => emit('tokenExpired');
    instance.onAuthRefreshError = () => emit('refreshError');
    instance.onAuthLogout = () => emit('signedOut');
    instance.onAuthError = (error) => log.warn('Sign-in failed', error);

    const options = keycloakInitOptions(origin, config.auth.checkLoginIframe);
    await instance.init(options);
    if (options.silentCheckSsoRedirectUri && !silentCheckStillEnabled(instance)) {
      log.warn(THIRD_PARTY_COOKIES_BLOCKED_WARNING);
    }
    return user();
  };

  return {
    init: () => {
      initialisation ??= init();
      return initialisation;
    },
    user,
    token: () => (keycloak?.authenticated ? keycloak.token : undefined),
    updateToken: async (minValidity) => {
      const instance = await started();
      if (!instance.authenticated) return false;
      return instance.updateToken(minValidity);
    },
    login: async ({ redirectUri, action }) => {
      const instance = await started();
      // The sign-in page opens in the language of the site (OpenID `ui_locales`).
      const locale = document.documentElement.lang || undefined;
      // keycloak-js's own login() adds a history entry; replacing the current one (the /login page) means Back
      // after signing in leads to the page before, not to the provider's form (ADR 21).
      leaveFor(
        await instance.createLoginUrl({
          redirectUri,
          ...(action ? { action } : {}),
          ...(locale ? { locale } : {}),
        }),
      );
    },
    logout: async ({ redirectUri }) => {
      const instance = await started();
      await instance.logout({ redirectUri });
    },
    on: (event, listener) => {
      const set = listeners.get(event) ?? new Set();
      listeners.set(event, set);
      set.add(listener);
      return () => set.delete(listener);
    },
  };
}
