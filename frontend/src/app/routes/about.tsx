import { useTranslation } from 'react-i18next';

import { ContentLayout } from '@/components/layouts/content-layout';
import { AboutOverview } from '@/features/company/components/about-overview';
import { CoreValues } from '@/features/company/components/core-values';
import { Leadership } from '@/features/company/components/leadership';
import { Partnerships } from '@/features/company/components/partnerships';

export default function AboutRoute() {
  const { t } = useTranslation('pages');
  return (
    <ContentLayout title={t('about.title')} description={t('about.description')}>
      <AboutOverview />
      <CoreValues />
      <Leadership />
      <Partnerships />
    </ContentLayout>
  );
}
