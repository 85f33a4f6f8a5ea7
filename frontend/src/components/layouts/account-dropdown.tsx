import { LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import type { MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { NavBarDropdown } from '@/components/layouts/nav-bar-dropdown';
import type { DropdownMenuProps } from '@/components/ui/deferred-dropdown';
import { paths } from '@/config/paths';
import { useAuthActions } from '@/lib/auth-session';
import { createLogger } from '@/lib/logger';

const log = createLogger('auth');

export type AccountDropdownProps = { username: string };

/** "Signed in as …", profile, settings, logout. */
export default function AccountDropdown({
  username,
  open,
  onOpenChange,
  children,
}: AccountDropdownProps & DropdownMenuProps) {
  const { t } = useTranslation();
  const { signOut } = useAuthActions();

  const items: MenuProps['items'] = [
    {
      key: 'account',
      type: 'group',
      label: t('account.signedInAs', { username }),
      children: [
        {
          key: paths.profile,
          icon: <UserOutlined />,
          label: <Link to={paths.profile}>{t('account.profile')}</Link>,
        },
        {
          key: paths.settings,
          icon: <SettingOutlined />,
          label: <Link to={paths.settings}>{t('account.settings')}</Link>,
        },
      ],
    },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: t('account.logout') },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key !== 'logout') return;
    // The identity provider ends the session and sends the browser back to the site root.
    signOut().catch((error: unknown) => log.error('Sign-out failed', error));
  };

  return (
    <NavBarDropdown open={open} onOpenChange={onOpenChange} menu={{ items, onClick }}>
      {children}
    </NavBarDropdown>
  );
}
