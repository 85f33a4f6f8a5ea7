import { dialingCode, type PhoneRegion } from '@/lib/phone';

/**
 * The regions the contact form offers (about 54, specification section 3), so that regions sharing a code (+1,
 * +7) stay distinct. Their dialling codes come from libphonenumber-js, their names from `Intl.DisplayNames`.
 */
export const DIALING_REGIONS = [
  'DE',
  'AT',
  'CH',
  'LI',
  'FR',
  'BE',
  'NL',
  'LU',
  'IT',
  'ES',
  'PT',
  'IE',
  'GB',
  'DK',
  'SE',
  'NO',
  'FI',
  'IS',
  'PL',
  'CZ',
  'SK',
  'HU',
  'SI',
  'HR',
  'RO',
  'BG',
  'GR',
  'CY',
  'MT',
  'EE',
  'LV',
  'LT',
  'UA',
  'MD',
  'RS',
  'BA',
  'ME',
  'MK',
  'AL',
  'XK',
  'TR',
  'US',
  'CA',
  'BR',
  'MX',
  'CN',
  'JP',
  'KR',
  'IN',
  'AU',
  'AE',
  'SA',
  'EG',
  'MA',
] as const satisfies readonly PhoneRegion[];

export type DialingRegion = (typeof DIALING_REGIONS)[number];

/** Germany: +49 (specification section 9). */
export const DEFAULT_DIALING_REGION: DialingRegion = 'DE';

export type DialingOption = { region: DialingRegion; code: string; country: string };

/** The options in the reader's language, sorted by country name. */
export function dialingOptions(language: string): DialingOption[] {
  const names = new Intl.DisplayNames([language, 'en'], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(language);
  return DIALING_REGIONS.map((region) => ({
    region,
    code: dialingCode(region),
    country: names.of(region) ?? region,
  })).sort((a, b) => collator.compare(a.country, b.country));
}

/** What the form sends as `fullPhone`: code and number as typed, or nothing when no number was entered. */
export function fullPhoneOf(region: DialingRegion, phone: string): string {
  const number = phone.trim();
  return number === '' ? '' : `${dialingCode(region)} ${number}`;
}
