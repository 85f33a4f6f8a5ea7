import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { routes } from '@/app/router';
import { alice, createFakeAuthClient } from '@/testing/fake-auth-client';
import { renderWithProviders } from '@/testing/render';

// A visitor favourites a result, is asked to sign in, and comes back from the identity provider (ADR 21).

const recommendation = {
  country: 'Germany',
  country_code: 'DE',
  program: 'Economics (M.Sc.)',
  university: 'University of Bonn',
  program_id: 'de-uni-bonn-ma-economics',
  match_score: 68,
  reasons: ['Matches your field: Economics'],
};
const other = { ...recommendation, program: 'Finance (M.Sc.)', program_id: 'de-uni-bonn-ma-finance' };

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The planner and favourites APIs in memory; the favourites one may refuse every change. */
function siteApi({ failChanges = false, favorites = [] as Record<string, unknown>[] } = {}) {
  const searches: string[] = [];
  const added: string[] = [];
  let saved = favorites;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const path = new URL(request.url).pathname;
      if (path === '/api/plan_study_abroad') {
        searches.push(((await request.json()) as { description: string }).description);
        return json({ recommendations: [recommendation, other] });
      }
      if (path === '/api/extract_user_insights') return json({ criteria: [], goals: [] });
      if (path === '/api/favorites' && request.method === 'GET') return json(saved);
      if (path === '/api/favorites' && request.method === 'POST') {
        if (failChanges) return json({ detail: 'Favourites are unavailable' }, 503);
        const entry = ((await request.json()) as { university: Record<string, unknown> }).university;
        added.push(String(entry.program));
        saved = [...saved, entry];
        return json(saved);
      }
      return json({ detail: 'not intercepted' }, 404);
    }),
  );
  return { searches, added };
}

const card = async (program: string) =>
  (await screen.findByRole('heading', { name: program })).closest('article') as HTMLElement;

/** On the planner, signed out: searches, favourites the first result and presses Login in the dialog. */
async function favouriteSignedOut() {
  const page = renderWithProviders(null, { routes, route: '/' });
  const box = await screen.findByRole('textbox', { name: 'Describe yourself and what you want to study' });
  await page.user.type(box, 'economics in Germany');
  await page.user.click(screen.getByRole('button', { name: 'Find' }));
  await screen.findByRole('heading', { name: 'Economics (M.Sc.)' });
  await page.user.click(
    await within(await card('Economics (M.Sc.)')).findByRole('button', { name: /^Add to favorites/ }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Sign in required' });
  await page.user.click(within(dialog).getByRole('button', { name: 'Login' }));
  await waitFor(() => expect(page.authClient.login).toHaveBeenCalledTimes(1));
  // the page is left for the identity provider
  page.unmount();
}

/** Back from the identity provider: the callback page of a fresh page load, signed in as alice. */
function comeBackSignedIn() {
  return renderWithProviders(null, {
    routes,
    route: '/auth/callback',
    authClient: createFakeAuthClient({ user: alice }),
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('signing in from the favourite dialog', () => {
  it('brings the search back and saves the favourite asked for, once', async () => {
    const api = siteApi();
    await favouriteSignedOut();
    expect(sessionStorage.getItem('auth.returnTo')).toBe('/#q=economics+in+Germany');

    const back = comeBackSignedIn();
    expect(await screen.findByRole('heading', { name: 'Economics (M.Sc.)' })).toBeInTheDocument();
    expect(back.router.state.location).toMatchObject({ pathname: '/', hash: '#q=economics+in+Germany' });
    expect(screen.getByRole('textbox')).toHaveValue('economics in Germany');
    const saved = await within(await card('Economics (M.Sc.)')).findByRole('button', { name: /^Favorited/ });
    expect(saved).toHaveAttribute('aria-pressed', 'true');
    expect(
      await screen.findByText('Saved to your favorites: Economics (M.Sc.), University of Bonn'),
    ).toBeInTheDocument();
    expect(
      within(await card('Finance (M.Sc.)')).getByRole('button', { name: /^Add to favorites/ }),
    ).toBeInTheDocument();
    back.unmount();

    // a reload saves nothing again
    renderWithProviders(null, {
      routes,
      route: '/#q=economics+in+Germany',
      authClient: createFakeAuthClient({ user: alice }),
    });
    await within(await card('Economics (M.Sc.)')).findByRole('button', { name: /^Favorited/ });
    expect(api.added).toEqual(['Economics (M.Sc.)']);
    expect(api.searches).toEqual(['economics in Germany']);
  });

  it('says so when the favourite cannot be saved after signing in', async () => {
    siteApi({ failChanges: true });
    await favouriteSignedOut();

    comeBackSignedIn();
    expect(
      await screen.findByText(
        'Could not save to your favorites: Economics (M.Sc.), University of Bonn. Please try again. (Favourites are unavailable)',
      ),
    ).toBeInTheDocument();
    expect(
      within(await card('Economics (M.Sc.)')).getByRole('button', { name: /^Add to favorites/ }),
    ).toBeInTheDocument();
  });

  it('does not save a program twice that was a favourite already (e.g. saved on another device)', async () => {
    const api = siteApi({ favorites: [recommendation] });
    await favouriteSignedOut();

    comeBackSignedIn();
    expect(
      await screen.findByText('Saved to your favorites: Economics (M.Sc.), University of Bonn'),
    ).toBeInTheDocument();
    await within(await card('Economics (M.Sc.)')).findByRole('button', { name: /^Favorited/ });
    expect(api.added).toEqual([]);
  });

  it('saves nothing later when the visitor came back without signing in', async () => {
    const api = siteApi();
    await favouriteSignedOut();

    // Back from the provider's page, still signed out
    const back = renderWithProviders(null, { routes, route: '/#q=economics+in+Germany' });
    await within(await card('Economics (M.Sc.)')).findByRole('button', { name: /^Add to favorites/ });
    await waitFor(() => expect(sessionStorage.getItem('favorites.pending')).toBeNull());
    back.unmount();

    renderWithProviders(null, {
      routes,
      route: '/#q=economics+in+Germany',
      authClient: createFakeAuthClient({ user: alice }),
    });
    await within(await card('Economics (M.Sc.)')).findByRole('button', { name: /^Add to favorites/ });
    expect(api.added).toEqual([]);
  });
});
