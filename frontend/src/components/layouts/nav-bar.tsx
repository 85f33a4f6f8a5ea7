import { RocketOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link, useNavigate } from 'react-router-dom';

import { AccountMenu } from '@/components/layouts/account-menu';
import { LanguageMenu } from '@/components/layouts/language-menu';
import { NavigationMenu } from '@/components/layouts/navigation-menu';
import { useReturnTo } from '@/components/layouts/use-return-to';
import { site } from '@/config/site';
import { loginHref, paths } from '@/config/paths';
import { selectAuthStatus, selectUsername } from '@/lib/auth';

/** The sticky bar on every page. */
export function NavBar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const status = useSelector(selectAuthStatus);
  const authenticated = status === 'authenticated';
  const username = useSelector(selectUsername);
  const returnTo = useReturnTo();

  return (
    <header className="nav-bar">
      <nav className="nav-bar__inner" aria-label={t('nav.label')}>
        <Link
          to={paths.root}
          className="nav-bar__brand"
          aria-label={t('nav.brand', { siteTitle: site.title })}
        >
          <RocketOutlined className="nav-bar__logo" aria-hidden />
          <span>{site.title}</span>
        </Link>
        <div className="nav-bar__actions">
          <LanguageMenu />
          {/* Nothing while the identity client starts, so Login does not flash for a signed-in user. */}
          {status === 'authenticated' ? <AccountMenu username={username ?? ''} /> : null}
          {status === 'anonymous' ? (
            <div className="nav-bar__auth">
              <Button onClick={() => void navigate(loginHref(returnTo))}>{t('nav.login')}</Button>
              <Button type="primary" onClick={() => void navigate(loginHref(returnTo, 'register'))}>
                {t('nav.register')}
              </Button>
            </div>
          ) : null}
          <NavigationMenu authenticated={authenticated} returnTo={returnTo} />
        </div>
      </nav>
    </header>
  );
}
