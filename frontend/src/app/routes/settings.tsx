import { useTranslation } from 'react-i18next';

import { ContentLayout } from '@/components/layouts/content-layout';
import { SettingsPanel } from '@/features/settings/components/settings-panel';

export default function SettingsRoute() {
  const { t } = useTranslation('pages');
  return (
    <ContentLayout title={t('settings.title')} description={t('settings.description')}>
      <SettingsPanel />
    </ContentLayout>
  );
}
