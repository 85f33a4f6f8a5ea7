import { countries } from 'country-flag-icons';

/** Codes the flag set has that are not ISO 3166-1 countries (the profile API refuses them). */
const NOT_ISO_3166 = new Set(['AC', 'EU', 'IC', 'TA', 'XA', 'XC', 'XO']);

/** Every ISO 3166-1 alpha-2 code, upper case. */
export const COUNTRY_CODES: readonly string[] = countries.filter(
  (code) => /^[A-Z]{2}$/.test(code) && !NOT_ISO_3166.has(code),
);

export type CountryOption = { value: string; label: string };

/** The countries with their names in `language`, sorted as that language sorts. */
export function countryOptions(language: string): CountryOption[] {
  const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(language);
  return COUNTRY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((a, b) =>
    collator.compare(a.label, b.label),
  );
}
