import { MenuOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';

import type { NavigationDropdownProps } from '@/components/layouts/navigation-dropdown';
import { deferredDropdown } from '@/components/ui/deferred-dropdown';

const NavigationDropdown = deferredDropdown<NavigationDropdownProps>(
  () => import('@/components/layouts/navigation-dropdown'),
);

/** The hamburger button; its menu (every page, and Login/Register on small screens) loads on first use. */
export function NavigationMenu(props: NavigationDropdownProps) {
  const { t } = useTranslation();
  return (
    <NavigationDropdown
      {...props}
      trigger={
        <Button
          type="text"
          className="nav-bar__icon-button"
          icon={<MenuOutlined />}
          aria-label={t('nav.menu')}
        />
      }
    />
  );
}
