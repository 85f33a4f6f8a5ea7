import { useTranslation } from 'react-i18next';

import { ContentLayout } from '@/components/layouts/content-layout';
import { ImprintDetails } from '@/features/legal/components/imprint-details';

export default function ImprintRoute() {
  const { t } = useTranslation('pages');
  return (
    <ContentLayout title={t('imprint.title')} description={t('imprint.description')}>
      <ImprintDetails />
    </ContentLayout>
  );
}
