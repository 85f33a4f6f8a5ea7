import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';

import {
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  LANGUAGE_STORAGE_KEY,
  languageDirection,
  preferredLanguage,
  toLanguageCode,
  type LanguageCode,
} from '@/config/languages';
import { BUNDLED_RESOURCES, DEFAULT_NAMESPACE, type Namespace } from '@/locales/resources';

type Translations = Record<string, unknown>;

/** Every namespace of every language that is not bundled, as its own lazily loaded chunk. */
const translationLoaders = {
  ...import.meta.glob<Translations>('../locales/*/*.json', { import: 'default' }),
  ...import.meta.glob<Translations>(['../locales/en/*.ts', '!**/common.ts', '!**/errors.ts'], {
    import: 'default',
  }),
};

function loadTranslations(language: string, namespace: string): Promise<Translations> {
  if (language === DEFAULT_LANGUAGE && namespace in BUNDLED_RESOURCES) {
    return Promise.resolve(BUNDLED_RESOURCES[namespace as keyof typeof BUNDLED_RESOURCES]);
  }
  const file = language === DEFAULT_LANGUAGE ? `${namespace}.ts` : `${namespace}.json`;
  const load = translationLoaders[`../locales/${language}/${file}`];
  return load ? load() : Promise.reject(new Error(`No translations for ${language}/${namespace}`));
}

/** Fetches the texts of `namespaces` in the current language (and English, the fallback); resolves when ready. */
export function loadNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  return i18n.loadNamespaces([...namespaces]);
}

/** The language the visitor picked before, if the browser lets the site read it. */
function storedLanguage(): string | undefined {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

/** The browser's preferred languages, most preferred first. */
function browserLanguages(): readonly string[] {
  if (typeof document === 'undefined') return []; // prerendering at build time: the English first view
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/**
 * The language of the first render: the visitor's choice on the site if there is one (a code the site does not offer
 * means English), else the first of the browser's preferred languages that the site offers, else English.
 * The scripts/prerender.mjs page script decides alike whether the English first view may show.
 */
export function initialLanguage(): LanguageCode {
  const stored = storedLanguage();
  if (stored) return toLanguageCode(stored);
  return preferredLanguage(browserLanguages()) ?? DEFAULT_LANGUAGE;
}

function storeLanguage(language: string): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage disabled: the choice lasts for this page only
  }
}

/** Keeps `<html lang dir>` in step with the interface language. */
function applyDocumentLanguage(language: string): void {
  if (typeof document === 'undefined') return; // prerendering at build time
  const root = document.documentElement;
  root.lang = toLanguageCode(language);
  root.dir = languageDirection(language);
}

let initialisation: Promise<typeof i18n> | undefined;

/**
 * The layout's English texts are bundled; the initial language (see `initialLanguage`) is loaded before the first
 * render, every other language when the visitor picks it, and each route's texts with the route. Only a language
 * the visitor picks is remembered (localStorage `language`): the one detected from the browser is not, so that a
 * later change of the browser's language still counts.
 */
/** The language the interface is shown in: sent as `Accept-Language` so the API's own words match it. */
export function interfaceLanguage(): LanguageCode {
  return toLanguageCode(i18n.resolvedLanguage ?? i18n.language);
}

export function initI18n(): Promise<typeof i18n> {
  initialisation ??= (async () => {
    i18n.on('languageChanged', applyDocumentLanguage);
    await i18n
      .use(resourcesToBackend(loadTranslations))
      .use(initReactI18next)
      .init({
        lng: initialLanguage(),
        resources: { [DEFAULT_LANGUAGE]: BUNDLED_RESOURCES },
        partialBundledLanguages: true,
        fallbackLng: DEFAULT_LANGUAGE,
        supportedLngs: LANGUAGE_CODES,
        nonExplicitSupportedLngs: true,
        load: 'languageOnly',
        // Routes add the namespaces they show (see the router); i18next keeps loaded ones in every language.
        ns: Object.keys(BUNDLED_RESOURCES),
        defaultNS: DEFAULT_NAMESPACE,
        // React escapes what it renders.
        interpolation: { escapeValue: false },
        showSupportNotice: false,
      });
    // every later change is the visitor's pick
    i18n.on('languageChanged', storeLanguage);
    return i18n;
  })();
  return initialisation;
}

export { i18n };
