import { CloseCircleFilled } from '@ant-design/icons';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { Recommendation } from '@/features/planner/api/planner-api';
import { PlannerForm } from '@/features/planner/components/planner-form';
import { usePlannerSession } from '@/features/planner/hooks/use-planner-session';
import { Spinner } from '@/components/ui/spinner';
import '@/features/planner/components/planner.css';

// The results load while the first search runs; the details panel (timeline) and the university dialog on first
// use: the first view is the form alone.
const loadResults = () => import('@/features/planner/components/planner-results');
const PlannerResults = lazy(loadResults);
const DetailsPanel = lazy(() => import('@/features/planner/components/details-panel'));
const UniversityDialog = lazy(() => import('@/features/planner/components/university-dialog'));

type StudyPlannerProps = {
  /** Renders the favourite button of a result (the favourites feature, composed by the route). */
  renderFavorite?: (recommendation: Recommendation) => ReactNode;
  /** Called when a search starts, e.g. to fetch the code of what `renderFavorite` renders. */
  onSearch?: () => void;
};

/**
 * The study-abroad planner: a free-text profile, up to six matched programs with a match summary, a
 * details panel with the selected program's timeline, and a university details dialog. What it shows is kept
 * for the tab (a reload or signing in brings it back) and the search is in the URL.
 */
export function StudyPlanner({ renderFavorite, onSearch }: StudyPlannerProps) {
  const { t, i18n } = useTranslation('planner');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const { description, setDescription, state, submit, select, close, busy } = usePlannerSession(language);
  const [detailsFor, setDetailsFor] = useState<Recommendation | null>(null);

  const failureText = t('status.failure');
  const analysing = (
    <div className="planner__analysing">
      <Spinner />
      <p>{t('form.analysing')}</p>
    </div>
  );
  const announcement =
    state.status === 'results'
      ? t('status.resultsLoaded')
      : state.status === 'noMatches'
        ? t('status.noMatches')
        : state.status === 'error'
          ? t('status.error', { error: state.error ? `${failureText} (${state.error})` : failureText })
          : '';

  const selected = state.selectedIndex === null ? undefined : state.results[state.selectedIndex];

  return (
    <div className="planner">
      <PlannerForm
        value={description}
        onChange={setDescription}
        onSubmit={() => {
          // a new search closes the university dialog too
          setDetailsFor(null);
          loadResults().catch(() => undefined); // a failed chunk shows on render, in the error boundary
          onSearch?.();
          void submit(description);
        }}
        busy={busy}
      />

      <div role="status" aria-live="polite" aria-atomic="true" className="visually-hidden">
        {announcement}
      </div>

      {state.status === 'submitting' ? analysing : null}

      {state.status === 'error' ? (
        <div className="planner__problem planner__failure">
          <CloseCircleFilled className="planner__problem-icon" aria-hidden />
          <div>
            <p className="planner__problem-text">{failureText}</p>
            {state.error ? <p className="planner__problem-reason">{state.error}</p> : null}
          </div>
        </div>
      ) : null}

      {state.status === 'noMatches' ? (
        <div className="planner__problem">
          <div>
            <p className="planner__problem-text">{t('status.noMatches')}</p>
            {state.noMatchReason ? <p className="planner__problem-reason">{state.noMatchReason}</p> : null}
          </div>
        </div>
      ) : null}

      {state.status === 'results' ? (
        <Suspense fallback={analysing}>
          <PlannerResults
            state={state}
            language={language}
            select={select}
            onDetails={setDetailsFor}
            renderFavorite={renderFavorite}
          />
        </Suspense>
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
