import type { Catalogue, ProgramEntry } from '../catalogue/catalogue';
import type { CityRecord } from '../catalogue/catalogue.schema';
import {
  CAREERS,
  FIELD_CONCEPTS,
  FieldConcept,
  Interest,
  LONG_CYCLE_FIELDS,
  REGIONS,
  Region,
} from '../understanding/concepts';
import { Citizenship, hasCriteria, StudentProfile } from '../understanding/student-profile';

export const MAX_RECOMMENDATIONS = 6;
/**
 * "Free tuition" is free: no tuition at all. Semester contributions that are not tuition (Germany, Austria) are
 * stored as 0 with a note; a registration fee of a few hundred euro is a fee.
 */
const FREE_TUITION_CEILING_EUR = 0;
/**
 * Institutions whose best programs the diversity pass considers: twice the six shown leaves room for the
 * penalties on repeated countries and cities without scanning every candidate.
 */
const DIVERSITY_POOL_INSTITUTIONS = 12;

/** A hard constraint of a profile: results must meet every one, or there are no results. */
export type ConstraintKind =
  'place' | 'degree' | 'language' | 'field' | 'tuitionBudget' | 'totalBudget' | 'freeTuition';

export interface InterestHit {
  readonly interest: Interest;
}

/**
 * A criterion the student stated, and whether a program meets it: the hard constraints (which every result
 * meets) and the wishes that only rank (an interest, a career, a start month).
 */
export type CriterionCheck =
  | { readonly kind: ConstraintKind | 'career' | 'start'; readonly met: boolean }
  | { readonly kind: 'interest'; readonly interest: Interest; readonly met: boolean };

export interface ScoredProgram {
  readonly entry: ProgramEntry;
  readonly score: number;
  readonly matchedFields: readonly FieldConcept[];
  readonly interests: readonly Interest[];
  readonly careerMatch: boolean;
  readonly intakeMatch: boolean;
  /** Yearly tuition and total cost in euro for this student (null when unknown). */
  readonly tuitionEur: number | null;
  readonly totalEurPerYear: number | null;
  /** The student's stated criteria, strongest first, and whether this program meets each. */
  readonly criteria: readonly CriterionCheck[];
}

export interface MatchResult {
  readonly programs: readonly ScoredProgram[];
  /** True when the profile names nothing to match on and no program name matches its words either. */
  readonly nothingUnderstood: boolean;
  /**
   * True when the profile names a field no concept explains and no program's name carries: nothing is shown
   * rather than programs of other fields.
   */
  readonly fieldNotUnderstood: boolean;
  /** When nothing matches: the constraints the profile states, those that block most first. */
  readonly blocking: readonly ConstraintKind[];
}

type Filter = (entry: ProgramEntry) => boolean;

function placesOf(regions: readonly Region[]): Set<string> {
  return new Set(regions.flatMap((region) => REGIONS[region] as readonly string[]));
}

/** The countries a profile asks for: named, in named regions, or of named cities (ids start with the code). */
function wantedCountries(profile: StudentProfile): Set<string> {
  return new Set([
    ...profile.countries,
    ...placesOf(profile.regions),
    ...profile.cities.map((id) => id.slice(0, 2).toUpperCase()),
  ]);
}

function fieldMatches(entry: ProgramEntry, concept: FieldConcept): boolean {
  return entry.program.fields.some((code) =>
    FIELD_CONCEPTS[concept].some((prefix) => code.startsWith(prefix)),
  );
}

/** Tuition this student would pay: the EU/EEA or the international figure; unknown citizenship takes the higher. */
export function tuitionFor(entry: ProgramEntry, citizenship: Citizenship): number | null {
  const eu = entry.tuitionEu.amount;
  const nonEu = entry.tuitionNonEu.amount;
  if (citizenship === 'eu') return eu;
  if (citizenship === 'non_eu') return nonEu;
  return eu === null || nonEu === null ? null : Math.max(eu, nonEu);
}

const MEDITERRANEAN = new Set<string>(REGIONS.mediterranean);
const NATURE = new Set<string>([...REGIONS.nordics, 'CH', 'AT', 'SI', 'NO', 'IS']);

