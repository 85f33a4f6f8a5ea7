import { useTranslation } from 'react-i18next';

import { CountryFlag } from '@/components/ui/country-flag';
import { formatDate, formatEuro, type ProgramFacts } from '@/features/favorites/utils/program-facts';

/** The facts a card and the comparison show, each as the interface language writes it. */
export type FactKey = 'country' | 'tuition' | 'livingCost' | 'language' | 'visa' | 'deadline';

export const FACT_KEYS: readonly FactKey[] = [
  'country',
  'tuition',
  'livingCost',
  'language',
  'visa',
  'deadline',
];

/** One fact of a program, formatted per locale; "Not available" when the planner did not know it. */
export function FactValue({ facts, fact }: { facts: ProgramFacts; fact: FactKey }) {
  const { t, i18n } = useTranslation('profile');
  const language = i18n.language;
  const notAvailable = <span className="fact--missing">{t('favorites.notAvailable')}</span>;

  switch (fact) {
    case 'country':
      return facts.country ? (
        <span className="fact--country">
          <CountryFlag code={facts.countryCode} />
          <span>{facts.country}</span>
        </span>
      ) : (
        notAvailable
      );
    case 'tuition': {
      if (facts.tuitionEur === 0) return <>{t('favorites.free')}</>;
      if (facts.tuitionEur !== null) {
        const perYear = t('favorites.perYear', { amount: formatEuro(facts.tuitionEur, language) });
        return <>{facts.tuitionEstimated ? t('favorites.approximately', { amount: perYear }) : perYear}</>;
      }
      return facts.tuitionText ? <>{facts.tuitionText}</> : notAvailable;
    }
    case 'livingCost':
      if (facts.livingEurMonth !== null) {
        return <>{t('favorites.perMonth', { amount: formatEuro(facts.livingEurMonth, language) })}</>;
      }
      return facts.livingText ? <>{facts.livingText}</> : notAvailable;
    case 'language':
      return facts.language ? <>{facts.language}</> : notAvailable;
    case 'visa': {
      if (facts.visaNeeded === false) return <>{t('favorites.visaNotNeeded')}</>;
      if (facts.visaKind) {
        const visa = t(`favorites.visaKinds.${facts.visaKind}`);
        return <>{facts.visaNeeded ? visa : t('favorites.visaForNonEu', { visa })}</>;
      }
      return facts.visa ? <>{facts.visa}</> : notAvailable;
    }
    case 'deadline':
      return facts.deadline ? (
        <time dateTime={facts.deadline}>{formatDate(facts.deadline, language)}</time>
      ) : (
        notAvailable
      );
  }
}
