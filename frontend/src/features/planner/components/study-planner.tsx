import { ScheduleOutlined } from '@ant-design/icons';
import { Alert, Button, Spin } from 'antd';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { Recommendation } from '@/features/planner/api/planner-api';
import { MatchSummary } from '@/features/planner/components/match-summary';
import { PlannerForm } from '@/features/planner/components/planner-form';
import { RecommendationCard } from '@/features/planner/components/recommendation-card';
import { useStudyPlanner } from '@/features/planner/hooks/use-study-planner';
import { countryCode, countryName } from '@/components/ui/country-flag';
import '@/features/planner/components/planner.css';

// The details panel (timeline) and the university dialog load on first use, outside the route's chunk.
const DetailsPanel = lazy(() => import('@/features/planner/components/details-panel'));
const UniversityDialog = lazy(() => import('@/features/planner/components/university-dialog'));

type StudyPlannerProps = {
  /** Renders the favourite button of a result (the favourites feature, composed by the route). */
  renderFavorite?: (recommendation: Recommendation) => ReactNode;
};

/**
 * The study-abroad planner: a free-text profile, up to six matched programs with a match summary, a
 * details panel with the selected program's timeline, and a university details dialog.
 */
export function StudyPlanner({ renderFavorite }: StudyPlannerProps) {
  const { t, i18n } = useTranslation('planner');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [description, setDescription] = useState('');
  const { state, submit, select, close, busy } = useStudyPlanner(language);
  const [detailsFor, setDetailsFor] = useState<Recommendation | null>(null);
  const idPrefix = useId();

  const failureText = t('status.failure');
  const announcement =
    state.status === 'results'
      ? t('status.resultsLoaded')
      : state.status === 'noMatches'
        ? t('status.noMatches')
        : state.status === 'error'
          ? t('status.error', { error: state.error ? `${failureText} (${state.error})` : failureText })
          : '';

  const selected = state.selectedIndex === null ? undefined : state.results[state.selectedIndex];
  const timeline = state.timeline;
  const timelineCountry = timeline
    ? countryName(
        countryCode(state.results[timeline.index]?.country_code, timeline.country),
        timeline.country,
        language,
      )
    : '';

  return (
    <div className="planner">
      <PlannerForm
        value={description}
        onChange={setDescription}
        onSubmit={() => {
          // a new search closes the university dialog too
          setDetailsFor(null);
          void submit(description);
        }}
        busy={busy}
      />

      <div role="status" aria-live="polite" aria-atomic="true" className="visually-hidden">
        {announcement}
      </div>

      {state.status === 'submitting' ? (
        <div className="planner__analysing">
          <Spin aria-hidden />
          <p>{t('form.analysing')}</p>
        </div>
      ) : null}

      {state.status === 'error' ? (
        <Alert
          type="error"
          showIcon
          className="planner__message"
          title={failureText}
          description={state.error ?? undefined}
        />
      ) : null}

      {state.status === 'noMatches' ? (
        <div className="planner__no-match">
          <p className="planner__no-match-text">{t('status.noMatches')}</p>
          {state.noMatchReason ? <p className="planner__no-match-reason">{state.noMatchReason}</p> : null}
        </div>
      ) : null}

      {state.status === 'results' ? (
        <>
          <MatchSummary insights={state.insights} />
          <section className="planner__results" aria-labelledby={`${idPrefix}-results`}>
            <div className="planner__results-header">
              <h2 id={`${idPrefix}-results`} className="planner-heading">
                {t('results.heading')}
              </h2>
              <span className="planner__count">{t('results.count', { count: state.results.length })}</span>
            </div>
            <ul className="result-grid">
              {state.results.map((recommendation, index) => (
                <li key={`${recommendation.program_id ?? ''}-${index}`} className="result-grid__item">
                  <RecommendationCard
                    recommendation={recommendation}
                    headingId={`${idPrefix}-result-${index}`}
                    selected={state.selectedIndex === index}
                    onSelect={() => select(index)}
                    onDetails={() => setDetailsFor(recommendation)}
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
      ) : null}

      <Suspense fallback={null}>
        {selected ? <DetailsPanel recommendation={selected} onClose={close} /> : null}
        {detailsFor ? (
          <UniversityDialog recommendation={detailsFor} onClose={() => setDetailsFor(null)} />
        ) : null}
      </Suspense>
    </div>
  );
}
