import { useTranslation } from 'react-i18next';

import { ContentLayout } from '@/components/layouts/content-layout';

/** `/` and `/llm_openapi_studyplanner`; the planner issue adds the form and the results. */
export default function PlannerRoute() {
  const { t } = useTranslation('planner');
  return <ContentLayout title={t('title')} description={t('description')} />;
}
