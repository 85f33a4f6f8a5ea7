import { EuroTuition, ProgramEntry, programTitle } from '../catalogue/catalogue';
import type { CityRecord } from '../catalogue/catalogue.schema';
import type { Citizenship, StudentProfile } from '../understanding/student-profile';
import type { Phrasing } from '../understanding/phrasing';
import { cityName, cityNames } from '../catalogue/city-names';
import { visaKindOf, VisaKind } from '../catalogue/visa-kinds';
import type { ConstraintKind, CriterionCheck, ScoredProgram } from './program-matcher';
import { nextDeadline } from './deadlines';

/** One recommendation as the API returns it: the specification's display strings plus structured facts. */
export interface Recommendation {
  readonly country: string;
  readonly program: string;
  readonly university: string;
  readonly tuition: string;
  readonly living_cost: string;
  readonly language: string;
  readonly visa: string;
  readonly program_id: string;
  readonly country_code: string;
  readonly city: string;
  readonly degree_level: string;
  readonly field_codes: readonly string[];
  /** Languages of instruction, ISO 639-1. */
  readonly languages: readonly string[];
  readonly tuition_eur: number | null;
  readonly tuition_estimated: boolean;
  /** The country's typical range in euro, when the program's own tuition is not published. */
  readonly tuition_range_eur: { readonly min: number; readonly max: number } | null;
  /** The academic year the tuition figure describes, and the page it was read from (null when not recorded). */
  readonly tuition_academic_year: string | null;
  readonly tuition_source_url: string | null;
  readonly living_cost_eur_month: number;
  /** The year the city's living costs describe. */
  readonly living_cost_year: number;
  readonly total_cost_eur_year: number | null;
  readonly next_deadline: string | null;
  readonly intake_months: readonly number[];
  readonly link: string;
  readonly university_website: string;
  readonly match_score: number;
  readonly reasons: readonly string[];
  /** The catalogue's city id, e.g. "de-munich". */
  readonly city_id: string;
  /** The city's name in the interface languages that write it differently from `city` (English). */
  readonly city_names: Readonly<Partial<Record<string, string>>>;
  /** The kind of visa non-EU/EEA students need in the country (`visa` has its official English name). */
  readonly visa_kind: VisaKind;
  /** Whether this student needs the visa: false for EU/EEA citizens, null when citizenship is unknown. */
  readonly visa_needed: boolean | null;
  /** Whether `link` is the program's own page or, lacking one in the catalogue, the university's website. */
  readonly link_kind: 'program' | 'university';
  /** The criteria the student stated, strongest first, and whether this program meets each. */
  readonly criteria: readonly Criterion[];
}

/** A stated criterion as the API names it. */
export interface Criterion {
  readonly kind: CriterionKind;
  /** For `kind: 'interest'`: which interest. */
  readonly interest?: string;
  readonly met: boolean;
}

export type CriterionKind =
  | 'field'
  | 'degree'
  | 'place'
  | 'language'
  | 'tuition_budget'
  | 'total_budget'
  | 'free_tuition'
  | 'interest'
  | 'career'
  | 'start';

const CRITERION_KINDS: Readonly<Record<CriterionCheck['kind'], CriterionKind>> = {
  field: 'field',
  degree: 'degree',
  place: 'place',
  language: 'language',
  tuitionBudget: 'tuition_budget',
  totalBudget: 'total_budget',
  freeTuition: 'free_tuition',
  interest: 'interest',
  career: 'career',
  start: 'start',
};

function criterionOf(check: CriterionCheck): Criterion {
  const kind = CRITERION_KINDS[check.kind];
  return check.kind === 'interest'
    ? { kind, interest: check.interest, met: check.met }
    : { kind, met: check.met };
}

const MAX_REASONS = 5;
/** A score this high is a perfect fit; shown scores are capped at 100. */
const FULL_SCORE = 80;

