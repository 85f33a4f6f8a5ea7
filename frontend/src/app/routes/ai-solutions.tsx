import { useTranslation } from 'react-i18next';

import { ContentLayout } from '@/components/layouts/content-layout';

export default function AiSolutionsRoute() {
  const { t } = useTranslation('pages');
  return <ContentLayout title={t('aiSolutions.title')} description={t('aiSolutions.description')} />;
}
