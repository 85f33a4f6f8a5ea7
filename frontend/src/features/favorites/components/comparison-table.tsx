import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

import { FACT_KEYS, FactValue } from '@/features/favorites/components/program-values';
import type { ProgramFacts } from '@/features/favorites/utils/program-facts';

/** At most this many programs side by side. */
export const MAX_COMPARED = 3;

/**
 * Two or three programs side by side: one column per program, one row per fact (tuition, living cost,
 * language, deadline, visa). The table scrolls sideways inside its region on narrow screens.
 */
export function ComparisonTable({ programs }: { programs: { key: string; facts: ProgramFacts }[] }) {
  const { t } = useTranslation('profile');

  return (
    <section className="comparison" aria-labelledby="comparison-title">
      <Typography.Title level={2} id="comparison-title" className="favorites__heading">
        {t('favorites.comparisonTitle')}
      </Typography.Title>
      <div className="comparison__scroll" role="region" aria-labelledby="comparison-caption" tabIndex={0}>
        <table className="comparison__table">
          <caption id="comparison-caption" className="visually-hidden">
            {t('favorites.comparisonCaption')}
          </caption>
          <thead>
            <tr>
              <th scope="col" className="comparison__criterion">
                {t('favorites.criterion')}
              </th>
              {programs.map(({ key, facts }) => (
                <th scope="col" key={key}>
                  <span className="comparison__university">
                    {facts.university ?? t('favorites.unknownUniversity')}
                  </span>
                  <span className="comparison__program">{facts.program ?? t('favorites.notAvailable')}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {FACT_KEYS.map((fact) => (
              <tr key={fact}>
                <th scope="row">{t(`favorites.fields.${fact}`)}</th>
                {programs.map(({ key, facts }) => (
                  <td key={key}>
                    <FactValue facts={facts} fact={fact} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
