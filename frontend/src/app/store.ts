import { combineSlices, configureStore } from '@reduxjs/toolkit';

import { api } from '@/lib/api';
import { authSlice } from '@/lib/auth';

const rootReducer = combineSlices(api, authSlice);

export type RootState = ReturnType<typeof rootReducer>;

/** A fresh store: one for the app, one per test (with `preloadedState`). */
export function setupStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof setupStore>;
export type AppDispatch = AppStore['dispatch'];
