import type {
  Career,
  DegreeWanted,
  FieldConcept,
  InstructionLanguage,
  InterfaceLanguage,
  Interest,
  Region,
} from './concepts';

export type Citizenship = 'eu' | 'non_eu' | 'unknown';

/** A money limit as the student wrote it, and in euro per year. */
export interface MoneyLimit {
  readonly amount: number;
  readonly currency: string;
  readonly period: 'month' | 'year';
  readonly eurPerYear: number;
  /**
   * The student named an amount without saying what it covers ("under 15000 euros"): it is read as a tuition
   * ceiling, and the answer says so and shows each program's total cost.
   */
  readonly assumed?: boolean;
}

/** What the planner understood of a free-text profile. Lists keep the order in which things were written. */
export interface StudentProfile {
  /** The language the profile is written in; answers use it. */
  readonly language: InterfaceLanguage;
  readonly fields: readonly FieldConcept[];
  readonly degree: Exclude<DegreeWanted, 'doctorate'> | null;
  /**
   * The student only says they are finishing school: a first degree, a bachelor or a long single cycle such as
   * medicine (`degree` is then "bachelor").
   */
  readonly firstDegree: boolean;
  /** A doctorate is asked for; with no other degree, nothing in the catalogue (bachelors and masters) fits. */
  readonly wantsDoctorate: boolean;
  /** The places named are examples ("Lisbon or Budapest, but I accept other options"): they rank, not limit. */
  readonly placesAreExamples: boolean;
  /** Wanted places: countries (ISO codes), regions and catalogue cities; empty means anywhere. */
  readonly countries: readonly string[];
  readonly regions: readonly Region[];
  readonly cities: readonly string[];
  readonly excludedCountries: readonly string[];
  readonly excludedRegions: readonly Region[];
  /** Languages the program must be taught in (asked for explicitly). */
  readonly instructionLanguages: readonly InstructionLanguage[];
  /** Languages the student says they speak. */
  readonly spokenLanguages: readonly InstructionLanguage[];
  /** Languages the student says they do not speak: a program taught only in them does not fit. */
  readonly avoidedLanguages: readonly InstructionLanguage[];
  readonly citizenship: Citizenship;
  /** The student's country of origin, when named. */
  readonly originCountry: string | null;
  readonly totalBudget: MoneyLimit | null;
  readonly tuitionBudget: MoneyLimit | null;
  readonly lowCost: boolean;
  readonly freeTuition: boolean;
  /**
   * Constraints stated only as a wish ("preferably Poland or Hungary", "ideally no tuition"): they limit the
   * results while some program meets them; when none does, they only rank, and each result shows them unmet.
   */
  readonly wished: readonly WishableConstraint[];
  readonly interests: readonly Interest[];
  readonly careers: readonly Career[];
  readonly start: { readonly month: number | null; readonly year: number | null };
  /** The words of the profile that name no concept, for text search over program names. */
  readonly searchText: string;
  /**
   * Words where the student names what to study ("a master in egyptology") that no field concept explains,
   * as written; null when a field was understood or none seems named. Programs whose names carry these words
   * may still match; otherwise nothing is shown rather than programs of other fields.
   */
  readonly unknownField: UnknownField | null;
}

/** The constraints a wish word can soften: the places wanted (not those excluded) and free tuition. */
export type WishableConstraint = 'place' | 'freeTuition';

export interface UnknownField {
  /** The words as the student wrote them, for the answer. */
  readonly text: string;
  /** The same words normalized, for searching program names. */
  readonly words: readonly string[];
}

/** Whether the profile names anything to match on besides free words. */
export function hasCriteria(profile: StudentProfile): boolean {
  return (
    profile.fields.length > 0 ||
    profile.unknownField !== null ||
    profile.degree !== null ||
    profile.wantsDoctorate ||
    profile.countries.length + profile.regions.length + profile.cities.length > 0 ||
    profile.excludedCountries.length + profile.excludedRegions.length > 0 ||
    profile.instructionLanguages.length + profile.spokenLanguages.length + profile.avoidedLanguages.length >
      0 ||
    profile.totalBudget !== null ||
    profile.tuitionBudget !== null ||
    profile.lowCost ||
    profile.freeTuition ||
    profile.interests.length > 0 ||
    profile.careers.length > 0
  );
}
