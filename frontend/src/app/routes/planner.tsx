import { useTranslation } from 'react-i18next';

import { ContentLayout } from '@/components/layouts/content-layout';
import { FavoriteToggle } from '@/features/favorites/components/favorite-toggle';
import type { Recommendation } from '@/features/planner/api/planner-api';
import { StudyPlanner } from '@/features/planner/components/study-planner';

/** The favourites service keeps the whole recommendation, keyed by university and program. */
function renderFavorite(recommendation: Recommendation) {
  const entry = {
    ...recommendation,
    university: recommendation.university?.trim() ?? '',
    program: recommendation.program?.trim() ?? '',
  };
  return <FavoriteToggle entry={entry} />;
}

/** `/` and `/llm_openapi_studyplanner`: the study-abroad planner. */
export default function PlannerRoute() {
  const { t } = useTranslation('planner');
  return (
    <ContentLayout title={t('title')} description={t('description')}>
      <StudyPlanner renderFavorite={renderFavorite} />
    </ContentLayout>
  );
}
