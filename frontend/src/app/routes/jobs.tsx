import { useTranslation } from 'react-i18next';

import { ContentLayout } from '@/components/layouts/content-layout';

export default function JobsRoute() {
  const { t } = useTranslation('pages');
  return <ContentLayout title={t('jobs.title')} description={t('jobs.description')} />;
}
