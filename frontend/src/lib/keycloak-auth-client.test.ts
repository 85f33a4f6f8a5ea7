import type Keycloak from 'keycloak-js';
import type { KeycloakInitOptions, KeycloakLoginOptions, KeycloakLogoutOptions } from 'keycloak-js';
import { describe, expect, it, vi } from 'vitest';

import { defaultAppConfig } from '@/lib/app-config';
import { createKeycloakAuthClient, THIRD_PARTY_COOKIES_BLOCKED_WARNING } from '@/lib/keycloak-auth-client';

const origin = 'https://europa-launchpad.example';

/** Stands in for keycloak-js: `init` signs in (or not) and may play a blocked third-party-cookie check. */
class KeycloakDouble {
  authenticated = false;
  token?: string;
  tokenParsed?: Record<string, unknown>;
  silentCheckSsoRedirectUri?: string;
  onTokenExpired?: () => void;
  onAuthRefreshError?: () => void;
  onAuthLogout?: () => void;
  onAuthError?: () => void;
  initOptions?: KeycloakInitOptions;

  constructor(
    private readonly outcome: { claims?: Record<string, unknown>; cookiesBlocked?: boolean } = {},
  ) {}

  init = vi.fn(async (options: KeycloakInitOptions) => {
    this.initOptions = options;
    this.silentCheckSsoRedirectUri = this.outcome.cookiesBlocked
      ? undefined
      : options.silentCheckSsoRedirectUri;
    if (this.outcome.claims) {
      this.authenticated = true;
      this.token = 'access-token';
      this.tokenParsed = this.outcome.claims;
    }
    return this.authenticated;
  });
  updateToken = vi.fn(async (_minValidity: number) => true);
  createLoginUrl = vi.fn(async (options?: KeycloakLoginOptions) =>
    options?.action === 'register' ? `${origin}/registrations` : `${origin}/auth`,
  );
  logout = vi.fn(async (_options?: KeycloakLogoutOptions) => undefined);
}

function setup(outcome?: ConstructorParameters<typeof KeycloakDouble>[0]) {
  const keycloak = new KeycloakDouble(outcome);
  const createKeycloak = vi.fn(() => keycloak as unknown as Keycloak);
  const leaveFor = vi.fn((_url: string) => undefined);
  const client = createKeycloakAuthClient({
    loadConfig: async () => defaultAppConfig(origin),
    origin,
    createKeycloak,
    leaveFor,
  });
  return { keycloak, createKeycloak, leaveFor, client };
}

describe(createKeycloakAuthClient.name, () => {
  it('starts keycloak-js once with the realm of /app-config.json and the SPA options', async () => {
    const { client, keycloak, createKeycloak } = setup();

    await Promise.all([client.init(), client.init()]);

    expect(createKeycloak).toHaveBeenCalledTimes(1);
    expect(createKeycloak).toHaveBeenCalledWith(
      expect.objectContaining({ url: origin, realm: 'europa-launchpad', clientId: 'site-spa' }),
    );
    expect(keycloak.init).toHaveBeenCalledTimes(1);
    expect(keycloak.initOptions).toMatchObject({
      onLoad: 'check-sso',
      pkceMethod: 'S256',
      flow: 'standard',
      responseMode: 'fragment',
      // The configuration of this test is the development provider's, which has no session iframe.
      checkLoginIframe: false,
      redirectUri: `${origin}/auth/callback`,
      silentCheckSsoRedirectUri: `${origin}/silent-check-sso.html`,
    });
  });

  it('reads the user from the access token: sub and preferred_username', async () => {
    const { client } = setup({ claims: { sub: 'user-1', preferred_username: 'alice' } });

    expect(await client.init()).toEqual({ subject: 'user-1', username: 'alice' });
    expect(client.token()).toBe('access-token');
  });

  it('is signed out when the silent check finds no session', async () => {
    const { client } = setup();

    expect(await client.init()).toBeNull();
    expect(client.token()).toBeUndefined();
  });

  it('warns that silent sign-in and cross-tab detection are unavailable without third-party cookies', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { client } = setup({ cookiesBlocked: true });

    await client.init();

    expect(warn).toHaveBeenCalledWith('[auth]', THIRD_PARTY_COOKIES_BLOCKED_WARNING);
    expect(THIRD_PARTY_COOKIES_BLOCKED_WARNING).toContain(
      'silent sign-in and cross-tab detection are unavailable',
    );
  });

  it('passes keycloak-js events on to its listeners', async () => {
    const { client, keycloak } = setup({ claims: { sub: 'user-1' } });
    await client.init();
    const expired = vi.fn();
    const refreshFailed = vi.fn();
    const signedOut = vi.fn();
    client.on('tokenExpired', expired);
    const stop = client.on('refreshError', refreshFailed);
    client.on('signedOut', signedOut);

    keycloak.onTokenExpired?.();
    keycloak.onAuthRefreshError?.();
    stop();
    keycloak.onAuthRefreshError?.();
    keycloak.onAuthLogout?.();

    expect(expired).toHaveBeenCalledTimes(1);
    expect(refreshFailed).toHaveBeenCalledTimes(1);
    expect(signedOut).toHaveBeenCalledTimes(1);
  });

  it('signs in, registers and signs out through keycloak-js', async () => {
    const { client, keycloak, leaveFor } = setup({ claims: { sub: 'user-1' } });
    await client.init();

    await client.login({ redirectUri: `${origin}/auth/callback` });
    await client.login({ redirectUri: `${origin}/auth/callback`, action: 'register' });
    await client.updateToken(30);
    await client.logout({ redirectUri: `${origin}/` });

    // The provider's page opens in the language of the site.
    expect(keycloak.createLoginUrl).toHaveBeenNthCalledWith(1, {
      redirectUri: `${origin}/auth/callback`,
      locale: 'en',
    });
    expect(keycloak.createLoginUrl).toHaveBeenNthCalledWith(2, {
      redirectUri: `${origin}/auth/callback`,
      action: 'register',
      locale: 'en',
    });
    // The provider's page replaces the current history entry (Back after signing in skips the form).
    expect(leaveFor.mock.calls).toEqual([[`${origin}/auth`], [`${origin}/registrations`]]);
    expect(keycloak.updateToken).toHaveBeenCalledWith(30);
    expect(keycloak.logout).toHaveBeenCalledWith({ redirectUri: `${origin}/` });
  });

  it('refuses to sign in before it has been started', async () => {
    const { client } = setup();

    await expect(client.login({ redirectUri: `${origin}/auth/callback` })).rejects.toThrow(
      /not been started/,
    );
  });
});