/** How specific a field concept is: its longest ISCED prefix (4 detailed, 3 narrow, 2 broad). */
const SPECIFICITY = new Map(
  Object.entries(FIELD_CONCEPTS).map(([concept, prefixes]) => [
    concept,
    Math.max(...prefixes.map((p) => p.length)),
  ]),
);

function interestHits(entry: ProgramEntry, interests: readonly Interest[]): Interest[] {
  if (interests.length === 0) return [];
  const { institution, city, country, program } = entry;
  const traits = { has: (trait: string) => (institution.traits as readonly string[]).includes(trait) };
  return interests.filter((interest) => {
    switch (interest) {
      case 'sports':
        return traits.has('sports') || program.fields.includes('1014');
      case 'campus_life':
        return traits.has('campus') || traits.has('sports');
      case 'arts_culture':
        return (
          traits.has('arts') || (city.size === 'large' && program.fields.some((f) => f.startsWith('02')))
        );
      case 'big_city':
        return city.size === 'large';
      case 'small_town':
        return city.size === 'small';
      case 'research':
        return traits.has('research_intensive');
      case 'nature':
        return NATURE.has(country.code) && city.size !== 'large';
      case 'warm_climate':
        return MEDITERRANEAN.has(country.code);
      case 'international':
        return traits.has('international') || program.languages.includes('en');
    }
  });
}

/** The order in which a card names the constraints: what is studied first, money last. */
const CONSTRAINT_ORDER: readonly ConstraintKind[] = [
  'field',
  'degree',
  'place',
  'language',
  'tuitionBudget',
  'totalBudget',
  'freeTuition',
];

/** Checks a program against each stated criterion; the constraints are checked again, not assumed. */
function criteriaOf(
  program: ScoredProgram,
  filters: ReadonlyMap<ConstraintKind, Filter>,
  profile: StudentProfile,
): CriterionCheck[] {
  const checks: CriterionCheck[] = CONSTRAINT_ORDER.filter((kind) => filters.has(kind)).map((kind) => ({
    kind,
    met: filters.get(kind)!(program.entry),
  }));
  for (const interest of profile.interests) {
    checks.push({ kind: 'interest', interest, met: program.interests.includes(interest) });
  }
  if (profile.careers.length > 0) checks.push({ kind: 'career', met: program.careerMatch });
  if (profile.start.month !== null) checks.push({ kind: 'start', met: program.intakeMatch });
  return checks;
}

/**
 * The profile's wishes to let go of, in turn, when nothing meets everything: free tuition first (a cost), then the
 * places wished for (the excluded ones stay excluded), then both.
 */
function wishRelaxations(profile: StudentProfile): Partial<StudentProfile>[] {
  const free: Partial<StudentProfile> = { freeTuition: false };
  const places: Partial<StudentProfile> = { countries: [], regions: [], cities: [] };
  const wished = new Set(profile.wished);
  if (wished.has('freeTuition') && wished.has('place')) return [free, places, { ...free, ...places }];
  if (wished.has('freeTuition')) return [free];
  if (wished.has('place')) return [places];
  return [];
}

const byScore = (a: ScoredProgram, b: ScoredProgram) => b.score - a.score || a.entry.order - b.entry.order;

/**
 * The best programs of the best few institutions, best first: what the diversity pass chooses from. Keeps the
 * top programs in one pass (most candidates are rejected by one comparison) and sorts the whole list only when
 * those few come from too few institutions.
 */
function diversityPool(scored: readonly ScoredProgram[]): ScoredProgram[] {
  const size = DIVERSITY_POOL_INSTITUTIONS * 5;
  const top: ScoredProgram[] = [];
  for (const candidate of scored) {
    if (top.length === size && byScore(candidate, top[size - 1]!) >= 0) continue;
    let at = top.length === size ? size - 1 : top.length;
    while (at > 0 && byScore(candidate, top[at - 1]!) < 0) at -= 1;
    top.splice(at, 0, candidate);
    if (top.length > size) top.pop();
  }
  const sorted =
    new Set(top.map((s) => s.entry.institution.id)).size >= DIVERSITY_POOL_INSTITUTIONS || top.length < size
      ? top
      : [...scored].sort(byScore);
  const seen = new Set<string>();
  let cut = 0;
  while (cut < sorted.length && seen.size < DIVERSITY_POOL_INSTITUTIONS)
    seen.add(sorted[cut++]!.entry.institution.id);
  return sorted.slice(0, Math.max(cut, Math.min(sorted.length, size)));
}

