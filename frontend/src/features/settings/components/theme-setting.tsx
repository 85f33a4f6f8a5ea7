import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import { Radio } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { THEME_PREFERENCES, useThemePreference } from '@/features/settings/utils/theme-preference';

const ICONS = { light: <SunOutlined aria-hidden />, dark: <MoonOutlined aria-hidden /> } as const;

/** Light or dark, remembered in this browser. */
export function ThemeSetting() {
  const { t } = useTranslation('pages');
  const [theme, setTheme] = useThemePreference();
  const labelId = useId();

  return (
    <div className="settings-item">
      <span id={labelId} className="settings-item__label">
        {t('settings.theme')}
      </span>
      <Radio.Group
        aria-labelledby={labelId}
        value={theme}
        onChange={(event) => setTheme(event.target.value as typeof theme)}
        optionType="button"
        buttonStyle="solid"
        options={THEME_PREFERENCES.map((value) => ({
          value,
          label: (
            <span className="settings-item__option">
              {ICONS[value]}
              {t(`settings.themes.${value}`)}
            </span>
          ),
        }))}
      />
    </div>
  );
}
