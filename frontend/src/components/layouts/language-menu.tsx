import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';

import { LanguageFlag } from '@/components/ui/language-flag';
import { LANGUAGES, toLanguageCode } from '@/config/languages';

export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const current = toLanguageCode(i18n.resolvedLanguage ?? i18n.language);
  const currentLabel = LANGUAGES.find((language) => language.code === current)?.label ?? current;

  const items: MenuProps['items'] = LANGUAGES.map((language) => ({
    key: language.code,
    icon: <LanguageFlag code={language.code} />,
    label: (
      <span lang={language.code} dir={language.dir}>
        {language.label}
      </span>
    ),
  }));

  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        items,
        selectable: true,
        selectedKeys: [current],
        onClick: ({ key }) => void i18n.changeLanguage(key),
      }}
    >
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
    </Dropdown>
  );
}