function tuitionText(p: Phrasing, entry: ProgramEntry, citizenship: Citizenship): string {
  const { display } = p.phrases;
  const one = ({ amount, range }: EuroTuition) => {
    if (amount === null) return display.notAvailable;
    if (range && range.min !== range.max) {
      return `≈ ${p.fill(display.perYear, { amount: `${p.euros(range.min)}–${p.euros(range.max)}` })}`;
    }
    if (amount === 0) return display.free;
    const perYear = p.fill(display.perYear, { amount: p.euros(amount) });
    return range ? `≈ ${perYear}` : perYear;
  };
  const eu = one(entry.tuitionEu);
  const nonEu = one(entry.tuitionNonEu);
  if (citizenship === 'eu') return p.fill(display.tuitionForEu, { value: eu });
  if (citizenship === 'non_eu') return p.fill(display.tuitionForNonEu, { value: nonEu });
  if (eu === nonEu) return eu;
  return `${p.fill(display.tuitionForEu, { value: eu })} · ${p.fill(display.tuitionForNonEu, { value: nonEu })}`;
}

function reasonsFor(
  p: Phrasing,
  scored: ScoredProgram,
  profile: StudentProfile,
  deadline: string | null,
): string[] {
  const { reasons, names } = p.phrases;
  const { entry } = scored;
  const out: string[] = [];
  if (scored.matchedFields.length > 0) {
    out.push(p.fill(reasons.field, { value: p.join(scored.matchedFields.map((f) => names.fields[f])) }));
  }
  if (profile.degree) out.push(p.fill(reasons.degree, { value: names.degrees[profile.degree] }));
  const city = cityName(entry.city, p.language);
  // a place wished for and let go (nothing there met the rest) is no reason: the criteria show it unmet
  const placeMet = !scored.criteria.some((check) => check.kind === 'place' && !check.met);
  if (placeMet && profile.cities.includes(entry.city.id)) out.push(p.fill(reasons.place, { value: city }));
  else if (placeMet && profile.countries.length + profile.regions.length + profile.cities.length > 0) {
    out.push(p.fill(reasons.place, { value: p.country(entry.country.code) }));
  }
  if (profile.instructionLanguages.length + profile.spokenLanguages.length > 0) {
    out.push(
      p.fill(reasons.taughtIn, { value: p.join(entry.program.languages.map((l) => p.languageName(l))) }),
    );
  }
  if (profile.totalBudget && scored.totalEurPerYear !== null) {
    out.push(p.fill(reasons.withinBudget, { amount: p.euros(scored.totalEurPerYear) }));
  } else if (scored.tuitionEur === 0) {
    out.push(reasons.tuitionFree);
  } else if (profile.lowCost && scored.totalEurPerYear !== null) {
    out.push(p.fill(reasons.lowCost, { amount: p.euros(scored.totalEurPerYear) }));
  } else if ((profile.tuitionBudget || profile.freeTuition) && scored.tuitionEur !== null) {
    out.push(p.fill(reasons.tuitionAmount, { amount: p.euros(scored.tuitionEur) }));
  }
  for (const interest of scored.interests) {
    out.push(p.fill(reasons.interests[interest], { city }));
  }
  if (scored.careerMatch && profile.careers.length > 0) {
    out.push(p.fill(reasons.career, { value: p.phrases.goals.careers[profile.careers[0]!] }));
  }
  if (scored.intakeMatch && profile.start.month !== null) {
    const month =
      entry.program.intakes.find((m) => Math.abs(m - profile.start.month!) <= 1) ?? entry.program.intakes[0]!;
    out.push(p.fill(reasons.startsIn, { value: p.month(month) }));
  }
  if (profile.citizenship === 'eu') out.push(reasons.noVisa);
  if (deadline && out.length < MAX_REASONS) out.push(p.fill(reasons.applyBy, { date: p.date(deadline) }));
  return out.slice(0, MAX_REASONS);
}

