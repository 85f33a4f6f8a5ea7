import { Card, Form, Select } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { LANGUAGES, toLanguageCode } from '@/config/languages';

export function LanguageSetting() {
  const { t, i18n } = useTranslation('pages');
  const id = useId();
  const current = toLanguageCode(i18n.resolvedLanguage ?? i18n.language);

  return (
    <Card className="info-card">
      <Form layout="vertical">
        <Form.Item label={t('settings.language')} htmlFor={id}>
          <Select
            id={id}
            value={current}
            onChange={(value) => void i18n.changeLanguage(value)}
            options={LANGUAGES.map((language) => ({ value: language.code, label: language.label }))}
            className="language-select"
          />
        </Form.Item>
      </Form>
    </Card>
  );
}
