import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { FavoriteToggle } from '@/features/favorites/components/favorite-toggle';
import { alice, createFakeAuthClient } from '@/testing/fake-auth-client';
import { renderWithProviders } from '@/testing/render';

const entry = { university: 'University of Bonn', program: 'Economics (M.Sc.)', country: 'Germany' };

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A favourites API in memory (intercepted `fetch`), or one that refuses every change. */
function favouritesApi({ failChanges = false } = {}) {
  let saved: (typeof entry)[] = [];
  const methods: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      methods.push(request.method);
      if (request.method === 'GET') return json(saved);
      if (failChanges) return json({ detail: 'Favourites are unavailable' }, 503);
      if (request.method === 'POST') {
        const body = (await request.json()) as { university: typeof entry };
        saved = [...saved, body.university];
        return json(saved);
      }
      saved = [];
      return new Response(null, { status: 204 });
    }),
  );
  return { methods };
}

// Ant Design and the lazy chunks render slowly in jsdom on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe(FavoriteToggle.name, () => {
  it('asks a signed-out visitor to sign in, without calling the API', async () => {
    const api = favouritesApi();
    const { user } = renderWithProviders(<FavoriteToggle entry={entry} />);
    await user.click(await screen.findByRole('button', { name: /^Add to favorites/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in required' });
    expect(dialog).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Login' })[0]).toBeInTheDocument();
    expect(api.methods).toEqual([]);
  });

  it('adds an entry that is not a favourite, and removes it when it is', async () => {
    const api = favouritesApi();
    const { user } = renderWithProviders(<FavoriteToggle entry={entry} />, {
      authClient: createFakeAuthClient({ user: alice }),
    });
    await user.click(await screen.findByRole('button', { name: /^Add to favorites/ }));
    const favorited = await screen.findByRole('button', { name: /^Favorited/ });
    expect(favorited).toHaveAttribute('aria-pressed', 'true');
    expect(favorited).toHaveTextContent('Favorited ✓');

    await user.click(favorited);
    await screen.findByRole('button', { name: /^Add to favorites/ });
    expect(api.methods.filter((m) => m !== 'GET')).toEqual(['POST', 'DELETE']);
  });

  it("shows the API's message when a change fails", async () => {
    favouritesApi({ failChanges: true });
    const { user } = renderWithProviders(<FavoriteToggle entry={entry} />, {
      authClient: createFakeAuthClient({ user: alice }),
    });
    await user.click(await screen.findByRole('button', { name: /^Add to favorites/ }));
    expect(await screen.findByText('Favourites are unavailable')).toBeInTheDocument();
  });
});
