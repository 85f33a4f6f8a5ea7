import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import type { AuthUser } from '@/lib/auth-client';

/**
 * Who is signed in, as far as the interface needs to know. The tokens stay inside the identity
 * client (`AuthClient`); nothing secret is kept in the store.
 */
export type AuthStatus = 'initialising' | 'authenticated' | 'anonymous';

export type AuthState = {
  status: AuthStatus;
  /** `preferred_username` of the access token. */
  username: string | null;
  /** `sub` of the access token: the id services store data under. */
  subject: string | null;
};

const initialState: AuthState = { status: 'initialising', username: null, subject: null };

export const anonymousAuthState: AuthState = { status: 'anonymous', username: null, subject: null };

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    /** The identity client has started, or the session changed (sign-in, refresh, sign-out). */
    sessionChanged(_state, action: PayloadAction<AuthUser | null>) {
      const user = action.payload;
      return user
        ? { status: 'authenticated', username: user.username, subject: user.subject }
        : anonymousAuthState;
    },
    signedOut() {
      return anonymousAuthState;
    },
  },
  selectors: {
    selectAuthStatus: (state) => state.status,
    selectIsAuthenticated: (state) => state.status === 'authenticated',
    selectUsername: (state) => state.username,
    selectSubject: (state) => state.subject,
  },
});

export const { sessionChanged, signedOut } = authSlice.actions;
export const { selectAuthStatus, selectIsAuthenticated, selectUsername, selectSubject } = authSlice.selectors;

/** The store state as seen by the auth thunks and listeners (the app's `RootState` has more). */
export type AuthRootState = { [authSlice.reducerPath]: AuthState };
