import { useTranslation } from 'react-i18next';

import { ContentLayout } from '@/components/layouts/content-layout';
import { ApplicationsScreen } from '@/features/applications/components/applications-screen';

/** Behind the auth gate (router): only signed-in users get here. */
export default function ApplicationsRoute() {
  const { t } = useTranslation('pages');
  return (
    <ContentLayout title={t('applications.title')} description={t('applications.description')}>
      <ApplicationsScreen />
    </ContentLayout>
  );
}
