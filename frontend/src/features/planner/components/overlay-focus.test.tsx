import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { StudyPlanner } from '@/features/planner/components/study-planner';
import { renderWithProviders } from '@/testing/render';

const recommendation = {
  country: 'Germany',
  country_code: 'DE',
  program: 'Economics (M.Sc.)',
  university: 'University of Bonn',
  program_id: 'de-uni-bonn-ma-economics',
  link: 'https://www.uni-bonn.de',
  reasons: ['Matches your field: Economics'],
};

const timeline = {
  program: { id: 'de-uni-bonn-ma-economics', name: 'Economics', university: 'University of Bonn' },
  country: { id: 'DE', name: 'Germany' },
  steps: [],
  costs: { currency: 'EUR', items: [], firstYearTotal: 0 },
  resources: [],
  scholarships: [],
  templates: [],
};

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

const ANSWERS: Record<string, unknown> = {
  '/api/plan_study_abroad': { recommendations: [recommendation] },
  '/api/extract_user_insights': { criteria: [], goals: [] },
  '/api/university_details': { content: 'About the university' },
  '/api/study_abroad_timeline': timeline,
};

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The planner with one result on screen. */
async function plannerWithResults() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      return json(ANSWERS[new URL(request.url).pathname] ?? {});
    }),
  );
  const rendered = renderWithProviders(<StudyPlanner />);
  await rendered.user.type(await screen.findByRole('textbox'), 'economics in Germany');
  await rendered.user.click(screen.getByRole('button', { name: 'Find' }));
  await screen.findByRole('heading', { name: 'Economics (M.Sc.)' });
  return rendered;
}

const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

describe('focus when an overlay of the planner closes', () => {
  it('returns to Details after the university dialog closes with Escape, and with its close button', async () => {
    const { user } = await plannerWithResults();
    const details = screen.getByRole('button', { name: 'Details: University of Bonn' });
    details.focus();
    await user.keyboard('{Enter}');
    await screen.findByText('About the university');
    await user.keyboard('{Escape}');
    await closed();
    expect(details).toHaveFocus();

    await user.keyboard('{Enter}');
    await screen.findByText('About the university');
    const [, closeButton] = screen.getAllByRole('button', { name: 'Close' });
    await user.click(closeButton!);
    await closed();
    expect(details).toHaveFocus();
  });

  it('returns to Show timeline after the details panel closes with Escape', async () => {
    const { user } = await plannerWithResults();
    const select = screen.getByRole('button', { name: 'Show timeline: Economics (M.Sc.)' });
    select.focus();
    await user.keyboard('{Enter}');
    // in a browser the panel takes the focus; jsdom plays no opening motion, so the test moves it there
    const tab = await screen.findByRole('tab', { name: 'Timeline' });
    tab.focus();
    expect(screen.getByRole('dialog')).toContainElement(tab);
    await user.keyboard('{Escape}');
    await closed();
    expect(screen.getByRole('button', { name: 'Show timeline: Economics (M.Sc.)' })).toHaveFocus();
  });
});
