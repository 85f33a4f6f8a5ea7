import { Layout } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollRestoration, useNavigation } from 'react-router-dom';

import { NavBar } from '@/components/layouts/nav-bar';
import { SiteFooter } from '@/components/layouts/site-footer';

export function MainLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const navigation = useNavigation();

  return (
    <Layout className="app-layout">
      <a className="skip-link" href="#main-content">
        {t('skipToContent')}
      </a>
      <NavBar />
      {navigation.state === 'loading' ? <div className="navigation-progress" aria-hidden /> : null}
      <Layout.Content id="main-content" tabIndex={-1} className="app-content">
        {children}
      </Layout.Content>
      <SiteFooter />
      <ScrollRestoration />
    </Layout>
  );
}
