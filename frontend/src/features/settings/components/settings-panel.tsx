import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

import { LanguageSetting } from '@/features/settings/components/language-setting';
import { ThemeSetting } from '@/features/settings/components/theme-setting';

import '@/features/settings/components/settings.css';

/** The visitor's preferences: language and theme, both kept in localStorage. */
export function SettingsPanel() {
  const { t } = useTranslation('pages');
  return (
    <Card className="settings-panel">
      <LanguageSetting />
      <ThemeSetting />
      <Typography.Paragraph type="secondary" className="settings-panel__note">
        {t('settings.saved')}
      </Typography.Paragraph>
    </Card>
  );
}
