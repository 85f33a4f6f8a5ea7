import { useTranslation } from 'react-i18next';

import { ContentLayout } from '@/components/layouts/content-layout';
import { OpenApplication, OpenPositions } from '@/features/company/components/open-positions';

export default function JobsRoute() {
  const { t } = useTranslation('pages');
  return (
    <ContentLayout title={t('jobs.title')} description={t('jobs.description')}>
      <OpenPositions />
      <OpenApplication />
    </ContentLayout>
  );
}
