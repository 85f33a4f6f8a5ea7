import countries from 'i18n-iso-countries';
import type { InterfaceLanguage } from './concepts';
import { LEXICONS } from './lexicon';
import type { Phrases } from './lexicon/lexicon.types';

const LOCALES: Readonly<Record<InterfaceLanguage, string>> = {
  en: 'en-IE',
  de: 'de-DE',
  pt: 'pt-PT',
  es: 'es-ES',
  fr: 'fr-FR',
  tr: 'tr-TR',
  pl: 'pl-PL',
  ko: 'ko-KR',
  zh: 'zh-CN',
  ar: 'ar',
};

/** Words, amounts, dates and lists in one interface language, formatted with that locale's conventions. */
export class Phrasing {
  readonly phrases: Phrases;
  private readonly money: Intl.NumberFormat;
  private readonly list: Intl.ListFormat;
  private readonly languageNames: Intl.DisplayNames;
  private readonly monthNames: Intl.DateTimeFormat;
  private readonly dates: Intl.DateTimeFormat;
  private readonly formatted = new Map<string, string>();

  constructor(readonly language: InterfaceLanguage) {
    const locale = LOCALES[language];
    this.phrases = LEXICONS[language].phrases;
    this.money = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'EUR',
      maximumFractionDigits: 0,
    });
    this.list = new Intl.ListFormat(locale, { type: 'conjunction' });
    this.languageNames = new Intl.DisplayNames(locale, { type: 'language' });
    this.monthNames = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
    this.dates = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  }

  fill(template: string, values: Readonly<Record<string, string>>): string {
    return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
  }

  euros(amount: number): string {
    return this.money.format(Math.round(amount));
  }

  join(items: readonly string[]): string {
    return this.list.format(items);
  }

  country(code: string): string {
    return countries.getName(code, this.language) ?? countries.getName(code, 'en') ?? code;
  }

  languageName(code: string): string {
    return this.remember(`language:${code}`, () => this.languageNames.of(code) ?? code);
  }

  month(month: number): string {
    return this.remember(`month:${month}`, () =>
      this.monthNames.format(new Date(Date.UTC(2024, month - 1, 1))),
    );
  }

  date(isoDate: string): string {
    return this.remember(`date:${isoDate}`, () => this.dates.format(new Date(`${isoDate}T00:00:00Z`)));
  }

  /** Intl formatting is slow next to matching; names, months and dates repeat, so each is formatted once. */
  private remember(key: string, format: () => string): string {
    let value = this.formatted.get(key);
    if (value === undefined) {
      if (this.formatted.size > 5000) this.formatted.clear();
      value = format();
      this.formatted.set(key, value);
    }
    return value;
  }
}

const cache = new Map<InterfaceLanguage, Phrasing>();

export function phrasingFor(language: InterfaceLanguage): Phrasing {
  let phrasing = cache.get(language);
  if (!phrasing) {
    phrasing = new Phrasing(language);
    cache.set(language, phrasing);
  }
  return phrasing;
}
