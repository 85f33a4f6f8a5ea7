import { useTranslation } from 'react-i18next';

import { ContentLayout } from '@/components/layouts/content-layout';
import { site } from '@/config/site';
import { LastUpdated } from '@/features/legal/components/last-updated';
import { LegalSections } from '@/features/legal/components/legal-sections';

export default function PrivacyRoute() {
  const { t } = useTranslation('pages');
  return (
    <ContentLayout title={t('privacy.title')} description={t('privacy.description')}>
      <LastUpdated isoDate={site.legalUpdated.privacy} />
      <LegalSections document="privacy" />
    </ContentLayout>
  );
}
