/**
 * What a country's study visa is, as three kinds the interface can name in every language (the catalogue's
 * `visa.name` is the official English name, too long and too national to translate one by one):
 * - `visa_then_residence_permit`: a national (type D) visa to enter, then a residence permit in the country;
 * - `residence_permit`: a residence permit for students, applied for before travelling;
 * - `long_stay_visa`: a long-stay student visa that is itself the right to stay.
 */
export const VISA_KINDS = ['visa_then_residence_permit', 'residence_permit', 'long_stay_visa'] as const;
export type VisaKind = (typeof VISA_KINDS)[number];

/** The kind of each catalogue country's visa, by ISO code; `visa-kinds.spec.ts` checks every country has one. */
export const VISA_KIND_BY_COUNTRY: Readonly<Record<string, VisaKind>> = {
  AT: 'residence_permit',
  BE: 'visa_then_residence_permit',
  BG: 'visa_then_residence_permit',
  CH: 'visa_then_residence_permit',
  CY: 'residence_permit',
  CZ: 'long_stay_visa',
  DE: 'visa_then_residence_permit',
  DK: 'residence_permit',
  EE: 'visa_then_residence_permit',
  ES: 'visa_then_residence_permit',
  FI: 'residence_permit',
  FR: 'long_stay_visa',
  GB: 'long_stay_visa',
  GR: 'visa_then_residence_permit',
  HR: 'residence_permit',
  HU: 'residence_permit',
  IE: 'visa_then_residence_permit',
  IS: 'residence_permit',
  IT: 'visa_then_residence_permit',
  LT: 'visa_then_residence_permit',
  LU: 'visa_then_residence_permit',
  LV: 'visa_then_residence_permit',
  MT: 'visa_then_residence_permit',
  NL: 'visa_then_residence_permit',
  NO: 'residence_permit',
  PL: 'visa_then_residence_permit',
  PT: 'visa_then_residence_permit',
  RO: 'visa_then_residence_permit',
  RS: 'visa_then_residence_permit',
  SE: 'residence_permit',
  SI: 'residence_permit',
  SK: 'residence_permit',
  TR: 'visa_then_residence_permit',
};

/** A country's visa kind; a country the table does not know yet is said to need a residence permit. */
export function visaKindOf(countryCode: string): VisaKind {
  return VISA_KIND_BY_COUNTRY[countryCode] ?? 'residence_permit';
}
