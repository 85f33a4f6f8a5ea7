import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollRestoration, useNavigation } from 'react-router-dom';

import { NavBar } from '@/components/layouts/nav-bar';
import { SiteFooter } from '@/components/layouts/site-footer';

/** The frame of every page: skip link, navigation bar, the page, footer (plain elements styled by global.css). */
export function MainLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const navigation = useNavigation();

  return (
    <div className="app-layout">
      <a className="skip-link" href="#main-content">
        {t('skipToContent')}
      </a>
      <NavBar />
      {navigation.state === 'loading' ? <div className="navigation-progress" aria-hidden /> : null}
      <main id="main-content" tabIndex={-1} className="app-content">
        {children}
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
