import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import type { Recommendation } from '@/features/planner/api/planner-api';
import { MatchCriteria, UnmetByAll } from '@/features/planner/components/match-criteria';
import { i18n } from '@/lib/i18n';
import { renderWithProviders } from '@/testing/render';

type Criteria = Recommendation['criteria'];

// "Veterinary medicine in English, ideally in Iceland": no program is in Iceland, so the wish is let go
const outsideTheWish: Criteria = [
  { kind: 'field', met: true },
  { kind: 'place', met: false },
  { kind: 'language', met: true },
];

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe(MatchCriteria.name, () => {
  it('names the place the student wished for as not met, marked apart from what is met', async () => {
    renderWithProviders(<MatchCriteria criteria={outsideTheWish} />);
    expect(screen.getByText('Meets 2 of 3 of your criteria')).toBeInTheDocument();
    const unmet = screen.getByText('Not met: your preferred place');
    expect(unmet).toHaveClass('result-card__criteria-unmet');
    expect(unmet.querySelector('.anticon-exclamation-circle')).not.toBeNull();
  });

  it('says so in German and Arabic', async () => {
    await i18n.changeLanguage('de');
    const { unmount } = renderWithProviders(<MatchCriteria criteria={outsideTheWish} />);
    expect(screen.getByText('Nicht erfüllt: Ihr Wunschort')).toBeInTheDocument();
    unmount();
    await i18n.changeLanguage('ar');
    renderWithProviders(<MatchCriteria criteria={outsideTheWish} />);
    expect(screen.getByText('غير مستوفى: المكان الذي تفضّله')).toBeInTheDocument();
  });
});

describe(UnmetByAll.name, () => {
  it('says above the results which criterion no program found meets', () => {
    renderWithProviders(
      <UnmetByAll results={[{ criteria: outsideTheWish }, { criteria: outsideTheWish }]} />,
    );
    expect(
      screen.getByText(
        'Not met by any program found: your preferred place. The programs below match your other criteria.',
      ),
    ).toBeInTheDocument();
  });

  it('says nothing when some program meets every criterion, or a criterion is met by some', () => {
    renderWithProviders(
      <UnmetByAll
        results={[
          { criteria: outsideTheWish },
          {
            criteria: [
              { kind: 'field', met: true },
              { kind: 'place', met: true },
              { kind: 'language', met: true },
            ],
          },
        ]}
      />,
    );
    expect(screen.queryByText(/Not met by any program found/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
