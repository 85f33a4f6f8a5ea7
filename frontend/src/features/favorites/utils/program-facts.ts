import { z } from 'zod/mini';

import type { Favorite } from '@/features/favorites/api/favorites-api';
import { EUROPEAN_COUNTRY_CODES } from '@/features/favorites/utils/european-countries';

/** The planner's structured fields a favourite may carry besides its display strings (all optional). */
const factsSchema = z.object({
  country_code: z.catch(
    z.nullish(
      z.pipe(
        z.string().check(z.regex(/^[A-Za-z]{2}$/)),
        z.transform((code: string) => code.toUpperCase()),
      ),
    ),
    undefined,
  ),
  tuition_eur: z.catch(z.nullish(z.number().check(z.nonnegative())), undefined),
  tuition_estimated: z.catch(z.nullish(z.boolean()), undefined),
  living_cost_eur_month: z.catch(z.nullish(z.number().check(z.nonnegative())), undefined),
  languages: z.catch(z.nullish(z.array(z.string())), undefined),
  visa_kind: z.catch(
    z.nullish(z.enum(['visa_then_residence_permit', 'residence_permit', 'long_stay_visa'])),
    undefined,
  ),
  visa_needed: z.catch(z.nullish(z.boolean()), undefined),
  link_kind: z.catch(z.nullish(z.enum(['program', 'university'])), undefined),
  university_website: z.catch(z.nullish(z.string()), undefined),
});

export type VisaKind = 'visa_then_residence_permit' | 'residence_permit' | 'long_stay_visa';

export type ProgramFacts = {
  university: string | null;
  program: string | null;
  countryCode: string | null;
  /** The country's name in the interface language, else as saved. */
  country: string | null;
  /** Euro per year (0: no tuition fee), when the planner knew it. */
  tuitionEur: number | null;
  tuitionEstimated: boolean;
  tuitionText: string | null;
  livingEurMonth: number | null;
  livingText: string | null;
  /** The languages of instruction in the interface language, else as saved. */
  language: string | null;
  visa: string | null;
  /** The kind of visa non-EU/EEA students need (planners before issue 15 saved only `visa`). */
  visaKind: VisaKind | null;
  /** False for EU/EEA citizens, true for others, null when the search did not say. */
  visaNeeded: boolean | null;
  /** YYYY-MM-DD */
  deadline: string | null;
  link: string | null;
  /** Whether `link` is the program's own page, else the university's website. */
  linksToProgramPage: boolean;
};

const text = (value: string | null | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/** The specification shows a dollar sign in tuition and living cost as a euro sign. */
const euro = (value: string | null | undefined) => text(value)?.replaceAll('$', '€') ?? null;

let englishNames: Map<string, string> | undefined;

/** A country name as the planner saved it (English) → its code, for entries saved without `country_code`. */
function codeOfCountryName(name: string): string | null {
  if (!englishNames) {
    const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    englishNames = new Map(
      EUROPEAN_COUNTRY_CODES.map((code) => [names.of(code)?.toLowerCase() ?? code, code] as const),
    );
  }
  return englishNames.get(name.trim().toLowerCase()) ?? null;
}

/** Everything a card or the comparison shows about a favourite, localized where the data allows it. */
export function programFacts(favorite: Favorite, language: string): ProgramFacts {
  const facts = factsSchema.parse(favorite);
  const countryCode = facts.country_code ?? (favorite.country ? codeOfCountryName(favorite.country) : null);
  const regionNames = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
  const languageNames = new Intl.DisplayNames([language], { type: 'language', fallback: 'none' });
  const languages = (facts.languages ?? [])
    .map((code) => languageNames.of(code))
    .filter((name): name is string => Boolean(name));
  const deadline = text(favorite.next_deadline);

  return {
    university: text(favorite.university),
    program: text(favorite.program),
    countryCode,
    country: (countryCode ? regionNames.of(countryCode) : undefined) ?? text(favorite.country),
    tuitionEur: facts.tuition_eur ?? null,
    tuitionEstimated: facts.tuition_estimated ?? false,
    tuitionText: euro(favorite.tuition),
    livingEurMonth: facts.living_cost_eur_month ?? null,
    livingText: euro(favorite.living_cost),
    language:
      languages.length > 0
        ? new Intl.ListFormat(language, { type: 'conjunction' }).format(languages)
        : text(favorite.language),
    visa: text(favorite.visa),
    visaKind: facts.visa_kind ?? null,
    visaNeeded: facts.visa_needed ?? null,
    deadline: deadline && /^\d{4}-\d{2}-\d{2}$/.test(deadline) ? deadline : null,
    link: text(favorite.link),
    linksToProgramPage: facts.link_kind
      ? facts.link_kind === 'program'
      : text(favorite.link) !== null && text(favorite.link) !== text(facts.university_website),
  };
}

/** An amount in euro, as the interface language writes it (no cents). */
export function formatEuro(amount: number, language: string): string {
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  }).format(amount);
}

/** A calendar date (YYYY-MM-DD) as the interface language writes it. */
export function formatDate(isoDate: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}
