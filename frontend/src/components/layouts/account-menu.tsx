import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';

import type { AccountDropdownProps } from '@/components/layouts/account-dropdown';
import { deferredDropdown } from '@/components/ui/deferred-dropdown';

const AccountDropdown = deferredDropdown<AccountDropdownProps>(
  () => import('@/components/layouts/account-dropdown'),
);

/** The signed-in variant of the bar: the username; its menu (profile, settings, logout) loads on first use. */
export function AccountMenu({ username }: AccountDropdownProps) {
  const { t } = useTranslation();
  return (
    <AccountDropdown
      username={username}
      trigger={
        // The accessible name starts with the visible username (WCAG 2.5.3), then says what the button opens.
        <Button type="text" className="nav-bar__account">
          <span className="nav-bar__avatar" aria-hidden>
            <UserOutlined />
          </span>
          <span className="nav-bar__account-name">{username}</span>
          <span className="visually-hidden">{t('account.menu')}</span>
          <DownOutlined className="nav-bar__caret" aria-hidden />
        </Button>
      }
    />
  );
}
