import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

import { ContentLayout } from '@/components/layouts/content-layout';
import type { Recommendation } from '@/features/planner/api/planner-api';
import { StudyPlanner } from '@/features/planner/components/study-planner';

// The favourite button (and the favourites API) is needed once results show: it loads while the search runs.
const loadFavoriteToggle = () => import('@/features/favorites/components/favorite-toggle');
const FavoriteToggle = lazy(() =>
  loadFavoriteToggle().then((module) => ({ default: module.FavoriteToggle })),
);

/** The favourites service keeps the whole recommendation, keyed by university and program. */
function renderFavorite(recommendation: Recommendation) {
  const entry = {
    ...recommendation,
    university: recommendation.university?.trim() ?? '',
    program: recommendation.program?.trim() ?? '',
  };
  return (
    <Suspense fallback={null}>
      <FavoriteToggle entry={entry} />
      <PlannerApplicationButton program={entry} />
    </Suspense>
  );
}

// "Start application" (signed-in users) loads the same way.
const loadApplicationButton = () => import('@/features/applications/components/planner-application-button');
const PlannerApplicationButton = lazy(() =>
  loadApplicationButton().then((module) => ({ default: module.PlannerApplicationButton })),
);

const preloadFavoriteToggle = () => {
  // a failed chunk shows on render, in the error boundary
  loadFavoriteToggle().catch(() => undefined);
  loadApplicationButton().catch(() => undefined);
};

/** `/` and `/llm_openapi_studyplanner`: the study-abroad planner. */
export default function PlannerRoute() {
  const { t } = useTranslation('planner');
  return (
    <ContentLayout title={t('title')} description={t('description')}>
      <StudyPlanner renderFavorite={renderFavorite} onSearch={preloadFavoriteToggle} />
    </ContentLayout>
  );
}
