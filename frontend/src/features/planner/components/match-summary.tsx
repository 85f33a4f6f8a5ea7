import { CheckCircleOutlined, FlagOutlined } from '@ant-design/icons';
import { Card, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';

import type { Insights } from '@/features/planner/api/planner-api';
import { withDefaults } from '@/features/planner/utils/display';

type MatchSummaryProps = {
  /** `undefined` while loading; `null` after a failure (the defaults apply). */
  insights: Insights | null | undefined;
};

/** What the planner understood: selection criteria and goals, or the specification's defaults. */
export function MatchSummary({ insights }: MatchSummaryProps) {
  const { t } = useTranslation('planner');
  const defaultCriteria = [
    t('summary.defaultCriteria.profile'),
    t('summary.defaultCriteria.programs'),
    t('summary.defaultCriteria.quality'),
  ];
  const defaultGoals = [
    t('summary.defaultGoals.quality'),
    t('summary.defaultGoals.international'),
    t('summary.defaultGoals.career'),
  ];
  const loading = insights === undefined;
  const criteria = withDefaults(insights?.criteria, defaultCriteria);
  const goals = withDefaults(insights?.goals, defaultGoals);

  return (
    <section className="match-summary" aria-labelledby="match-summary-heading" aria-busy={loading}>
      <Card>
        <h2 id="match-summary-heading" className="planner-heading">
          {t('summary.heading')}
        </h2>
        {loading ? (
          <Skeleton active paragraph={{ rows: 3 }} title={false} aria-label={t('summary.loading')} />
        ) : (
          <div className="match-summary__columns">
            <div>
              <h3 className="match-summary__title">{t('summary.criteria')}</h3>
              <ul className="match-summary__list">
                {criteria.map((item) => (
                  <li key={item}>
                    <CheckCircleOutlined aria-hidden /> {item}
                  </li>
                ))}
              </ul>
            </div>
            <div>
              <h3 className="match-summary__title">{t('summary.goals')}</h3>
              <ul className="match-summary__list">
                {goals.map((item) => (
                  <li key={item}>
                    <FlagOutlined aria-hidden /> {item}
                  </li>
                ))}
              </ul>
            </div>
          </div>
        )}
      </Card>
    </section>
  );
}
