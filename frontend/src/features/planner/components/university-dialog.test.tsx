import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import UniversityDialog from '@/features/planner/components/university-dialog';
import { i18n } from '@/lib/i18n';
import { renderWithProviders } from '@/testing/render';

const recommendation = {
  country: 'Germany',
  country_code: 'DE',
  program: 'Statistics and Data Science (M.Sc.)',
  university: 'LMU Munich',
  program_id: 'de-lmu-ma-statistics-data-science',
  link: 'https://www.lmu.de',
  university_website: 'https://www.lmu.de',
  link_kind: 'university',
};

const FACTS = {
  courses: {
    type: 'courses',
    university: 'LMU Munich',
    programs: [
      {
        program_id: 'de-lmu-ma-statistics-data-science',
        name: 'Statistics and Data Science',
        qualification: 'M.Sc.',
        degree: 'master',
        duration_years: 2,
        ects: 120,
        languages: ['en'],
      },
    ],
  },
  admissions: {
    type: 'admissions',
    program: 'Statistics and Data Science',
    qualification: 'M.Sc.',
    prior_education: "A bachelor's degree in statistics or a related field.",
    language_requirements: [{ language: 'en', level: 'C1', tests: ['IELTS 7.0'] }],
    other_requirements: null,
    deadlines: { eu: '05-31', non_eu: null },
    intake_months: [10],
    tuition: { academic_year: '2025/26', eu: 0, non_eu: 0, currency: 'EUR', note: null },
    country_code: 'DE',
    tuition_policy: 'Public universities charge no tuition.',
    apply_url: 'https://www.lmu.de',
    apply_kind: 'university',
  },
  facilities: {
    type: 'facilities',
    facilities: 'University library and sports centre.',
    city_id: 'de-munich',
    city: 'Munich',
    city_names: { de: 'München', ar: 'ميونخ' },
    living_cost: { rent: 700, food: 250, transport: 40, other: 155, currency: 'EUR', year: 2025 },
    international_url: null,
    website: 'https://www.lmu.de',
  },
} as const;

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

/** The details API: the text of a tab, with its facts unless `withFacts` is false. */
function serveDetails(withFacts = true) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const { detailType } = (await request.clone().json()) as { detailType: keyof typeof FACTS };
      const details = FACTS[detailType];
      return json({
        content: `The ${detailType} in English`,
        language: 'en',
        ...(withFacts && details ? { details } : {}),
      });
    }),
  );
}

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('UniversityDialog in the interface language', () => {
  it('writes the facts in German and marks what the catalogue has only in English', async () => {
    await i18n.changeLanguage('de');
    serveDetails();
    const { user } = renderWithProviders(
      <UniversityDialog recommendation={recommendation} onClose={() => {}} />,
    );
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText(/^Studiengänge der \u2068LMU Munich\u2069 in unserem Katalog$/);
    expect(
      within(dialog).getByText(/Master, 2 Jahre, 120 ECTS, Unterricht auf Englisch/),
    ).toBeInTheDocument();

    // the catalogue has only the university's website for this program: the button says so
    expect(within(dialog).getByRole('link', { name: /Website der Hochschule/ })).toHaveAttribute(
      'href',
      'https://www.lmu.de',
    );
    expect(within(dialog).queryByRole('link', { name: /Jetzt bewerben/ })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('tab', { name: 'Zulassung' }));
    const prior = await within(dialog).findByText("A bachelor's degree in statistics or a related field.");
    expect(prior).toHaveAttribute('lang', 'en');
    expect(prior).toHaveAttribute('dir', 'ltr');
    expect(within(dialog).getByText('Nur auf Englisch verfügbar')).toBeInTheDocument();
    expect(within(dialog).getByText('Englisch, Niveau C1 (IELTS 7.0)')).toBeInTheDocument();
    expect(within(dialog).getByText('Bewerber aus der EU/dem EWR: 31. Mai')).toBeInTheDocument();
    expect(within(dialog).getByText('Oktober')).toBeInTheDocument();
    expect(within(dialog).getByText('Regeln für Studiengebühren in Deutschland')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('tab', { name: 'Einrichtungen' }));
    await within(dialog).findByText(/^Leben in \u2068München\u2069, pro Monat \(2025\)$/);
    expect(within(dialog).getByText('700 €')).toBeInTheDocument();
  });

  it('marks an answer without facts as English text, with the note, in Arabic', async () => {
    await i18n.changeLanguage('ar');
    serveDetails(false);
    renderWithProviders(
      <UniversityDialog recommendation={{ ...recommendation, link_kind: 'program' }} onClose={() => {}} />,
    );
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('The courses in English')).toHaveAttribute('lang', 'en');
    expect(within(dialog).getByText('متاح بالإنجليزية فقط')).toBeInTheDocument();
  });

  it('shows no note in English', async () => {
    serveDetails();
    renderWithProviders(<UniversityDialog recommendation={recommendation} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText(/^Programs at \u2068LMU Munich\u2069 in our catalogue$/);
    expect(within(dialog).queryByText('Only available in English')).not.toBeInTheDocument();
  });
});
