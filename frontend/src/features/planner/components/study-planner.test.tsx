import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { StudyPlanner } from '@/features/planner/components/study-planner';
import UniversityDialog from '@/features/planner/components/university-dialog';
import { renderWithProviders } from '@/testing/render';

const recommendation = {
  country: 'Germany',
  country_code: 'DE',
  program: 'Economics (M.Sc.)',
  university: 'University of Bonn',
  tuition: '$1,500 per year',
  living_cost: '$925 per month',
  language: 'English',
  visa: 'National visa',
  program_id: 'de-uni-bonn-ma-economics',
  link: 'https://www.uni-bonn.de',
  match_score: 68,
  reasons: ['Matches your field: Economics', 'In Germany, as you asked'],
};

type Handler = (request: Request) => Promise<Response> | Response;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Intercepts the API calls of this test: path → handler; records every request. */
function interceptFetch(handlers: Record<string, Handler>) {
  const requests: Request[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request);
    const handler = handlers[new URL(request.url).pathname];
    if (!handler) return json({ detail: 'not intercepted' }, 404);
    return handler(request);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, calls: (path: string) => requests.filter((r) => new URL(r.url).pathname === path) };
}

/** A response that waits until the request is aborted (or forever). */
const pending: Handler = (request) =>
  new Promise<Response>((_resolve, reject) => {
    request.signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
  });

