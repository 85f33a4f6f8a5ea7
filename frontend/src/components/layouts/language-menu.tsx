import { DownOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';

import { deferredDropdown } from '@/components/ui/deferred-dropdown';
import { LanguageFlag } from '@/components/ui/language-flag';
import { LANGUAGES, toLanguageCode } from '@/config/languages';

const LanguageDropdown = deferredDropdown<object>(() => import('@/components/layouts/language-dropdown'));

/** The current language in the bar; its menu of the ten languages loads on first use. */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const current = toLanguageCode(i18n.resolvedLanguage ?? i18n.language);
  const currentLabel = LANGUAGES.find((language) => language.code === current)?.label ?? current;

  return (
    <LanguageDropdown
      trigger={
        <Button
          type="text"
          className="nav-bar__language"
          aria-label={t('language.menu', { language: currentLabel })}
        >
          <LanguageFlag code={current} />
          <span className="nav-bar__language-label" lang={current}>
            {currentLabel}
          </span>
          <DownOutlined className="nav-bar__caret" aria-hidden />
        </Button>
      }
    />
  );
}
