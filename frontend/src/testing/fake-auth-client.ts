import { vi } from 'vitest';

import type { AuthClient, AuthClientEvent, AuthUser } from '@/lib/auth-client';

type FakeAuthClientOptions = {
  /** The user `init` signs in (and the session starts with); null: a visitor. */
  user?: AuthUser | null;
  /** Seconds until the access token expires. */
  expiresIn?: number;
  /** Makes every refresh fail (like a revoked session). */
  refreshFails?: boolean;
  /** `init` waits for `finishInit()` instead of resolving at once. */
  deferInit?: boolean;
};

/**
 * An in-memory `AuthClient` for tests: tokens are `token-1`, `token-2`, … (a refresh issues the
 * next one), `login` and `logout` only record their calls, and `emit` plays the provider's events.
 */
export function createFakeAuthClient({
  user = null,
  expiresIn = 300,
  refreshFails = false,
  deferInit = false,
}: FakeAuthClientOptions = {}) {
  const listeners = new Map<AuthClientEvent, Set<() => void>>();
  let current: AuthUser | null = user;
  let tokenNumber = 1;
  let secondsLeft = expiresIn;
  let release: (() => void) | undefined;
  const initGate = deferInit ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();

  const emit = (event: AuthClientEvent) => {
    for (const listener of listeners.get(event) ?? []) listener();
  };

  const client = {
    init: vi.fn(async () => {
      await initGate;
      return current;
    }),
    user: () => current,
    token: () => (current ? `token-${tokenNumber}` : undefined),
    updateToken: vi.fn(async (minValidity: number) => {
      if (!current) throw new Error('Not authenticated');
      if (minValidity !== -1 && secondsLeft > minValidity) return false;
      if (refreshFails) {
        emit('refreshError');
        throw new Error('refresh failed');
      }
      tokenNumber += 1;
      secondsLeft = expiresIn;
      return true;
    }),
    login: vi.fn(async (_options: { redirectUri: string; action?: 'register' }) => undefined),
    logout: vi.fn(async (_options: { redirectUri: string }) => {
      current = null;
    }),
    on: (event: AuthClientEvent, listener: () => void) => {
      const set = listeners.get(event) ?? new Set();
      listeners.set(event, set);
      set.add(listener);
      return () => {
        set.delete(listener);
      };
    },
  } satisfies AuthClient;

  return {
    ...client,
    emit,
    /** Lets a deferred `init` finish, as the given user (default: the one it was created with). */
    finishInit: (asUser: AuthUser | null = current) => {
      current = asUser;
      release?.();
    },
    /** Moves the access token's expiry. */
    setExpiresIn: (seconds: number) => {
      secondsLeft = seconds;
    },
    /** Drops the tokens, as the provider's session check does when the session ended elsewhere. */
    clearSession: () => {
      current = null;
      emit('signedOut');
    },
  };
}

export type FakeAuthClient = ReturnType<typeof createFakeAuthClient>;

export const alice: AuthUser = { subject: 'f3c1a2b4-0000-4000-8000-00000000a11c', username: 'alice' };
