import { setupStore, type RootState } from '@/app/store';
import { anonymousAuthState, type AuthState } from '@/lib/auth';
import type { AuthClient, AuthUser } from '@/lib/auth-client';
import { createFakeAuthClient } from '@/testing/fake-auth-client';

type TestStoreOptions = {
  preloadedState?: Partial<RootState>;
  /** Default: a fake client of a visitor. */
  authClient?: AuthClient;
};

/** The auth state of a started client: signed in as `user`, or a visitor. */
export function authStateOf(user: AuthUser | null): AuthState {
  return user
    ? { status: 'authenticated', username: user.username, subject: user.subject }
    : anonymousAuthState;
}

/**
 * The app's store, for tests of features (which may not import from `app/` themselves). Unless
 * the test says otherwise, the identity client has started and the visitor is signed out.
 */
export function createTestStore({
  preloadedState,
  authClient = createFakeAuthClient(),
}: TestStoreOptions = {}) {
  return setupStore({
    authClient,
    preloadedState: { auth: authStateOf(authClient.user()), ...preloadedState },
  });
}
