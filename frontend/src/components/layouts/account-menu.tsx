import { DownOutlined, LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import { useAuthActions } from '@/lib/auth-session';
import { createLogger } from '@/lib/logger';

const log = createLogger('auth');

/** The signed-in variant of the bar: "Signed in as …", profile, settings, logout. */
export function AccountMenu({ username }: { username: string }) {
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
    <Dropdown trigger={['click']} placement="bottomRight" menu={{ items, onClick }}>
      {/* The accessible name starts with the visible username (WCAG 2.5.3), then says what the button opens. */}
      <Button type="text" className="nav-bar__account">
        <Avatar size="small" icon={<UserOutlined />} aria-hidden />
        <span className="nav-bar__account-name">{username}</span>
        <span className="visually-hidden">{t('account.menu')}</span>
        <DownOutlined className="nav-bar__caret" aria-hidden />
      </Button>
    </Dropdown>
  );
}
