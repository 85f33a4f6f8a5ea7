import { useTranslation } from 'react-i18next';

import { ContentLayout } from '@/components/layouts/content-layout';

export default function AboutRoute() {
  const { t } = useTranslation('pages');
  return <ContentLayout title={t('about.title')} description={t('about.description')} />;
}