export function presentRecommendation(
  p: Phrasing,
  scored: ScoredProgram,
  profile: StudentProfile,
  today: Date,
): Recommendation {
  const { entry } = scored;
  const { program, institution, city, country } = entry;
  const deadline = nextDeadline(program, profile.citizenship, today);
  const { display } = p.phrases;
  const shown = profile.citizenship === 'eu' ? entry.tuitionEu : entry.tuitionNonEu;
  const estimated = shown.estimated;
  return {
    country: country.name,
    program: programTitle(program),
    university: institution.name,
    tuition: tuitionText(p, entry, profile.citizenship),
    living_cost: p.fill(display.perMonth, { amount: p.euros(entry.livingEurPerMonth) }),
    language: p.join(program.languages.map((code) => p.languageName(code))),
    visa:
      profile.citizenship === 'eu'
        ? display.visaNotNeeded
        : p.fill(display.visaNeeded, { value: country.visa.name }),
    program_id: program.id,
    country_code: country.code,
    city: city.name,
    degree_level: program.degree,
    field_codes: program.fields,
    languages: program.languages,
    tuition_eur: scored.tuitionEur,
    tuition_estimated: scored.tuitionEur !== null && estimated,
    tuition_range_eur: (profile.citizenship === 'eu' ? entry.tuitionEu : entry.tuitionNonEu).range,
    tuition_academic_year: shown.academicYear,
    tuition_source_url: shown.sourceUrl,
    living_cost_eur_month: entry.livingEurPerMonth,
    living_cost_year: city.livingCost.year,
    total_cost_eur_year: scored.totalEurPerYear,
    next_deadline: deadline,
    intake_months: program.intakes,
    link: program.programUrl ?? institution.website,
    university_website: institution.website,
    match_score: Math.min(100, Math.round((scored.score / FULL_SCORE) * 100)),
    reasons: reasonsFor(p, scored, profile, deadline),
    city_id: city.id,
    city_names: cityNames(city),
    visa_kind: visaKindOf(country.code),
    visa_needed: profile.citizenship === 'unknown' ? null : profile.citizenship === 'non_eu',
    link_kind: program.programUrl ? 'program' : 'university',
    criteria: scored.criteria.map(criterionOf),
  };
}

/** The sentence the UI shows when nothing matches, naming the requirements that cannot all be met. */
export function describeNoMatch(
  p: Phrasing,
  blocking: readonly ConstraintKind[],
  profile: StudentProfile,
  cityOf: (id: string) => Pick<CityRecord, 'id' | 'name'> | undefined = () => undefined,
): string {
  const { criteria, names } = p.phrases;
  const parts = blocking.map((kind) => {
    switch (kind) {
      case 'place':
        return (
          p.join([
            ...profile.countries.map((c) => p.country(c)),
            ...profile.regions.map((r) => names.regions[r]),
            ...profile.cities.map((id) => cityName(cityOf(id) ?? { id, name: id }, p.language)),
          ]) ||
          p.fill(criteria.excluded, {
            value: p.join([
              ...profile.excludedCountries.map((c) => p.country(c)),
              ...profile.excludedRegions.map((r) => names.regions[r]),
            ]),
          })
        );
      case 'degree':
        if (profile.degree) return names.degrees[profile.degree];
        return profile.wantsDoctorate ? names.degrees.doctorate : '';
      case 'language': {
        const stated =
          profile.instructionLanguages.length > 0 ? profile.instructionLanguages : profile.spokenLanguages;
        const languages = stated.length > 0 ? stated : [profile.language, 'en'];
        return p.fill(criteria.taughtIn, { value: p.join(languages.map((l) => p.languageName(l))) });
      }
      case 'field':
        if (profile.fields.length > 0) return p.join(profile.fields.map((f) => names.fields[f]));
        return profile.unknownField ? p.fill(criteria.fieldByName, { value: profile.unknownField.text }) : '';
      case 'tuitionBudget':
        return p.fill(
          profile.tuitionBudget!.assumed ? criteria.budgetAssumedTuition : criteria.budgetTuition,
          {
            amount: p.euros(profile.tuitionBudget!.eurPerYear),
          },
        );
      case 'totalBudget':
        return p.fill(criteria.budgetTotalPerYear, { amount: p.euros(profile.totalBudget!.eurPerYear) });
      case 'freeTuition':
        return criteria.freeTuition;
    }
  });
  return p.fill(p.phrases.noMatch, { value: p.join(parts.filter((part) => part.length > 0)) });
}
