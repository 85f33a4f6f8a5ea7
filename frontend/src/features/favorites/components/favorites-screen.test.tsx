import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { Favorite } from '@/features/favorites/api/favorites-api';
import { FavoritesScreen } from '@/features/favorites/components/favorites-screen';
import { i18n } from '@/lib/i18n';
import { alice, createFakeAuthClient } from '@/testing/fake-auth-client';
import { renderWithProviders } from '@/testing/render';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const program = (university: string, name: string, extra: Partial<Favorite> = {}): Favorite => ({
  university,
  program: name,
  country: 'Germany',
  country_code: 'DE',
  tuition: '€0 per year',
  living_cost: '€1,100 per month',
  language: 'English',
  visa: 'No visa needed',
  link: 'https://example.org/program',
  next_deadline: '2027-01-15',
  tuition_eur: 0,
  living_cost_eur_month: 1100,
  languages: ['en'],
  ...extra,
});

/** A favourites service in memory, for this test only: GET lists, DELETE removes. */
function serveFavorites(initial: Favorite[]) {
  let entries = [...initial];
  const deletes: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      if (request.method === 'GET' && url.pathname === '/api/favorites') return json(entries);
      if (request.method === 'DELETE' && url.pathname === `/api/favorites/${alice.subject}`) {
        deletes.push(url);
        entries = entries.filter(
          (entry) =>
            entry.university !== url.searchParams.get('university') ||
            entry.program !== url.searchParams.get('program'),
        );
        return new Response(null, { status: 204 });
      }
      return json({ detail: 'Not found' }, 404);
    }),
  );
  return { deletes };
}

const renderFavorites = () =>
  renderWithProviders(<FavoritesScreen userId={alice.subject} />, {
    authClient: createFakeAuthClient({ user: alice }),
  });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('FavoritesScreen', { timeout: 30_000 }, () => {
  it('shows each saved program as a card with its facts', async () => {
    serveFavorites([
      program('TU Munich', 'Informatics', { tuition_eur: 6000, tuition_estimated: false }),
      program('University of Vienna', 'Economics', {
        country: 'Austria',
        country_code: undefined,
        tuition_eur: null,
        tuition: '$1,500 per year',
        next_deadline: null,
      }),
    ]);
    renderFavorites();

    const munich = await screen.findByRole('article', { name: 'TU Munich' });
    expect(within(munich).getByText('Informatics')).toBeInTheDocument();
    expect(within(munich).getByText('Germany')).toBeInTheDocument();
    expect(within(munich).getByText('€6,000 per year')).toBeInTheDocument();
    expect(within(munich).getByText('€1,100 per month')).toBeInTheDocument();
    expect(within(munich).getByText('Jan 15, 2027')).toBeInTheDocument();

    const vienna = screen.getByRole('article', { name: 'University of Vienna' });
    expect(within(vienna).getByText('Austria')).toBeInTheDocument();
    // A dollar sign in the saved text is shown as a euro sign (specification section 3).
    expect(within(vienna).getByText('€1,500 per year')).toBeInTheDocument();
    expect(within(vienna).getByText('Not available')).toBeInTheDocument();
  });

  it('formats amounts and dates for the interface language', async () => {
    await i18n.changeLanguage('de');
    serveFavorites([program('TU Berlin', 'Informatik', { tuition_eur: 1500 })]);
    renderFavorites();

    const card = await screen.findByRole('article', { name: 'TU Berlin' });
    expect(within(card).getByText('1.500 € pro Jahr')).toBeInTheDocument();
    expect(within(card).getByText('15.01.2027')).toBeInTheDocument();
    expect(within(card).getByText('Deutschland')).toBeInTheDocument();
    expect(within(card).getByText('Englisch')).toBeInTheDocument();
  });

  it('compares two or three selected programs side by side, never more', async () => {
    serveFavorites([
      program('Uni A', 'Physics'),
      program('Uni B', 'Chemistry', { tuition_eur: 3000 }),
      program('Uni C', 'Biology'),
      program('Uni D', 'Geology'),
    ]);
    const { user } = renderFavorites();

    await user.click(await screen.findByRole('checkbox', { name: 'Compare Physics at Uni A' }));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Compare Chemistry at Uni B' }));
    await user.click(screen.getByRole('checkbox', { name: 'Compare Biology at Uni C' }));

    expect(screen.getByRole('checkbox', { name: 'Compare Geology at Uni D' })).toBeDisabled();
    expect(screen.getByText(/You can compare up to three programs at a time/)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Selected programs side by side' });
    const columns = within(table).getAllByRole('columnheader');
    expect(columns.map((cell) => cell.textContent)).toEqual([
      'Criterion',
      'Uni APhysics',
      'Uni BChemistry',
      'Uni CBiology',
    ]);
    expect(columns[1]).toHaveAttribute('scope', 'col');
    const tuition = within(table).getByRole('rowheader', { name: 'Tuition' });
    expect(tuition).toHaveAttribute('scope', 'row');
    expect(within(tuition.closest('tr')!).getByText('€3,000 per year')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Compare Physics at Uni A' }));
    expect(screen.getByRole('checkbox', { name: 'Compare Geology at Uni D' })).toBeEnabled();
    expect(within(screen.getByRole('table')).getAllByRole('columnheader')).toHaveLength(3);
  });

  it('removes a program, and the list and the comparison follow', async () => {
    const server = serveFavorites([program('Uni A', 'Physics'), program('Uni B', 'Chemistry')]);
    const { user } = renderFavorites();

    await user.click(await screen.findByRole('checkbox', { name: 'Compare Physics at Uni A' }));
    await user.click(screen.getByRole('checkbox', { name: 'Compare Chemistry at Uni B' }));
    expect(screen.getByRole('table')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Physics at Uni A from favorites' }));

    await waitFor(() => expect(screen.queryByRole('article', { name: 'Uni A' })).not.toBeInTheDocument());
    expect(server.deletes[0]?.searchParams.get('university')).toBe('Uni A');
    expect(server.deletes[0]?.searchParams.get('program')).toBe('Physics');
    expect(screen.getByRole('article', { name: 'Uni B' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('points to the planner when nothing is saved', async () => {
    serveFavorites([]);
    renderFavorites();

    expect(await screen.findByText('You have not saved any programs yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the study planner' })).toHaveAttribute(
      'href',
      '/llm_openapi_studyplanner',
    );
  });
});
