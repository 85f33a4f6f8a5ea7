import { useTranslation } from 'react-i18next';

import { ContentLayout } from '@/components/layouts/content-layout';
import { site } from '@/config/site';
import { LastUpdated } from '@/features/legal/components/last-updated';
import { LegalSections } from '@/features/legal/components/legal-sections';

export default function TermsRoute() {
  const { t } = useTranslation('pages');
  return (
    <ContentLayout title={t('terms.title')} description={t('terms.description')}>
      <LastUpdated isoDate={site.legalUpdated.terms} />
      <LegalSections document="terms" />
    </ContentLayout>
  );
}
