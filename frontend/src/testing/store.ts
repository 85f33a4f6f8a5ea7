import { setupStore, type RootState } from '@/app/store';

/** The app's store, for tests of features (which may not import from `app/` themselves). */
export function createTestStore(preloadedState?: Partial<RootState>) {
  return setupStore(preloadedState);
}
