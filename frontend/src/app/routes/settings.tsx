import { useTranslation } from 'react-i18next';

import { ContentLayout } from '@/components/layouts/content-layout';
import { LanguageSetting } from '@/features/settings/components/language-setting';

export default function SettingsRoute() {
  const { t } = useTranslation('pages');
  return (
    <ContentLayout title={t('settings.title')} description={t('settings.description')}>
      <LanguageSetting />
    </ContentLayout>
  );
}