/**
 * Finds the programs of the catalogue that meet every hard constraint of a profile (place, degree, language of
 * instruction, field, budget), ranks them by fit and picks at most six, spread over institutions and cities.
 */
export class ProgramMatcher {
  constructor(private readonly catalogue: Catalogue) {}

  match(profile: StudentProfile): MatchResult {
    const none = { programs: [], blocking: [], nothingUnderstood: false, fieldNotUnderstood: false };
    if (!hasCriteria(profile) && this.catalogue.relevance(profile.searchText).size === 0) {
      return { ...none, nothingUnderstood: true };
    }
    const named = this.namedField(profile);
    if (named?.size === 0) return { ...none, fieldNotUnderstood: true };
    const filters = this.filtersOf(profile, named);
    let candidates = this.meetingAll(profile, filters);
    // what the student only wished for ("preferably Poland", "ideally free") limits while something meets it;
    // otherwise it only ranks, and every result shows it unmet
    for (const relaxed of wishRelaxations(profile)) {
      if (candidates.length > 0) break;
      const softened = { ...profile, ...relaxed };
      candidates = this.meetingAll(softened, this.filtersOf(softened, named));
    }
    if (candidates.length === 0) return { ...none, blocking: this.blockingConstraints(filters) };
    const scored = this.score(candidates, profile);
    const programs = this.diversify(scored, profile).map((program) => ({
      ...program,
      criteria: criteriaOf(program, filters, profile),
    }));
    return { ...none, programs };
  }

  private meetingAll(profile: StudentProfile, filters: Map<ConstraintKind, Filter>): ProgramEntry[] {
    const all = [...filters.values()];
    const candidates: ProgramEntry[] = [];
    for (const programs of this.searchSpace(profile)) {
      for (const entry of programs) if (all.every((filter) => filter(entry))) candidates.push(entry);
    }
    return candidates;
  }

  /**
   * For a profile that names a field no concept explains: the programs whose names carry its words (empty when
   * none does); null when the profile's field was understood or none was named.
   */
  namedField(profile: StudentProfile): ReadonlySet<string> | null {
    if (profile.fields.length > 0 || !profile.unknownField) return null;
    return this.catalogue.programsNamed(profile.unknownField.words);
  }

  /** A catalogue city by id, to name the cities a profile asked for. */
  city(id: string): CityRecord | undefined {
    return this.catalogue.city(id);
  }

  /**
   * The programs a place constraint allows at most, per country from the per-country index (not copied into one
   * list: the Netherlands alone has 1,700); all of them otherwise.
   */
  private searchSpace(profile: StudentProfile): readonly (readonly ProgramEntry[])[] {
    const countries = wantedCountries(profile);
    if (countries.size === 0 || profile.placesAreExamples) return [this.catalogue.programs];
    return [...countries].map((code) => this.catalogue.programsIn(code));
  }

