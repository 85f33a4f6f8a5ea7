/**
 * The dialling codes the contact form offers (about 54, specification section 3), keyed by region so that
 * regions sharing a code (+1, +7) stay distinct. Country names come from `Intl.DisplayNames`.
 *
 * A library such as libphonenumber-js would supply these codes; it is not a dependency of the SPA yet.
 */
export const DIALING_CODES = {
  DE: '+49',
  AT: '+43',
  CH: '+41',
  LI: '+423',
  FR: '+33',
  BE: '+32',
  NL: '+31',
  LU: '+352',
  IT: '+39',
  ES: '+34',
  PT: '+351',
  IE: '+353',
  GB: '+44',
  DK: '+45',
  SE: '+46',
  NO: '+47',
  FI: '+358',
  IS: '+354',
  PL: '+48',
  CZ: '+420',
  SK: '+421',
  HU: '+36',
  SI: '+386',
  HR: '+385',
  RO: '+40',
  BG: '+359',
  GR: '+30',
  CY: '+357',
  MT: '+356',
  EE: '+372',
  LV: '+371',
  LT: '+370',
  UA: '+380',
  MD: '+373',
  RS: '+381',
  BA: '+387',
  ME: '+382',
  MK: '+389',
  AL: '+355',
  XK: '+383',
  TR: '+90',
  US: '+1',
  CA: '+1',
  BR: '+55',
  MX: '+52',
  CN: '+86',
  JP: '+81',
  KR: '+82',
  IN: '+91',
  AU: '+61',
  AE: '+971',
  SA: '+966',
  EG: '+20',
  MA: '+212',
} as const;

export type DialingRegion = keyof typeof DIALING_CODES;

/** Germany: +49 (specification section 9). */
export const DEFAULT_DIALING_REGION: DialingRegion = 'DE';

export type DialingOption = { region: DialingRegion; code: string; country: string };

/** The options in the reader's language, sorted by country name. */
export function dialingOptions(language: string): DialingOption[] {
  const names = new Intl.DisplayNames([language, 'en'], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(language);
  return (Object.entries(DIALING_CODES) as [DialingRegion, string][])
    .map(([region, code]) => ({ region, code, country: names.of(region) ?? region }))
    .sort((a, b) => collator.compare(a.country, b.country));
}

/** What the form sends as `fullPhone`: code and number, or nothing when no number was entered. */
export function fullPhoneOf(region: DialingRegion, phone: string): string {
  const number = phone.trim();
  return number === '' ? '' : `${DIALING_CODES[region]} ${number}`;
}
