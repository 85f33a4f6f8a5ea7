import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { FavoriteCard } from '@/features/favorites/components/favorite-card';
import { programFacts } from '@/features/favorites/utils/program-facts';
import { i18n } from '@/lib/i18n';
import { renderWithProviders } from '@/testing/render';

const saved = {
  university: 'LMU Munich',
  program: 'Statistics and Data Science (M.Sc.)',
  country: 'Germany',
  country_code: 'DE',
  visa: 'National visa for study purposes and residence permit for study (Section 16b Residence Act)',
  visa_kind: 'visa_then_residence_permit',
  visa_needed: null,
  link: 'https://www.lmu.de',
  university_website: 'https://www.lmu.de',
  link_kind: 'university',
};

const renderCard = (favorite: Record<string, unknown>, language: string) =>
  renderWithProviders(
    <FavoriteCard
      facts={programFacts({ ...saved, ...favorite }, language)}
      headingId="favorite-0"
      selected={false}
      selectionFull={false}
      removing={false}
      onToggleCompare={() => {}}
      onRemove={() => {}}
    />,
  );

describe(FavoriteCard.name, () => {
  it('names the visa by its kind and the link for what it opens, in German', async () => {
    await i18n.changeLanguage('de');
    renderCard({}, 'de');
    expect(
      screen.getByText('Studienvisum, danach Aufenthaltserlaubnis (für Nicht-EU/EWR-Bürger)'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Website der Hochschule – / })).toHaveAttribute(
      'href',
      'https://www.lmu.de',
    );
  });

  it("says Program website for a program's own page, and keeps the saved visa text of an older favourite", () => {
    renderCard(
      {
        link: 'https://www.lmu.de/en/ds',
        link_kind: 'program',
        visa_kind: undefined,
        visa: 'National visa',
      },
      'en',
    );
    expect(screen.getByRole('link', { name: /^Program website – / })).toBeInTheDocument();
    expect(screen.getByText('National visa')).toBeInTheDocument();
  });

  it('says an EU citizen needs no visa, in Arabic', async () => {
    await i18n.changeLanguage('ar');
    renderCard({ visa_needed: false }, 'ar');
    expect(
      screen.getByText('غير مطلوبة لمواطني الاتحاد الأوروبي والمنطقة الاقتصادية الأوروبية'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^موقع الجامعة/ })).toBeInTheDocument();
  });
});