  private filtersOf(profile: StudentProfile, named: ReadonlySet<string> | null): Map<ConstraintKind, Filter> {
    const filters = new Map<ConstraintKind, Filter>();
    // a city names its country: programs elsewhere in it still fit, the city's own rank first
    const wanted = profile.placesAreExamples ? new Set<string>() : wantedCountries(profile);
    const excluded = new Set([...profile.excludedCountries, ...placesOf(profile.excludedRegions)]);
    if (wanted.size > 0 || excluded.size > 0) {
      filters.set('place', (entry) => {
        const code = entry.country.code;
        return !excluded.has(code) && (wanted.size === 0 || wanted.has(code));
      });
    }
    if (profile.degree === null && profile.wantsDoctorate) {
      // the catalogue holds bachelors and masters: a doctorate is never one of them
      filters.set('degree', () => false);
    } else if (profile.degree) {
      // a school leaver's first degree may be a long single cycle, for a field taught that way (medicine); in
      // other fields it is a bachelor, even where a university also keeps a long cycle (a German Diplom)
      const firstCycle = profile.firstDegree && profile.fields.some((field) => LONG_CYCLE_FIELDS.has(field));
      const degrees = new Set<string>(firstCycle ? ['bachelor', 'long_cycle'] : [profile.degree]);
      filters.set('degree', (entry) => degrees.has(entry.program.degree));
    }
    // "je parle italien couramment", written in French: the languages they speak, and the one they write in
    const languages =
      profile.instructionLanguages.length > 0
        ? profile.instructionLanguages
        : profile.spokenLanguages.length > 0
          ? [...profile.spokenLanguages, profile.language]
          : [];
    const avoided = new Set<string>(profile.avoidedLanguages);
    if (languages.length > 0 || avoided.size > 0) {
      // "I speak neither Spanish nor Portuguese": the language they write in, or English
      const fallback = [profile.language, 'en'].filter((language) => !avoided.has(language));
      const accepted = new Set<string>(languages.length > 0 ? languages : fallback);
      filters.set('language', (entry) => {
        const taught = entry.program.languages;
        return (
          (accepted.size === 0 || taught.some((language) => accepted.has(language))) &&
          taught.some((language) => !avoided.has(language))
        );
      });
    }
    if (profile.fields.length > 0) {
      filters.set('field', (entry) => profile.fields.some((field) => fieldMatches(entry, field)));
    } else if (named) {
      filters.set('field', (entry) => named.has(entry.program.id));
    }
    if (profile.tuitionBudget) {
      const ceiling = profile.tuitionBudget.eurPerYear;
      filters.set('tuitionBudget', (entry) => {
        const tuition = tuitionFor(entry, profile.citizenship);
        return tuition !== null && tuition <= ceiling;
      });
    }
    if (profile.totalBudget) {
      const ceiling = profile.totalBudget.eurPerYear;
      filters.set('totalBudget', (entry) => {
        const tuition = tuitionFor(entry, profile.citizenship);
        return tuition !== null && tuition + entry.livingEurPerMonth * 12 <= ceiling;
      });
    }
    if (profile.freeTuition) {
      filters.set('freeTuition', (entry) => {
        const tuition = tuitionFor(entry, profile.citizenship);
        return tuition !== null && tuition <= FREE_TUITION_CEILING_EUR;
      });
    }
    return filters;
  }

  /**
   * Every stated constraint, those whose relaxation alone would give results first: "no MBA in Spain under
   * 15,000" names the field, the degree, Spain and the budget, not only the one that blocks most.
   */
  private blockingConstraints(filters: Map<ConstraintKind, Filter>): ConstraintKind[] {
    const kinds = [...filters.keys()];
    const blocking = kinds.filter((relaxed) => {
      const others = kinds.filter((kind) => kind !== relaxed).map((kind) => filters.get(kind)!);
      return this.catalogue.programs.some((entry) => others.every((filter) => filter(entry)));
    });
    return [...blocking, ...kinds.filter((kind) => !blocking.includes(kind))];
  }

