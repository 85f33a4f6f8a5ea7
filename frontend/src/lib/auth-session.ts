import {
  createListenerMiddleware,
  isRejectedWithValue,
  type ThunkAction,
  type ThunkDispatch,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { useMemo } from 'react';
import { useDispatch } from 'react-redux';

import { api } from '@/lib/api';
import { sessionChanged, signedOut, type AuthRootState } from '@/lib/auth';
import {
  authRedirects,
  REFRESH_INTERVAL_MS,
  TOKEN_VALIDITY,
  type AuthThunkExtra,
  type AuthUser,
} from '@/lib/auth-client';
import { createLogger } from '@/lib/logger';
import { sanitizeReturnTo, saveReturnTo } from '@/lib/return-to';

const log = createLogger('auth');

type AuthThunk<Result> = ThunkAction<Result, AuthRootState, AuthThunkExtra, UnknownAction>;
type AuthDispatch = ThunkDispatch<AuthRootState, AuthThunkExtra, UnknownAction>;

const sameUser = (a: AuthUser | null, state: AuthRootState['auth']) =>
  a
    ? state.status === 'authenticated' && state.subject === a.subject && state.username === a.username
    : state.status === 'anonymous';

/** Leaves for the identity provider's sign-in (or registration) page, which returns to `/auth/callback`. */
export const signIn =
  (action?: 'register'): AuthThunk<Promise<void>> =>
  async (_dispatch, _getState, { authClient }) => {
    await authClient.login({ redirectUri: authRedirects.callback(), ...(action ? { action } : {}) });
  };

/** Forgets the user here, then ends the session at the identity provider, which returns to the root. */
export const signOut =
  (): AuthThunk<Promise<void>> =>
  async (dispatch, _getState, { authClient }) => {
    dispatch(signedOut());
    await authClient.logout({ redirectUri: authRedirects.afterLogout() });
  };

/**
 * Starts the identity client and keeps the session alive for the page's lifetime (specification
 * section 4): the tokens are refreshed every 60 s (60 s validity), when the tab becomes visible
 * (10 s) and when the access token expires; a failed refresh signs out to the site root.
 * Resolves, once the client has started, with a function that stops the timers and listeners.
 */
export const startAuth =
  (): AuthThunk<Promise<() => void>> =>
  async (dispatch, getState, { authClient }) => {
    let signingOut = false;
    const endSession = () => {
      if (signingOut) return;
      signingOut = true;
      log.warn('The session could not be refreshed; signing out');
      void dispatch(signOut()).catch((error: unknown) => log.error('Sign-out failed', error));
    };

    const publishUser = () => {
      const user = authClient.user();
      if (!sameUser(user, getState().auth)) dispatch(sessionChanged(user));
    };

    const refresh = async (minValidity: number) => {
      if (signingOut || !authClient.token()) return;
      try {
        if (await authClient.updateToken(minValidity)) publishUser();
      } catch (error) {
        // The client also reports `refreshError`, which ends the session.
        log.debug('Token refresh failed', error);
      }
    };

    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible') void refresh(TOKEN_VALIDITY.onVisible);
    };

    const unsubscribe = [
      authClient.on('tokenExpired', () => void refresh(TOKEN_VALIDITY.periodic)),
      authClient.on('refreshError', endSession),
      authClient.on('signedOut', () => {
        if (!signingOut) dispatch(signedOut());
      }),
    ];

    // Without third-party cookies keycloak-js checks the session with a full redirect that comes back through
    // /auth/callback: remember the page, so the visitor lands where they were.
    const here = `${window.location.pathname}${window.location.search}`;
    if (sanitizeReturnTo(here) === here) saveReturnTo(here);

    try {
      dispatch(sessionChanged(await authClient.init()));
    } catch (error) {
      log.error('The identity client could not start; continuing signed out', error);
      dispatch(sessionChanged(null));
    }

    const interval = window.setInterval(() => void refresh(TOKEN_VALIDITY.periodic), REFRESH_INTERVAL_MS);
    document.addEventListener('visibilitychange', onVisibilityChange);

    return () => {
      window.clearInterval(interval);
      document.removeEventListener('visibilitychange', onVisibilityChange);
      for (const stop of unsubscribe) stop();
    };
  };

const isUnauthorized = (action: UnknownAction): boolean => {
  if (!isRejectedWithValue(action) || !action.type.startsWith(`${api.reducerPath}/`)) return false;
  const { payload } = action;
  return typeof payload === 'object' && payload !== null && 'status' in payload && payload.status === 401;
};

/**
 * The store's reactions to the session: an API call refused with 401 even after a token refresh
 * signs the user out; signing out drops every cached answer of the API.
 */
export function createAuthListenerMiddleware() {
  const listener = createListenerMiddleware<AuthRootState, AuthDispatch>();
  listener.startListening({
    predicate: (action, state) => state.auth.status === 'authenticated' && isUnauthorized(action),
    effect: async (_action, listenerApi) => {
      log.warn('The API refused the refreshed token; signing out');
      await listenerApi.dispatch(signOut());
    },
  });
  listener.startListening({
    actionCreator: signedOut,
    effect: (_action, listenerApi) => {
      listenerApi.dispatch(api.util.resetApiState());
    },
  });
  return listener.middleware;
}

/** Sign-in and sign-out for components (the redirects happen where the user asked for them). */
export function useAuthActions() {
  const dispatch = useDispatch<AuthDispatch>();
  return useMemo(
    () => ({
      signIn: (action?: 'register') => dispatch(signIn(action)),
      signOut: () => dispatch(signOut()),
    }),
    [dispatch],
  );
}
