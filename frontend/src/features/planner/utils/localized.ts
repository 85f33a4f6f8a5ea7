import type { TFunction } from 'i18next';

import type { Recommendation } from '@/features/planner/api/planner-api';
import { textOrNull } from '@/features/planner/utils/display';

const VISA_KINDS = ['visa_then_residence_permit', 'residence_permit', 'long_stay_visa'] as const;
type VisaKind = (typeof VISA_KINDS)[number];
const isVisaKind = (kind: string | null | undefined): kind is VisaKind =>
  (VISA_KINDS as readonly (string | null | undefined)[]).includes(kind);

/** The base language of a tag ("de-AT" → "de"), the key of the API's per-language names. */
const baseLanguage = (language: string) => language.split('-')[0]!.toLowerCase();

/** A city in the interface language: the API's name for it there, else its English name. */
export function cityIn(
  city: string | null | undefined,
  names: Readonly<Record<string, string>> | null | undefined,
  language: string,
): string | null {
  return textOrNull(names?.[baseLanguage(language)]) ?? textOrNull(city);
}

/**
 * The visa a recommendation names, in the interface language: not needed for EU/EEA citizens, else its kind
 * (the official English name is too national to translate); the API's text when it names no kind.
 */
export function visaIn(r: Recommendation, t: TFunction<'planner'>): string | null {
  if (r.visa_needed === false) return t('card.visaNotNeeded');
  if (!isVisaKind(r.visa_kind)) return textOrNull(r.visa);
  const visa = t(`card.visaKinds.${r.visa_kind}`);
  return r.visa_needed === true ? visa : t('card.visaForNonEu', { visa });
}

/** Whether a recommendation's link is the program's own page (else it is the university's website). */
export function linksToProgramPage(r: Recommendation): boolean {
  if (r.link_kind) return r.link_kind === 'program';
  // an answer from before `link_kind`: a link other than the university's website is the program's page
  const link = textOrNull(r.link);
  return link !== null && link !== textOrNull(r.university_website);
}
