import { Select } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { LANGUAGES, toLanguageCode } from '@/config/languages';

export function LanguageSetting() {
  const { t, i18n } = useTranslation('pages');
  const id = useId();
  const current = toLanguageCode(i18n.resolvedLanguage ?? i18n.language);

  return (
    <div className="settings-item">
      <label htmlFor={id} className="settings-item__label">
        {t('settings.language')}
      </label>
      <Select
        id={id}
        value={current}
        onChange={(value) => void i18n.changeLanguage(value)}
        options={LANGUAGES.map((language) => ({
          value: language.code,
          label: <span lang={language.code}>{language.label}</span>,
        }))}
        className="language-select"
      />
    </div>
  );
}
