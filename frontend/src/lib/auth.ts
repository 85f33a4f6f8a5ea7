import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * Who is signed in. The identity issue fills this from keycloak-js; until then nobody is.
 */
export type AuthState = {
  authenticated: boolean;
  username: string | null;
};

const initialState: AuthState = { authenticated: false, username: null };

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    signedIn(state, action: PayloadAction<{ username: string }>) {
      state.authenticated = true;
      state.username = action.payload.username;
    },
    signedOut() {
      return initialState;
    },
  },
  selectors: {
    selectIsAuthenticated: (state) => state.authenticated,
    selectUsername: (state) => state.username,
  },
});

export const { signedIn, signedOut } = authSlice.actions;
export const { selectIsAuthenticated, selectUsername } = authSlice.selectors;
