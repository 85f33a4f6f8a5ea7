import { paths } from '@/config/paths';

/**
 * What the SPA needs from an OpenID Connect client. The product depends on this interface only;
 * `keycloak-auth-client.ts` implements it with keycloak-js, and tests use a fake.
 *
 * Tokens never leave the client: Redux holds who is signed in, not their credentials.
 */

/** The signed-in user, from the access token's `sub` and `preferred_username` claims. */
export type AuthUser = { subject: string; username: string };

export type AuthClientEvent =
  /** The access token has expired (after its lifetime, corrected by the estimated clock skew). */
  | 'tokenExpired'
  /** A token refresh failed. */
  | 'refreshError'
  /** The tokens were cleared: the session ended elsewhere or could not be checked. */
  | 'signedOut';

export interface AuthClient {
  /**
   * Starts the client once: finishes a sign-in whose callback is in the current URL, otherwise
   * checks silently whether the visitor already has a session. Resolves with the user, or null.
   */
  init(): Promise<AuthUser | null>;
  /** The signed-in user, or null. */
  user(): AuthUser | null;
  /** The current access token, if signed in. */
  token(): string | undefined;
  /**
   * Refreshes the tokens if the access token expires within `minValidity` seconds (-1: always).
   * Resolves true when it refreshed; rejects (and emits `refreshError`) when refreshing failed.
   */
  updateToken(minValidity: number): Promise<boolean>;
  /** Leaves for the identity provider's sign-in (or registration) page; it comes back to `redirectUri`. */
  login(options: { redirectUri: string; action?: 'register' }): Promise<void>;
  /** Ends the session at the identity provider, which then sends the browser to `redirectUri`. */
  logout(options: { redirectUri: string }): Promise<void>;
  /** Calls `listener` on every `event`; returns the unsubscribe function. */
  on(event: AuthClientEvent, listener: () => void): () => void;
}

/** The store's thunk `extra` argument: how thunks, listeners and `prepareHeaders` reach the client. */
export type AuthThunkExtra = { authClient: AuthClient };

/** RTK Query and listeners hand over `extra` as `unknown`; the store always sets it. */
export function authClientOf(extra: unknown): AuthClient {
  return (extra as AuthThunkExtra).authClient;
}

/** The site's own URLs the identity provider sends the browser back to (ADR 0008). */
export const authRedirects = {
  callback: (origin: string = window.location.origin) => `${origin}${paths.authCallback}`,
  silentCheck: (origin: string = window.location.origin) => `${origin}/silent-check-sso.html`,
  afterLogout: (origin: string = window.location.origin) => `${origin}${paths.root}`,
};

/** Seconds of validity the tokens must keep (specification section 9). */
export const TOKEN_VALIDITY = {
  /** Periodic refresh, every `REFRESH_INTERVAL_MS`. */
  periodic: 60,
  /** When the tab becomes visible again. */
  onVisible: 10,
  /** Before an API call adds the bearer token. */
  beforeRequest: 30,
  /** Forces a refresh (after a 401). */
  force: -1,
} as const;

export const REFRESH_INTERVAL_MS = 60_000;
