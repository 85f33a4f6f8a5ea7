/** The interface languages (specification section 3), each labelled in its own language. */
export const LANGUAGES = [
  { code: 'en', label: 'English', dir: 'ltr' },
  { code: 'de', label: 'Deutsch', dir: 'ltr' },
  { code: 'pt', label: 'Português', dir: 'ltr' },
  { code: 'es', label: 'Español', dir: 'ltr' },
  { code: 'fr', label: 'Français', dir: 'ltr' },
  { code: 'pl', label: 'Polski', dir: 'ltr' },
  { code: 'tr', label: 'Türkçe', dir: 'ltr' },
  { code: 'zh', label: '中文', dir: 'ltr' },
  { code: 'ko', label: '한국어', dir: 'ltr' },
  { code: 'ar', label: 'العربية', dir: 'rtl' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export type TextDirection = (typeof LANGUAGES)[number]['dir'];

export const DEFAULT_LANGUAGE: LanguageCode = 'en';
export const LANGUAGE_CODES: LanguageCode[] = LANGUAGES.map((language) => language.code);

/** localStorage key that remembers the visitor's choice. */
export const LANGUAGE_STORAGE_KEY = 'language';

export function isLanguageCode(value: string): value is LanguageCode {
  return (LANGUAGE_CODES as string[]).includes(value);
}

/** `de-DE` → `de`; anything unsupported → the default language. */
export function toLanguageCode(value: string | undefined): LanguageCode {
  const base = value?.toLowerCase().split('-')[0] ?? '';
  return isLanguageCode(base) ? base : DEFAULT_LANGUAGE;
}

/**
 * The first of the browser's preferred languages (`navigator.languages`, most preferred first) that the site offers,
 * matched by primary subtag (`de-AT` → `de`, `zh-Hant-TW` → `zh`); none when it offers none of them.
 */
export function preferredLanguage(preferred: readonly string[]): LanguageCode | undefined {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0] ?? '';
    if (isLanguageCode(base)) return base;
  }
  return undefined;
}

export function languageDirection(value: string | undefined): TextDirection {
  const code = toLanguageCode(value);
  return LANGUAGES.find((language) => language.code === code)?.dir ?? 'ltr';
}
