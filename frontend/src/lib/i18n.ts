import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';

import {
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  LANGUAGE_STORAGE_KEY,
  languageDirection,
  toLanguageCode,
} from '@/config/languages';
import { DEFAULT_NAMESPACE, NAMESPACES, defaultResources, type Namespace } from '@/locales/resources';

type Translations = Record<string, unknown>;

/** Every non-English namespace, as its own lazily loaded chunk. */
const translationLoaders = import.meta.glob<Translations>('../locales/*/*.json', { import: 'default' });

function loadTranslations(language: string, namespace: string): Promise<Translations> {
  if (language === DEFAULT_LANGUAGE) {
    return Promise.resolve(defaultResources[namespace as Namespace] ?? {});
  }
  const load = translationLoaders[`../locales/${language}/${namespace}.json`];
  return load ? load() : Promise.reject(new Error(`No translations for ${language}/${namespace}`));
}

/** Keeps `<html lang dir>` in step with the interface language. */
function applyDocumentLanguage(language: string): void {
  const root = document.documentElement;
  root.lang = toLanguageCode(language);
  root.dir = languageDirection(language);
}

let initialisation: Promise<typeof i18n> | undefined;

/**
 * English is bundled; the language remembered in localStorage (`language`) is loaded before the
 * first render, and every other language when the visitor picks it.
 */
export function initI18n(): Promise<typeof i18n> {
  initialisation ??= (async () => {
    i18n.on('languageChanged', applyDocumentLanguage);
    await i18n
      .use(LanguageDetector)
      .use(resourcesToBackend(loadTranslations))
      .use(initReactI18next)
      .init({
        resources: { [DEFAULT_LANGUAGE]: defaultResources },
        partialBundledLanguages: true,
        fallbackLng: DEFAULT_LANGUAGE,
        supportedLngs: LANGUAGE_CODES,
        nonExplicitSupportedLngs: true,
        load: 'languageOnly',
        ns: NAMESPACES,
        defaultNS: DEFAULT_NAMESPACE,
        detection: {
          order: ['localStorage'],
          lookupLocalStorage: LANGUAGE_STORAGE_KEY,
          caches: ['localStorage'],
        },
        // React escapes what it renders.
        interpolation: { escapeValue: false },
        showSupportNotice: false,
      });
    return i18n;
  })();
  return initialisation;
}

export { i18n };
