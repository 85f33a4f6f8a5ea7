import { useTranslation } from 'react-i18next';

import { ContentLayout } from '@/components/layouts/content-layout';

export default function ApplicationsRoute() {
  const { t } = useTranslation('pages');
  return <ContentLayout title={t('applications.title')} description={t('applications.description')} />;
}
