import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { startAuth } from '@/lib/auth-session';
import { alice, createFakeAuthClient, type FakeAuthClient } from '@/testing/fake-auth-client';
import { createTestStore } from '@/testing/store';

const starting = { auth: { status: 'initialising' as const, username: null, subject: null } };

async function start(authClient: FakeAuthClient) {
  const store = createTestStore({ authClient, preloadedState: starting });
  const stop = await store.dispatch(startAuth());
  return { store, stop };
}

function setVisibility(state: DocumentVisibilityState) {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(state);
  document.dispatchEvent(new Event('visibilitychange'));
}

describe(startAuth.name, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('publishes the signed-in user: username and subject, no token', async () => {
    const { store, stop } = await start(createFakeAuthClient({ user: alice }));

    expect(store.getState().auth).toEqual({
      status: 'authenticated',
      username: 'alice',
      subject: alice.subject,
    });
    expect(JSON.stringify(store.getState())).not.toContain('token-');
    stop();
  });

  it('publishes a visitor when nobody is signed in', async () => {
    const { store, stop } = await start(createFakeAuthClient());

    expect(store.getState().auth.status).toBe('anonymous');
    stop();
  });

  it('continues signed out, and says why, when the client cannot start', async () => {
    const authClient = createFakeAuthClient();
    authClient.init.mockRejectedValueOnce(
      new Error('Timeout when waiting for 3rd party check iframe message.'),
    );
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    const { store, stop } = await start(authClient);

    expect(store.getState().auth.status).toBe('anonymous');
    expect(consoleError).toHaveBeenCalledWith(
      '[auth]',
      expect.stringContaining('could not start'),
      expect.any(Error),
    );
    stop();
  });

  it('refreshes every 60 s, asking for 60 s of validity', async () => {
    const authClient = createFakeAuthClient({ user: alice });
    const { stop } = await start(authClient);

    await vi.advanceTimersByTimeAsync(59_000);
    expect(authClient.updateToken).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(authClient.updateToken).toHaveBeenCalledWith(60);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(authClient.updateToken).toHaveBeenCalledTimes(2);

    stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(authClient.updateToken).toHaveBeenCalledTimes(2);
  });

  it('refreshes with 10 s of validity when the tab becomes visible', async () => {
    const authClient = createFakeAuthClient({ user: alice });
    const { stop } = await start(authClient);

    setVisibility('hidden');
    expect(authClient.updateToken).not.toHaveBeenCalled();
    setVisibility('visible');
    expect(authClient.updateToken).toHaveBeenCalledWith(10);
    stop();
  });

  it('refreshes when the access token expires', async () => {
    const authClient = createFakeAuthClient({ user: alice });
    const { stop } = await start(authClient);

    authClient.setExpiresIn(0);
    authClient.emit('tokenExpired');

    expect(authClient.updateToken).toHaveBeenCalledWith(60);
    await vi.waitFor(() => expect(authClient.token()).toBe('token-2'));
    stop();
  });

  it('does not refresh for a visitor', async () => {
    const authClient = createFakeAuthClient();
    const { stop } = await start(authClient);

    await vi.advanceTimersByTimeAsync(60_000);
    setVisibility('visible');
    expect(authClient.updateToken).not.toHaveBeenCalled();
    stop();
  });

  it('signs out to the site root, once, when a refresh fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    const authClient = createFakeAuthClient({ user: alice, refreshFails: true });
    const { store, stop } = await start(authClient);

    authClient.setExpiresIn(30);
    await vi.advanceTimersByTimeAsync(60_000);
    authClient.emit('refreshError');

    expect(authClient.logout).toHaveBeenCalledTimes(1);
    expect(authClient.logout).toHaveBeenCalledWith({ redirectUri: `${window.location.origin}/` });
    expect(store.getState().auth.status).toBe('anonymous');
    stop();
  });

  it('forgets the user when the session ends elsewhere', async () => {
    const authClient = createFakeAuthClient({ user: alice });
    const { store, stop } = await start(authClient);

    authClient.clearSession();

    expect(store.getState().auth.status).toBe('anonymous');
    expect(authClient.logout).not.toHaveBeenCalled();
    stop();
  });
});
