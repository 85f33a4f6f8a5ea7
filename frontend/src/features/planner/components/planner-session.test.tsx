import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { StudyPlanner } from '@/features/planner/components/study-planner';
import { i18n } from '@/lib/i18n';
import { renderWithProviders } from '@/testing/render';

// The planner of a tab survives a reload and the round trip through the sign-in (ADR 21).

const recommendation = {
  country: 'Germany',
  country_code: 'DE',
  program: 'Economics (M.Sc.)',
  university: 'University of Bonn',
  program_id: 'de-uni-bonn-ma-economics',
  match_score: 68,
  reasons: ['Matches your field: Economics'],
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The planner API in memory: records every search and insights request (description and language). */
function plannerApi() {
  const searches: { description: string; language: string }[] = [];
  const insights: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const path = new URL(request.url).pathname;
      if (path === '/api/plan_study_abroad') {
        searches.push((await request.json()) as { description: string; language: string });
        return json({ recommendations: [recommendation] });
      }
      if (path === '/api/extract_user_insights') {
        insights.push(((await request.json()) as { description: string }).description);
        return json({ criteria: ['Economics'], goals: ['A career in research'] });
      }
      return json({ detail: 'not intercepted' }, 404);
    }),
  );
  return { searches, insights };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the planner of a tab', () => {
  it('comes back after a reload with the description, the results and the selected card, without searching again', async () => {
    const api = plannerApi();
    const first = renderWithProviders(<StudyPlanner />);
    await first.user.type(await screen.findByRole('textbox'), 'economics in Germany');
    await first.user.click(screen.getByRole('button', { name: 'Find' }));
    await first.user.click(await screen.findByRole('button', { name: /^Show timeline/ }));
    await screen.findByRole('dialog', { name: /Economics \(M\.Sc\.\)/ });
    await screen.findByText('A career in research');
    // the search is in the URL's fragment (never sent to the server), for a reload or a link
    expect(first.router.state.location.hash).toBe('#q=economics+in+Germany');
    await first.user.type(screen.getByRole('textbox'), ' or Austria');
    first.unmount();

    const again = renderWithProviders(<StudyPlanner />, { route: '/#q=economics+in+Germany' });
    expect(await screen.findByRole('heading', { name: 'Economics (M.Sc.)' })).toBeInTheDocument();
    expect(screen.getByRole('textbox')).toHaveValue('economics in Germany or Austria');
    expect(await screen.findByRole('dialog', { name: /Economics \(M\.Sc\.\)/ })).toBeInTheDocument();
    expect(screen.getByText('A career in research')).toBeInTheDocument();
    expect(api.searches).toHaveLength(1);
    expect(api.insights).toHaveLength(1);
    again.unmount();
  });

  it('shows the last search again on the planner path without a query, and puts it back in the URL', async () => {
    const api = plannerApi();
    const first = renderWithProviders(<StudyPlanner />);
    await first.user.type(await screen.findByRole('textbox'), 'economics');
    await first.user.click(screen.getByRole('button', { name: 'Find' }));
    await screen.findByRole('heading', { name: 'Economics (M.Sc.)' });
    first.unmount();

    const { router } = renderWithProviders(<StudyPlanner />, { route: '/' });
    expect(await screen.findByRole('heading', { name: 'Economics (M.Sc.)' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.hash).toBe('#q=economics'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(api.searches).toHaveLength(1);
  });

  it('searches the description of a shared link', async () => {
    const api = plannerApi();
    renderWithProviders(<StudyPlanner />, { route: '/#q=economics%20in%20Germany' });
    expect(await screen.findByRole('heading', { name: 'Economics (M.Sc.)' })).toBeInTheDocument();
    expect(screen.getByRole('textbox')).toHaveValue('economics in Germany');
    expect(api.searches).toEqual([{ description: 'economics in Germany', language: 'en' }]);
  });

  it('searches again when the language changed since', async () => {
    const api = plannerApi();
    const first = renderWithProviders(<StudyPlanner />);
    await first.user.type(await screen.findByRole('textbox'), 'economics');
    await first.user.click(screen.getByRole('button', { name: 'Find' }));
    await screen.findByRole('heading', { name: 'Economics (M.Sc.)' });
    first.unmount();

    await i18n.changeLanguage('de');
    renderWithProviders(<StudyPlanner />, { route: '/#q=economics' });
    await waitFor(() => expect(api.searches).toHaveLength(2));
    expect(api.searches[1]).toEqual({ description: 'economics', language: 'de' });
  });

  it('asks again for a search that had not been answered when the page was left', async () => {
    const searches: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = input instanceof Request ? input : new Request(input, init);
        if (new URL(request.url).pathname !== '/api/plan_study_abroad') return json({}, 404);
        searches.push(((await request.json()) as { description: string }).description);
        // the first answer never comes (the page is left before)
        if (searches.length === 1) return new Promise<Response>(() => undefined);
        return json({ recommendations: [recommendation] });
      }),
    );
    const first = renderWithProviders(<StudyPlanner />);
    await first.user.type(await screen.findByRole('textbox'), 'economics');
    await first.user.click(screen.getByRole('button', { name: 'Find' }));
    await screen.findByRole('button', { name: /Processing/ });
    first.unmount();

    renderWithProviders(<StudyPlanner />, { route: '/' });
    expect(await screen.findByRole('heading', { name: 'Economics (M.Sc.)' })).toBeInTheDocument();
    expect(searches).toEqual(['economics', 'economics']);
  });

  it('keeps a description in any script in the fragment, and leaves another fragment alone', async () => {
    const api = plannerApi();
    const arabic = 'أريد دراسة الاقتصاد في ألمانيا';
    const { router } = renderWithProviders(<StudyPlanner />, {
      route: `/#q=${encodeURIComponent(arabic)}`,
    });
    expect(await screen.findByRole('heading', { name: 'Economics (M.Sc.)' })).toBeInTheDocument();
    expect(screen.getByRole('textbox')).toHaveValue(arabic);
    expect(router.state.location.hash).toBe(`#q=${encodeURIComponent(arabic)}`);

    // the skip link's fragment stays (the search is still kept for the tab)
    await router.navigate('/#main-content');
    await screen.findByRole('heading', { name: 'Economics (M.Sc.)' });
    expect(router.state.location.hash).toBe('#main-content');
    expect(api.searches).toHaveLength(1);
  });
});
