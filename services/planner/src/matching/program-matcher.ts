import type { Catalogue, ProgramEntry } from '../catalogue/catalogue';
import { CAREERS, FIELD_CONCEPTS, FieldConcept, Interest, REGIONS, Region } from '../understanding/concepts';
import type { Citizenship, StudentProfile } from '../understanding/student-profile';

export const MAX_RECOMMENDATIONS = 6;
/** "Free tuition" also accepts the small yearly fees of tuition-free systems (semester contributions). */
const FREE_TUITION_CEILING_EUR = 1000;

/** A hard constraint of a profile: results must meet every one, or there are no results. */
export type ConstraintKind =
  'place' | 'degree' | 'language' | 'field' | 'tuitionBudget' | 'totalBudget' | 'freeTuition';

export interface InterestHit {
  readonly interest: Interest;
}

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
}

export interface MatchResult {
  readonly programs: readonly ScoredProgram[];
  /** When nothing matches: the constraints that, relaxed one at a time, would give results (or all of them). */
  readonly blocking: readonly ConstraintKind[];
}

type Filter = (entry: ProgramEntry) => boolean;

function placesOf(regions: readonly Region[]): Set<string> {
  return new Set(regions.flatMap((region) => REGIONS[region] as readonly string[]));
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

function interestHits(entry: ProgramEntry, interests: readonly Interest[]): Interest[] {
  const { institution, city, country, program } = entry;
  const traits = new Set<string>(institution.traits);
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

/**
 * Finds the programs of the catalogue that meet every hard constraint of a profile (place, degree, language of
 * instruction, field, budget), ranks them by fit and picks at most six, spread over institutions and cities.
 */
export class ProgramMatcher {
  constructor(private readonly catalogue: Catalogue) {}

  match(profile: StudentProfile): MatchResult {
    const filters = this.filtersOf(profile);
    const all = [...filters.values()];
    const candidates = this.catalogue.programs.filter((entry) => all.every((filter) => filter(entry)));
    if (candidates.length === 0) return { programs: [], blocking: this.blockingConstraints(filters) };
    const scored = this.score(candidates, profile);
    return { programs: this.diversify(scored, profile), blocking: [] };
  }

  private filtersOf(profile: StudentProfile): Map<ConstraintKind, Filter> {
    const filters = new Map<ConstraintKind, Filter>();
    const wanted = new Set([...profile.countries, ...placesOf(profile.regions)]);
    const excluded = new Set([...profile.excludedCountries, ...placesOf(profile.excludedRegions)]);
    const cities = new Set(profile.cities);
    if (wanted.size > 0 || cities.size > 0 || excluded.size > 0) {
      filters.set('place', (entry) => {
        const code = entry.country.code;
        if (excluded.has(code)) return false;
        if (wanted.size === 0 && cities.size === 0) return true;
        return wanted.has(code) || cities.has(entry.city.id);
      });
    }
    if (profile.degree) filters.set('degree', (entry) => entry.program.degree === profile.degree);
    const languages =
      profile.instructionLanguages.length > 0 ? profile.instructionLanguages : profile.spokenLanguages;
    if (languages.length > 0) {
      const accepted = new Set<string>(languages);
      filters.set('language', (entry) => entry.program.languages.some((language) => accepted.has(language)));
    }
    if (profile.fields.length > 0) {
      filters.set('field', (entry) => profile.fields.some((field) => fieldMatches(entry, field)));
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

  private blockingConstraints(filters: Map<ConstraintKind, Filter>): ConstraintKind[] {
    const kinds = [...filters.keys()];
    const blocking = kinds.filter((relaxed) => {
      const others = kinds.filter((kind) => kind !== relaxed).map((kind) => filters.get(kind)!);
      return this.catalogue.programs.some((entry) => others.every((filter) => filter(entry)));
    });
    return blocking.length > 0 ? blocking : kinds;
  }

  private score(candidates: readonly ProgramEntry[], profile: StudentProfile): ScoredProgram[] {
    const relevance = this.catalogue.relevance(profile.searchText);
    const topRelevance = Math.max(1, ...relevance.values());
    const careerFields = new Set<FieldConcept>(
      profile.careers.flatMap((career) => CAREERS[career] as readonly FieldConcept[]),
    );
    const costs = candidates.map((entry) => {
      const tuition = tuitionFor(entry, profile.citizenship);
      return tuition === null ? null : tuition + entry.livingEurPerMonth * 12;
    });
    const knownCosts = costs.filter((cost): cost is number => cost !== null);
    const cheapest = Math.min(...knownCosts);
    const dearest = Math.max(...knownCosts);
    const knownLanguages = new Set<string>([...profile.spokenLanguages, profile.language]);

    return candidates.map((entry, index) => {
      const matchedFields = profile.fields.filter((field) => fieldMatches(entry, field));
      const interests = interestHits(entry, profile.interests);
      const careerMatch = [...careerFields].some((field) => fieldMatches(entry, field));
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
      const specificity = Math.max(
        0,
        ...matchedFields.map((field) => Math.max(...FIELD_CONCEPTS[field].map((p) => p.length))),
      );
      score += specificity === 4 ? 30 : specificity === 3 ? 26 : specificity === 2 ? 18 : 0;
      score += 16 * ((relevance.get(entry.program.id) ?? 0) / topRelevance);
      if (careerMatch) score += profile.fields.length > 0 ? 4 : 12;
      score += interests.length * 7;
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
      };
    });
  }

  /**
   * The best six, preferring variety: one program per institution first, and a growing penalty for a country or
   * city already shown (unless the student asked for a single place).
   */
  private diversify(scored: readonly ScoredProgram[], profile: StudentProfile): ScoredProgram[] {
    const singlePlace = profile.countries.length + profile.regions.length + profile.cities.length === 1;
    const remaining = [...scored].sort(
      (a, b) => b.score - a.score || a.entry.program.id.localeCompare(b.entry.program.id),
    );
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
