import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { routes } from '@/app/router';
import { saveReturnTo } from '@/lib/return-to';
import { startAuth } from '@/lib/auth-session';
import { alice, createFakeAuthClient } from '@/testing/fake-auth-client';
import { renderWithProviders } from '@/testing/render';

const starting = { auth: { status: 'initialising' as const, username: null, subject: null } };
const origin = () => window.location.origin;

const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('authentication gate', () => {
  it.each(['/llmchat', '/favorites', '/applications', '/schedule'])(
    'shows "Loading authentication…" on %s, then sends a visitor to /login with the page to return to',
    async (route) => {
      const authClient = createFakeAuthClient({ deferInit: true });
      const { store, router } = renderWithProviders(null, {
        routes,
        route: `${route}?tab=2`,
        authClient,
        preloadedState: starting,
      });

      expect(await screen.findByText('Loading authentication…')).toBeInTheDocument();
      expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();

      const started = store.dispatch(startAuth());
      await act(async () => authClient.finishInit(null));
      (await started)();

      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(router.state.location.search).toBe(`?returnTo=${encodeURIComponent(`${route}?tab=2`)}`);
      expect(router.state.historyAction).toBe('REPLACE');
    },
  );

  it('shows the protected page once the silent check finds a session', async () => {
    const authClient = createFakeAuthClient({ user: alice, deferInit: true });
    const { store, router } = renderWithProviders(null, {
      routes,
      route: '/llmchat',
      authClient,
      preloadedState: starting,
    });
    await screen.findByText('Loading authentication…');

    const started = store.dispatch(startAuth());
    await act(async () => authClient.finishInit());
    (await started)();

    expect(await screen.findByRole('heading', { level: 1, name: 'AI chat' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/llmchat');
    expect(store.getState().auth).toEqual({
      status: 'authenticated',
      username: 'alice',
      subject: alice.subject,
    });
  });
});

describe('/login', () => {
  it('saves the return target and leaves for the sign-in page', async () => {
    const { authClient } = renderWithProviders(null, { routes, route: '/login?returnTo=%2Fjobs%3Fopen%3D1' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Redirecting to login...' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(authClient.login).toHaveBeenCalledWith({ redirectUri: `${origin()}/auth/callback` }),
    );
    expect(authClient.login).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem('auth.returnTo')).toBe('/jobs?open=1');
  });

  it('opens the registration page with ?action=register', async () => {
    const { authClient } = renderWithProviders(null, {
      routes,
      route: '/login?action=register&returnTo=%2Fcontact',
    });

    await waitFor(() =>
      expect(authClient.login).toHaveBeenCalledWith({
        redirectUri: `${origin()}/auth/callback`,
        action: 'register',
      }),
    );
    expect(sessionStorage.getItem('auth.returnTo')).toBe('/contact');
  });

  it.each(['https://evil.example/steal', '//evil.example', 'javascript:alert(1)'])(
    'never keeps a foreign return target (%s)',
    async (target) => {
      const { authClient } = renderWithProviders(null, {
        routes,
        route: `/login?returnTo=${encodeURIComponent(target)}`,
      });

      await waitFor(() => expect(authClient.login).toHaveBeenCalled());
      expect(sessionStorage.getItem('auth.returnTo')).toBe('/');
    },
  );

  it('waits for the identity client before leaving', async () => {
    const authClient = createFakeAuthClient({ deferInit: true });
    const { store } = renderWithProviders(null, {
      routes,
      route: '/login?returnTo=%2Fabout',
      authClient,
      preloadedState: starting,
    });
    await screen.findByRole('heading', { level: 1, name: 'Redirecting to login...' });
    expect(authClient.login).not.toHaveBeenCalled();

    const started = store.dispatch(startAuth());
    await act(async () => authClient.finishInit(null));
    (await started)();

    await waitFor(() => expect(authClient.login).toHaveBeenCalledTimes(1));
  });

  it('sends a signed-in user straight back to the target', async () => {
    const { router, authClient } = renderWithProviders(null, {
      routes,
      route: '/login?returnTo=%2Fabout',
      authClient: createFakeAuthClient({ user: alice }),
    });

    await waitFor(() => expect(router.state.location.pathname).toBe('/about'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(authClient.login).not.toHaveBeenCalled();
  });

  it('says so when the sign-in page cannot be reached', async () => {
    const authClient = createFakeAuthClient();
    authClient.login.mockRejectedValueOnce(new Error('offline'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(null, { routes, route: '/login', authClient });

    expect(
      await screen.findByText('Sign-in is not available right now. Please try again later.'),
    ).toBeInTheDocument();
  });
});

describe('/auth/callback', () => {
  it('shows "Finishing sign-in…" until the code is processed, then replaces itself with the saved target', async () => {
    saveReturnTo('/llmchat?tab=files');
    const authClient = createFakeAuthClient({ user: alice, deferInit: true });
    const { store, router } = renderWithProviders(null, {
      routes,
      route: '/auth/callback',
      authClient,
      preloadedState: starting,
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Finishing sign-in…' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/callback');

    // The browser is on the callback page, which is never a return target itself.
    window.history.replaceState(null, '', '/auth/callback');
    const started = store.dispatch(startAuth());
    await act(async () => authClient.finishInit());
    (await started)();
    window.history.replaceState(null, '', '/');

    expect(await screen.findByRole('heading', { level: 1, name: 'AI chat' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/llmchat');
    expect(router.state.location.search).toBe('?tab=files');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(sessionStorage.getItem('auth.returnTo')).toBeNull();
  });

  it('comes back to the page where the app started when the session check had to redirect', async () => {
    window.history.replaceState(null, '', '/about?section=values');
    const authClient = createFakeAuthClient({ user: null, deferInit: true });
    const { store } = renderWithProviders(null, {
      routes,
      route: '/about',
      authClient,
      preloadedState: starting,
    });
    const started = store.dispatch(startAuth());
    await act(async () => authClient.finishInit());
    (await started)();
    window.history.replaceState(null, '', '/');
    expect(sessionStorage.getItem('auth.returnTo')).toBe('/about?section=values');
  });

  it('goes to the root when nothing was saved', async () => {
    const { router } = renderWithProviders(null, {
      routes,
      route: '/auth/callback',
      authClient: createFakeAuthClient({ user: alice }),
    });

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.historyAction).toBe('REPLACE');
  });
});

describe('/profile', () => {
  it('shows who the API says is signed in', async () => {
    const fetchMock = vi.fn(async (_request: Request) =>
      jsonResponse({ sub: alice.subject, preferred_username: 'alice', email: 'alice@example.eu' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(null, {
      routes,
      route: '/profile',
      authClient: createFakeAuthClient({ user: alice }),
    });

    expect(await screen.findByText('Signed in as alice')).toBeInTheDocument();
    const request = fetchMock.mock.calls[0]?.[0];
    expect(new URL(request?.url ?? '').pathname).toBe('/api/users/me');
    expect(request?.headers.get('Authorization')).toBe('Bearer token-1');
  });

  it('refreshes the token once after a 401, then signs out to the root', async () => {
    const fetchMock = vi.fn(async (_request: Request) => jsonResponse({ detail: 'Unauthorized' }, 401));
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const authClient = createFakeAuthClient({ user: alice });
    const { store } = renderWithProviders(null, { routes, route: '/profile', authClient });

    await waitFor(() => expect(authClient.logout).toHaveBeenCalledWith({ redirectUri: `${origin()}/` }));
    expect(authClient.updateToken).toHaveBeenCalledWith(-1);
    // the page asks for who is signed in and for the profile: each call once, then once more after the refresh
    const calls = (path: string) =>
      fetchMock.mock.calls
        .map(([request]) => request)
        .filter((request) => new URL(request.url).pathname === path);
    // (both calls refresh the fake client's token, so the retry carries token-2 or token-3)
    const tokens = calls('/api/users/me').map((request) => request.headers.get('Authorization'));
    expect(tokens).toHaveLength(2);
    expect(tokens[0]).toBe('Bearer token-1');
    expect(tokens[1]).toMatch(/^Bearer token-[23]$/);
    expect(fetchMock.mock.calls.length).toBeLessThanOrEqual(4);
    expect(store.getState().auth.status).toBe('anonymous');
  });

  it('asks a visitor to log in, without calling the API', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(null, { routes, route: '/profile' });

    expect(
      await within(await screen.findByRole('main')).findByText(
        'You need to be logged in to view or edit your profile.',
      ),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
