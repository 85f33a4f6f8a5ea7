import { describe, expect, it, vi } from 'vitest';

import { api } from '@/lib/api';
import { startAuth } from '@/lib/auth-session';
import { alice, createFakeAuthClient } from '@/testing/fake-auth-client';
import { createTestStore } from '@/testing/store';

const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<unknown, void>({ query: () => '/api/probe' }),
  }),
});

const okResponse = () => new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } });

function stubFetch() {
  const fetchMock = vi.fn(async (_request: Request) => okResponse());
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    authorization: (call = 0) => fetchMock.mock.calls[call]?.[0].headers.get('Authorization'),
  };
}

describe('prepareHeaders', () => {
  it('sends no Authorization header for a visitor', async () => {
    const { authorization } = stubFetch();
    const store = createTestStore();

    await store.dispatch(probeApi.endpoints.probe.initiate());

    expect(authorization()).toBeNull();
  });

  it('adds the bearer token, asking for 30 s of validity first', async () => {
    const { authorization } = stubFetch();
    const authClient = createFakeAuthClient({ user: alice, expiresIn: 300 });
    const store = createTestStore({ authClient });

    await store.dispatch(probeApi.endpoints.probe.initiate());

    expect(authClient.updateToken).toHaveBeenCalledWith(30);
    expect(authorization()).toBe('Bearer token-1');
  });

  it('refreshes a token that expires within 30 s and sends the new one', async () => {
    const { authorization } = stubFetch();
    const authClient = createFakeAuthClient({ user: alice });
    authClient.setExpiresIn(20);
    const store = createTestStore({ authClient });

    await store.dispatch(probeApi.endpoints.probe.initiate());

    expect(authorization()).toBe('Bearer token-2');
  });

  it('signs out to the site root when that refresh fails', async () => {
    stubFetch();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const authClient = createFakeAuthClient({ user: alice, refreshFails: true });
    authClient.setExpiresIn(20);
    const store = createTestStore({ authClient });
    const stop = await store.dispatch(startAuth());

    await store.dispatch(probeApi.endpoints.probe.initiate());

    expect(authClient.logout).toHaveBeenCalledWith({ redirectUri: `${window.location.origin}/` });
    expect(store.getState().auth.status).toBe('anonymous');
    stop();
  });
});
