import {
  BulbOutlined,
  CalendarOutlined,
  CompassOutlined,
  FileDoneOutlined,
  HeartOutlined,
  HomeOutlined,
  InfoCircleOutlined,
  LoginOutlined,
  MailOutlined,
  MessageOutlined,
  SettingOutlined,
  TeamOutlined,
  UserAddOutlined,
} from '@ant-design/icons';
import { Grid, type MenuProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';

import { NavBarDropdown } from '@/components/layouts/nav-bar-dropdown';
import type { DropdownMenuProps } from '@/components/ui/deferred-dropdown';
import { loginHref, paths } from '@/config/paths';

export type NavigationDropdownProps = { authenticated: boolean; returnTo: string };

const link = (to: string, icon: ReactNode, label: string) => ({
  key: to,
  icon,
  label: <Link to={to}>{label}</Link>,
});

/** The hamburger menu's items: every page, the signed-in pages, and Login/Register on small screens. */
export default function NavigationDropdown({
  authenticated,
  returnTo,
  open,
  onOpenChange,
  children,
}: NavigationDropdownProps & DropdownMenuProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const screens = Grid.useBreakpoint();

  const items: MenuProps['items'] = [
    link(paths.home, <HomeOutlined />, t('nav.home')),
    link(paths.planner, <CompassOutlined />, t('nav.planner')),
    link(paths.chat, <MessageOutlined />, t('nav.chat')),
    link(paths.aiSolutions, <BulbOutlined />, t('nav.aiSolutions')),
    link(paths.about, <InfoCircleOutlined />, t('nav.about')),
    link(paths.jobs, <TeamOutlined />, t('nav.jobs')),
    link(paths.contact, <MailOutlined />, t('nav.contact')),
    link(paths.settings, <SettingOutlined />, t('nav.settings')),
  ];
  if (authenticated) {
    items.push(
      { type: 'divider' },
      link(paths.favorites, <HeartOutlined />, t('nav.favorites')),
      link(paths.applications, <FileDoneOutlined />, t('nav.applications')),
      link(paths.schedule, <CalendarOutlined />, t('nav.schedule')),
    );
  } else if (!screens.md) {
    // The Login and Register buttons of the bar are hidden below the md breakpoint.
    items.push(
      { type: 'divider' },
      {
        key: 'login',
        icon: <LoginOutlined />,
        label: <Link to={loginHref(returnTo)}>{t('nav.login')}</Link>,
      },
      {
        key: 'register',
        icon: <UserAddOutlined />,
        label: <Link to={loginHref(returnTo, 'register')}>{t('nav.register')}</Link>,
      },
    );
  }

  return (
    <NavBarDropdown open={open} onOpenChange={onOpenChange} menu={{ items, selectedKeys: [pathname] }}>
      {children}
    </NavBarDropdown>
  );
}