  private score(candidates: readonly ProgramEntry[], profile: StudentProfile): ScoredProgram[] {
    const relevance = this.catalogue.relevance(profile.searchText);
    let topRelevance = 1;
    for (const value of relevance.values()) topRelevance = Math.max(topRelevance, value);
    const careerFields = [
      ...new Set<FieldConcept>(
        profile.careers.flatMap((career) => CAREERS[career] as readonly FieldConcept[]),
      ),
    ];
    const costs = candidates.map((entry) => {
      const tuition = tuitionFor(entry, profile.citizenship);
      return tuition === null ? null : tuition + entry.livingEurPerMonth * 12;
    });
    let cheapest = Infinity;
    let dearest = -Infinity;
    for (const cost of costs) {
      if (cost === null) continue;
      cheapest = Math.min(cheapest, cost);
      dearest = Math.max(dearest, cost);
    }
    const knownLanguages = new Set<string>([...profile.spokenLanguages, profile.language]);
    const examplePlaces = profile.placesAreExamples ? wantedCountries(profile) : new Set<string>();

    return candidates.map((entry, index) => {
      const matchedFields = profile.fields.filter((field) => fieldMatches(entry, field));
      const interests = interestHits(entry, profile.interests);
      const careerMatch = careerFields.some((field) => fieldMatches(entry, field));
      const wantedMonth = profile.start.month;
      const intakeMatch =
        wantedMonth !== null &&
        entry.program.intakes.some(
          (month) => Math.min(Math.abs(month - wantedMonth), 12 - Math.abs(month - wantedMonth)) <= 1,
        );
      const tuition = tuitionFor(entry, profile.citizenship);
      const total = costs[index] ?? null;

      let score = 0;
      // the most specific field concept matched counts: "data science" over "computer science" over "ICT"
      let specificity = 0;
      for (const field of matchedFields) specificity = Math.max(specificity, SPECIFICITY.get(field)!);
      score += specificity === 4 ? 30 : specificity === 3 ? 26 : specificity === 2 ? 18 : 0;
      score += 16 * ((relevance.get(entry.program.id) ?? 0) / topRelevance);
      if (careerMatch) score += profile.fields.length > 0 ? 4 : 12;
      score += interests.length * 7;
      if (profile.cities.includes(entry.city.id)) score += 8;
      if (profile.placesAreExamples && examplePlaces.has(entry.country.code)) score += 8;
      if (profile.lowCost || profile.freeTuition || profile.totalBudget) {
        score += total === null || dearest === cheapest ? 0 : 14 * ((dearest - total) / (dearest - cheapest));
      }
      if (intakeMatch) score += 6;
      if (profile.instructionLanguages.length === 0) {
        if (entry.program.languages.some((language) => knownLanguages.has(language))) score += 6;
        else if (entry.program.languages.includes('en')) score += 5;
      }
      if (profile.degree === null && profile.wantsDoctorate && entry.program.degree === 'master') score += 4;
      if (
        tuition !== null &&
        !(profile.citizenship === 'eu' ? entry.tuitionEu : entry.tuitionNonEu).estimated
      )
        score += 2;
      if (entry.program.programUrl) score += 1;
      return {
        entry,
        score,
        matchedFields,
        interests,
        careerMatch,
        intakeMatch,
        tuitionEur: tuition,
        totalEurPerYear: total,
        criteria: [],
      };
    });
  }

  /**
   * The best six, preferring variety: one program per institution first, and a growing penalty for a country or
   * city already shown (unless the student asked for a single place).
   */
  private diversify(scored: readonly ScoredProgram[], profile: StudentProfile): ScoredProgram[] {
    const singlePlace = profile.countries.length + profile.regions.length + profile.cities.length === 1;
    const remaining = diversityPool(scored);
    const chosen: ScoredProgram[] = [];
    const institutions = new Map<string, number>();
    const countries = new Map<string, number>();
    const cities = new Map<string, number>();
    while (chosen.length < MAX_RECOMMENDATIONS && remaining.length > 0) {
      let bestIndex = 0;
      let bestValue = -Infinity;
      remaining.forEach((candidate, index) => {
        const { institution, country, city } = candidate.entry;
        let value = candidate.score;
        value -= 40 * (institutions.get(institution.id) ?? 0);
        if (!singlePlace) value -= 6 * (countries.get(country.code) ?? 0);
        value -= 3 * (cities.get(city.id) ?? 0);
        if (value > bestValue) [bestIndex, bestValue] = [index, value];
      });
      const [pick] = remaining.splice(bestIndex, 1);
      const { institution, country, city } = pick!.entry;
      institutions.set(institution.id, (institutions.get(institution.id) ?? 0) + 1);
      countries.set(country.code, (countries.get(country.code) ?? 0) + 1);
      cities.set(city.id, (cities.get(city.id) ?? 0) + 1);
      chosen.push(pick!);
    }
    return chosen;
  }
}
