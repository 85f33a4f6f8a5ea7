import type { MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';

import { NavBarDropdown } from '@/components/layouts/nav-bar-dropdown';
import type { DropdownMenuProps } from '@/components/ui/deferred-dropdown';
import { LanguageFlag } from '@/components/ui/language-flag';
import { LANGUAGES, toLanguageCode } from '@/config/languages';

/** The ten interface languages, each with its flag and native name; picking one switches and remembers it. */
export default function LanguageDropdown({ open, onOpenChange, children }: DropdownMenuProps) {
  const { i18n } = useTranslation();
  const current = toLanguageCode(i18n.resolvedLanguage ?? i18n.language);

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
    <NavBarDropdown
      open={open}
      onOpenChange={onOpenChange}
      menu={{
        items,
        selectable: true,
        selectedKeys: [current],
        onClick: ({ key }) => void i18n.changeLanguage(key),
      }}
    >
      {children}
    </NavBarDropdown>
  );
}
