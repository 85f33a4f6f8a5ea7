import type { Locale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';

import type { LanguageCode } from '@/config/languages';

/** Ant Design's texts (pagination, date pickers, empty states…) for each interface language. */
const loaders: Record<LanguageCode, () => Promise<{ default: Locale }>> = {
  en: () => Promise.resolve({ default: enUS }),
  de: () => import('antd/es/locale/de_DE'),
  pt: () => import('antd/es/locale/pt_PT'),
  es: () => import('antd/es/locale/es_ES'),
  fr: () => import('antd/es/locale/fr_FR'),
  pl: () => import('antd/es/locale/pl_PL'),
  tr: () => import('antd/es/locale/tr_TR'),
  zh: () => import('antd/es/locale/zh_CN'),
  ko: () => import('antd/es/locale/ko_KR'),
  ar: () => import('antd/es/locale/ar_EG'),
};

const cache = new Map<LanguageCode, Locale>([['en', enUS]]);

export const defaultAntdLocale = enUS;

export function cachedAntdLocale(language: LanguageCode): Locale | undefined {
  return cache.get(language);
}

export async function loadAntdLocale(language: LanguageCode): Promise<Locale> {
  const cached = cache.get(language);
  if (cached) return cached;
  const { default: locale } = await loaders[language]();
  cache.set(language, locale);
  return locale;
}
