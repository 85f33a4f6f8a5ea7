import { ScheduleOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { Recommendation } from '@/features/planner/api/planner-api';
import { UnmetByAll } from '@/features/planner/components/match-criteria';
import { MatchSummary } from '@/features/planner/components/match-summary';
import { RecommendationCard } from '@/features/planner/components/recommendation-card';
import type { PlannerState } from '@/features/planner/hooks/use-study-planner';
import { countryCode, countryName } from '@/components/ui/country-flag';

type PlannerResultsProps = {
  state: PlannerState;
  language: string;
  select: (index: number) => void;
  onDetails: (recommendation: Recommendation) => void;
  renderFavorite?: (recommendation: Recommendation) => ReactNode;
};

/**
 * The answer of a search: the match summary, the grid of up to six cards and the timeline prefilled from the first
 * result. Its own chunk, loaded while the first search runs: the planner's first view needs none of it.
 */
export default function PlannerResults({
  state,
  language,
  select,
  onDetails,
  renderFavorite,
}: PlannerResultsProps) {
  const { t } = useTranslation('planner');
  const idPrefix = useId();
  const timeline = state.timeline;
  const timelineCountry = timeline
    ? countryName(
        countryCode(state.results[timeline.index]?.country_code, timeline.country),
        timeline.country,
        language,
      )
    : '';

  return (
    <>
      <MatchSummary insights={state.insights} />
      <section className="planner__results" aria-labelledby={`${idPrefix}-results`}>
        <div className="planner__results-header">
          <h2 id={`${idPrefix}-results`} className="planner-heading">
            {t('results.heading')}
          </h2>
          <span className="planner__count">{t('results.count', { count: state.results.length })}</span>
        </div>
        <UnmetByAll results={state.results} />
        <ul className="result-grid">
          {state.results.map((recommendation, index) => (
            <li key={`${recommendation.program_id ?? ''}-${index}`} className="result-grid__item">
              <RecommendationCard
                recommendation={recommendation}
                headingId={`${idPrefix}-result-${index}`}
                selected={state.selectedIndex === index}
                onSelect={() => select(index)}
                onDetails={() => onDetails(recommendation)}
                favorite={renderFavorite?.(recommendation)}
              />
            </li>
          ))}
        </ul>
      </section>
      {timeline ? (
        <section className="planner__timeline" aria-labelledby={`${idPrefix}-timeline`}>
          <h2 id={`${idPrefix}-timeline`} className="planner-heading">
            {t('timelineSection.heading')}
          </h2>
          <p>{t('timelineSection.prefilled', { program: timeline.program, country: timelineCountry })}</p>
          <Button icon={<ScheduleOutlined aria-hidden />} onClick={() => select(timeline.index)}>
            {t('timelineSection.open')}
          </Button>
        </section>
      ) : null}
    </>
  );
}
