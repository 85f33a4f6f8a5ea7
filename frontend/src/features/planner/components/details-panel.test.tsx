import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import DetailsPanel from '@/features/planner/components/details-panel';
import { i18n } from '@/lib/i18n';
import { renderWithProviders } from '@/testing/render';

const recommendation = {
  country: 'Germany',
  program: 'Economics (M.Sc.)',
  university: 'University of Bonn',
  program_id: 'de-uni-bonn-ma-economics',
};

const timeline = {
  program: { id: 'de-uni-bonn-ma-economics', name: 'Economics', university: 'University of Bonn' },
  country: { id: 'DE', name: 'Germany' },
  steps: [
    {
      id: 'step-1',
      kind: 'language_test',
      category: 'preparation',
      title: 'Take the language test',
      description: 'Book early: results take a few weeks. Required: B2.',
      dueDate: '2027-01-22',
      completed: false,
      estimatedCost: 250,
    },
    {
      id: 'step-2',
      kind: 'something_new',
      category: 'travel',
      title: 'A step the interface does not know',
      description: 'Its own text.',
      dueDate: '2027-03-01',
      completed: false,
    },
  ],
  costs: {
    currency: 'EUR',
    items: [
      { category: 'living', label: 'Living costs', amount: 11100, note: 'Rent', includedInTotal: true },
    ],
    firstYearTotal: 14005,
  },
  resources: [],
  scholarships: [],
  templates: [],
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

// Ant Design and the lazy chunks render slowly in jsdom on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('DetailsPanel', () => {
  it('says the timeline failed to load and tries again', async () => {
    let attempts = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        attempts += 1;
        return attempts === 1 ? json({ detail: 'down' }, 500) : json(timeline);
      }),
    );
    const { user } = renderWithProviders(<DetailsPanel recommendation={recommendation} onClose={() => {}} />);
    expect(
      await screen.findByText('Failed to load timeline data. Please try again later.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Try Again/ }));
    expect(await screen.findByRole('heading', { name: 'Take the language test' })).toBeInTheDocument();
    expect(attempts).toBe(2);
  });

  it('translates steps by kind, formats dates and euro amounts in the language, and keeps unknown steps', async () => {
    await i18n.changeLanguage('de');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(timeline)),
    );
    const { user } = renderWithProviders(<DetailsPanel recommendation={recommendation} onClose={() => {}} />);
    expect(await screen.findByRole('heading', { name: 'Sprachtest ablegen' })).toBeInTheDocument();
    expect(screen.getByText('Fällig am 22. Januar 2027')).toBeInTheDocument();
    expect(screen.getByText('Geschätzte Kosten: 250 €')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'A step the interface does not know' })).toBeInTheDocument();

    // completing a step: remembered per program, and hidden when completed steps are hidden
    await user.click(screen.getByRole('checkbox', { name: 'Erledigt: Sprachtest ablegen' }));
    expect(
      JSON.parse(localStorage.getItem('planner.completedSteps.de-uni-bonn-ma-economics') ?? '[]'),
    ).toEqual(['step-1']);
    await user.click(screen.getByRole('switch', { name: 'Erledigte anzeigen' }));
    expect(screen.queryByRole('heading', { name: 'Sprachtest ablegen' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Geschätzte Kosten' }));
    const table = await screen.findByRole('table');
    expect(within(table).getByText('14.005 €')).toBeInTheDocument();
    expect(within(table).getByText('11.100 €')).toBeInTheDocument();
  });
});
