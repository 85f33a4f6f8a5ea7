import { combineSlices, configureStore } from '@reduxjs/toolkit';

import { api } from '@/lib/api';
import { authSlice } from '@/lib/auth';
import type { AuthClient, AuthThunkExtra } from '@/lib/auth-client';
import { createAuthListenerMiddleware } from '@/lib/auth-session';

const rootReducer = combineSlices(api, authSlice);

export type RootState = ReturnType<typeof rootReducer>;

type SetupStoreOptions = {
  /** The identity client: reached by thunks, listeners and the API's `prepareHeaders` as `extra`. */
  authClient: AuthClient;
  preloadedState?: Partial<RootState>;
};

/** A fresh store: one for the app, one per test (with a fake identity client and `preloadedState`). */
export function setupStore({ authClient, preloadedState }: SetupStoreOptions) {
  const extraArgument: AuthThunkExtra = { authClient };
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument } })
        .prepend(createAuthListenerMiddleware())
        .concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof setupStore>;
export type AppDispatch = AppStore['dispatch'];
