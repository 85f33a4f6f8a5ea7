import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { Recommendation } from '@/features/planner/api/planner-api';
import { RecommendationCard } from '@/features/planner/components/recommendation-card';
import { i18n } from '@/lib/i18n';
import { renderWithProviders } from '@/testing/render';

const munich: Recommendation = {
  country: 'Germany',
  country_code: 'DE',
  city: 'Munich',
  city_id: 'de-munich',
  city_names: { de: 'München', ar: 'ميونخ', zh: '慕尼黑' },
  program: 'Statistics and Data Science (M.Sc.)',
  university: 'LMU Munich',
  tuition: 'No tuition',
  living_cost: '€1,145 per month',
  language: 'English',
  visa: 'National visa for study purposes and residence permit for study (Section 16b Residence Act)',
  visa_kind: 'visa_then_residence_permit',
  visa_needed: null,
  program_id: 'de-lmu-ma-statistics-data-science',
  link: 'https://www.lmu.de',
  university_website: 'https://www.lmu.de',
  link_kind: 'university',
  match_score: 35,
  reasons: ['Matches your field: Computer science'],
  criteria: [
    { kind: 'field', met: true },
    { kind: 'degree', met: true },
    { kind: 'place', met: true },
    { kind: 'language', met: true },
  ],
};

const renderCard = (recommendation: Recommendation) =>
  renderWithProviders(
    <RecommendationCard
      recommendation={recommendation}
      selected={false}
      onSelect={() => {}}
      onDetails={() => {}}
      headingId="result-0"
    />,
  );

describe(RecommendationCard.name, () => {
  it('writes city, country and visa in German, and what the match means instead of a percentage', async () => {
    await i18n.changeLanguage('de');
    renderCard(munich);
    // the class that lets a long place wrap (planner.css; the browser test measures it)
    expect(screen.getByText('München, Deutschland')).toHaveClass('result-card__place');
    expect(
      screen.getByText('Studienvisum, danach Aufenthaltserlaubnis (für Nicht-EU/EWR-Bürger)'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Section 16b/)).not.toBeInTheDocument();
    expect(screen.getByText('Erfüllt alle 4 Ihrer Kriterien')).toBeInTheDocument();
    expect(screen.queryByText(/35/)).not.toBeInTheDocument();
  });

  it('writes city and country in Arabic, and says which criteria are not met', async () => {
    await i18n.changeLanguage('ar');
    renderCard({
      ...munich,
      visa_needed: true,
      criteria: [
        { kind: 'field', met: true },
        { kind: 'place', met: true },
        { kind: 'interest', interest: 'sports', met: false },
      ],
    });
    expect(screen.getByText('ميونخ، ألمانيا')).toBeInTheDocument();
    expect(screen.getByText('تأشيرة دراسة ثم تصريح إقامة')).toBeInTheDocument();
    expect(screen.getByText('يستوفي 2 من 3 من معاييرك')).toBeInTheDocument();
    expect(screen.getByText('غير مستوفى: الرياضة الجامعية')).toBeInTheDocument();
  });

  it('says the visa is not needed for EU citizens, and keeps the English name where no other is known', async () => {
    renderCard({ ...munich, city_names: {}, visa_needed: false, criteria: [{ kind: 'field', met: true }] });
    expect(screen.getByText('Munich, Germany')).toBeInTheDocument();
    expect(screen.getByText('Not needed for EU/EEA citizens')).toBeInTheDocument();
    expect(screen.getByText('Meets your criterion')).toBeInTheDocument();
  });

  it("names the link for what it opens: the program's page, or the university's website", async () => {
    const { unmount } = renderCard(munich);
    expect(
      screen.getByRole('link', { name: 'University website: LMU Munich (opens in a new tab)' }),
    ).toHaveTextContent('University website');
    expect(screen.queryByRole('link', { name: /Apply now/ })).not.toBeInTheDocument();
    unmount();

    renderCard({ ...munich, link: 'https://www.lmu.de/en/data-science-master', link_kind: 'program' });
    expect(
      screen.getByRole('link', {
        name: 'Apply now: Statistics and Data Science (M.Sc.) (opens in a new tab)',
      }),
    ).toHaveAttribute('href', 'https://www.lmu.de/en/data-science-master');
  });

  it('tells the program page from an older answer without link_kind by the link itself', () => {
    const { link_kind: _omitted, ...older } = munich;
    const { unmount } = renderCard({ ...older, link: 'https://www.lmu.de/en/ds' });
    expect(screen.getByRole('link', { name: /^Apply now/ })).toBeInTheDocument();
    unmount();
    renderCard(older);
    expect(screen.getByRole('link', { name: /^University website: LMU Munich/ })).toBeInTheDocument();
  });
});