// Ant Design and the lazy chunks render slowly in jsdom on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe(StudyPlanner.name, () => {
  it('disables and ignores a blank description, and submits with Ctrl+Enter', async () => {
    const api = interceptFetch({
      '/api/plan_study_abroad': () => json({ recommendations: [recommendation] }),
      '/api/extract_user_insights': () => json({ criteria: [], goals: [] }),
    });
    const { user } = renderWithProviders(<StudyPlanner />);
    const box = await screen.findByRole('textbox', { name: 'Describe yourself and what you want to study' });
    const find = screen.getByRole('button', { name: 'Find' });
    expect(find).toBeDisabled();

    await user.type(box, '   ');
    expect(find).toBeDisabled();
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(api.calls('/api/plan_study_abroad')).toHaveLength(0);

    await user.type(box, 'economics in Germany');
    expect(find).toBeEnabled();
    await user.keyboard('{Control>}{Enter}{/Control}');
    await screen.findByRole('heading', { name: 'Economics (M.Sc.)' });
    const [call] = api.calls('/api/plan_study_abroad');
    expect(await call!.clone().json()).toEqual({ description: 'economics in Germany', language: 'en' });
    expect(screen.getByRole('status')).toHaveTextContent('results loaded');
  });

  it('fills the box from a quick profile and shows Processing while the request is pending', async () => {
    const api = interceptFetch({ '/api/plan_study_abroad': pending });
    const { user } = renderWithProviders(<StudyPlanner />);
    await user.click(await screen.findByRole('button', { name: 'Natural sciences' }));
    expect(screen.getByRole('textbox')).toHaveValue(
      'I am passionate about natural sciences: physics, chemistry or biology.',
    );
    await user.click(screen.getByRole('button', { name: 'Find' }));
    const processing = await screen.findByRole('button', { name: /Processing/ });
    expect(processing).toBeDisabled();
    expect(screen.getByText('Analysing your profile and matching programs…')).toBeInTheDocument();
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(api.calls('/api/plan_study_abroad')).toHaveLength(1);
  });

  it('shows the card with € instead of $, the reasons, no score and the default insights when empty', async () => {
    interceptFetch({
      '/api/plan_study_abroad': () =>
        json({ recommendations: [{ ...recommendation, university: undefined }] }),
      '/api/extract_user_insights': () => json({ criteria: [], goals: [] }),
    });
    const { user } = renderWithProviders(<StudyPlanner />);
    await user.type(await screen.findByRole('textbox'), 'economics');
    await user.click(screen.getByRole('button', { name: 'Find' }));

    await screen.findByText('€1,500 per year');
    expect(screen.getByText('€925 per month')).toBeInTheDocument();
    expect(screen.getByText('Unknown University')).toBeInTheDocument();
    expect(screen.getByText('Matches your field: Economics')).toBeInTheDocument();
    // the score only ranks the results: it is not shown as a grade
    expect(screen.queryByText(/68/)).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Flag of Germany' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Apply now/ })).toHaveAttribute(
      'href',
      'https://www.uni-bonn.de',
    );
    for (const text of [
      'Matching your profile',
      'Suitable programs',
      'International experience',
      'Career opportunities',
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
  });

  it('uses the default insights when the insights call fails', async () => {
    interceptFetch({
      '/api/plan_study_abroad': () => json({ recommendations: [recommendation] }),
      '/api/extract_user_insights': () => json({ detail: 'down' }, 500),
    });
    const { user } = renderWithProviders(<StudyPlanner />);
    await user.type(await screen.findByRole('textbox'), 'economics');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText('Matching your profile')).toBeInTheDocument();
  });

  it('shows the no-match text with the reason, and the failure text with an announcement', async () => {
    let fail = false;
    interceptFetch({
      '/api/plan_study_abroad': () =>
        fail
          ? json({ detail: 'Planner unavailable' }, 503)
          : json({ recommendations: [], no_match_reason: 'Iceland and German.' }),
    });
    const { user } = renderWithProviders(<StudyPlanner />);
    await user.type(await screen.findByRole('textbox'), 'medicine in Iceland in German');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(
      await screen.findByText('No matching study programs found. Please describe yourself differently.', {
        selector: 'p',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Iceland and German.')).toBeInTheDocument();

    fail = true;
    await user.click(screen.getByRole('button', { name: 'Find' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Error: Something went wrong. Please check the server or your network connection. (Planner unavailable)',
      ),
    );
  });

  it('aborts the previous search when a new one starts and clears the results', async () => {
    let round = 0;
    const api = interceptFetch({
      '/api/plan_study_abroad': () => {
        round += 1;
        return json({ recommendations: [{ ...recommendation, program: `Program ${round}` }] });
      },
      // the insights of the first search never answer: the second search must abort them
      '/api/extract_user_insights': pending,
    });
    const { user } = renderWithProviders(<StudyPlanner />);
    await user.type(await screen.findByRole('textbox'), 'economics');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    await screen.findByRole('heading', { name: 'Program 1' });
    const firstInsights = api.calls('/api/extract_user_insights')[0]!;
    expect(firstInsights.signal.aborted).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Find' }));
    // the new search starts (and aborts the old one) in the render after the click
    await waitFor(() => expect(firstInsights.signal.aborted).toBe(true));
    await screen.findByRole('heading', { name: 'Program 2' });
    expect(screen.queryByRole('heading', { name: 'Program 1' })).not.toBeInTheDocument();
  });
});

describe('UniversityDialog', () => {
  it('fetches each tab once and keeps it', async () => {
    const api = interceptFetch({
      '/api/university_details': async (request) => {
        const body = (await request.clone().json()) as { detailType: string };
        return json({ content: `About ${body.detailType}` });
      },
    });
    const { user } = renderWithProviders(
      <UniversityDialog recommendation={recommendation} onClose={() => {}} />,
    );
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('About courses');
    await user.click(within(dialog).getByRole('tab', { name: 'Faculty' }));
    await within(dialog).findByText('About faculty');
    await user.click(within(dialog).getByRole('tab', { name: 'Courses' }));
    await user.click(within(dialog).getByRole('tab', { name: 'Faculty' }));
    expect(api.calls('/api/university_details')).toHaveLength(2);
    expect(within(dialog).getByRole('link', { name: /Apply Now/ })).toHaveAttribute(
      'href',
      'https://www.uni-bonn.de',
    );
  });

  it('shows the invalid-format text and the fallback content for an answer without content', async () => {
    interceptFetch({ '/api/university_details': () => json({ content: '' }) });
    renderWithProviders(<UniversityDialog recommendation={recommendation} onClose={() => {}} />);
    expect(
      await screen.findByText('Failed to load Courses data - Invalid response format'),
    ).toBeInTheDocument();
    expect(screen.getByText('Using fallback data instead.')).toBeInTheDocument();
    expect(
      await screen.findByText('Something went wrong when loading university details.'),
    ).toBeInTheDocument();
  });

  it('says so when the university or country is missing, without calling the API', async () => {
    const api = interceptFetch({});
    renderWithProviders(
      <UniversityDialog recommendation={{ ...recommendation, university: null }} onClose={() => {}} />,
    );
    expect(await screen.findByText('Missing university or country.')).toBeInTheDocument();
    expect(api.calls('/api/university_details')).toHaveLength(0);
  });
});
