import { ConfigProvider } from 'antd';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Provider as ReduxProvider } from 'react-redux';

import type { AppStore } from '@/app/store';
import { themeFor } from '@/app/theme';
import { PageSpinner } from '@/components/ui/page-spinner';
import { EXAMPLE_COMPANY } from '@/config/company';
import { languageDirection, toLanguageCode } from '@/config/languages';
import { useThemePreference } from '@/features/settings/utils/theme-preference';
import { cachedAntdLocale, defaultAntdLocale, loadAntdLocale } from '@/lib/antd-locale';
import { CompanyProvider, type Company } from '@/lib/company';
import { i18n } from '@/lib/i18n';

import '@/features/settings/components/dark-theme.css';

/** Feeds the interface language into Ant Design: its own texts and the writing direction. */
function LocalizedAntdProvider({ children }: { children: ReactNode }) {
  const { i18n: instance } = useTranslation();
  const language = toLanguageCode(instance.resolvedLanguage ?? instance.language);
  const [mode] = useThemePreference();
  const [loaded, setLoaded] = useState(() => ({
    language,
    locale: cachedAntdLocale(language) ?? defaultAntdLocale,
  }));

  // The page's own styles follow the theme through `<html data-theme>` (and native controls through color-scheme).
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.theme = mode;
    root.style.colorScheme = mode;
  }, [mode]);

  useEffect(() => {
    let current = true;
    loadAntdLocale(language)
      .then((locale) => {
        if (current) setLoaded({ language, locale });
      })
      // A missing chunk (e.g. after a deployment) leaves Ant Design in the previous language.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [language]);

  const direction = languageDirection(language);
  const theme = themeFor(mode);

  // Toasts (Ant Design's static `message`, loaded with the features that show them) render outside this tree:
  // they get the same language, direction and theme through the global holder.
  useEffect(() => {
    ConfigProvider.config({
      holderRender: (holder) => (
        <ConfigProvider locale={loaded.locale} direction={direction} theme={theme}>
          {holder}
        </ConfigProvider>
      ),
    });
  }, [loaded.locale, direction, theme]);

  return (
    <ConfigProvider locale={loaded.locale} direction={direction} theme={theme}>
      {children}
    </ConfigProvider>
  );
}

type AppProviderProps = {
  store: AppStore;
  /** The company's facts from the runtime configuration; the built-in example when not given. */
  company?: Company;
  children: ReactNode;
};

export function AppProvider({ store, company = EXAMPLE_COMPANY, children }: AppProviderProps) {
  return (
    <ReduxProvider store={store}>
      <CompanyProvider company={company}>
        <I18nextProvider i18n={i18n}>
          <LocalizedAntdProvider>
            <Suspense fallback={<PageSpinner />}>{children}</Suspense>
          </LocalizedAntdProvider>
        </I18nextProvider>
      </CompanyProvider>
    </ReduxProvider>
  );
}
