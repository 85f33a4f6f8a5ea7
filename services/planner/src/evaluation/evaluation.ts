import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { Catalogue, ProgramEntry } from '../catalogue/catalogue';
import { tuitionFor } from '../matching/program-matcher';
import type { Recommendation } from '../matching/recommendation.presenter';
import { INTERFACE_LANGUAGES } from '../understanding/concepts';
import type { Citizenship } from '../understanding/student-profile';

/**
 * What every result for a profile must satisfy: the hard constraints a reader finds in its text. The lexicons'
 * own suite (`profiles.json`) uses the first keys; the suite written blind (`blind-profiles.json`, by someone
 * who never read the lexicons or the catalogue) adds the rest, with the conventions its `about` states.
 */
const expectationSchema = z.object({
  countries: z.array(z.string()).optional(),
  /** A region named alone (or a region "or" a country): its countries. */
  regionCountries: z.array(z.string()).optional(),
  /** The places are preferences ("ideally", "e.g."), not constraints. */
  countriesSoft: z.boolean().optional(),
  excludedCountries: z.array(z.string()).optional(),
  /** "phd": the catalogue holds no doctorates, so no result can meet it. */
  degree: z.enum(['bachelor', 'master', 'long_cycle', 'phd']).optional(),
  languages: z.array(z.string()).optional(),
  /** ISCED-F code prefixes; a result must carry a code starting with one of them. */
  fields: z.array(z.string()).optional(),
  /** The student's own words for the field. */
  fieldText: z.string().optional(),
  maxTuitionEur: z.number().optional(),
  /** The text names an amount without saying what it covers; `maxTuitionEur` then holds it. */
  budgetAmbiguous: z.boolean().optional(),
  maxTotalEurPerYear: z.number().optional(),
  citizenship: z.enum(['eu', 'non_eu']).optional(),
  /** The writer's judgement that European higher education offers such a program (blind suite only). */
  satisfiable: z.boolean().optional(),
  notes: z.string().optional(),
});
export type Expectation = z.infer<typeof expectationSchema>;

const profileSchema = z.object({
  id: z.string(),
  language: z.enum(INTERFACE_LANGUAGES),
  description: z.string().min(1),
  expect: expectationSchema,
});
export type EvaluationProfile = z.infer<typeof profileSchema>;

const EVALUATION_DIR = join(__dirname, '..', '..', 'evaluation');
/** The suite written with the lexicons. */
export const EVALUATION_FILE = join(EVALUATION_DIR, 'profiles.json');
/** The suite written blind, to measure phrasings nobody wrote the lexicons for. */
export const BLIND_EVALUATION_FILE = join(EVALUATION_DIR, 'blind-profiles.json');
/**
 * A second suite written blind, after the lexicons had been changed for the first one's misreadings: the first
 * suite has been read by whoever fixed them, so only this one still measures phrasings nobody tuned for.
 */
export const SECOND_BLIND_EVALUATION_FILE = join(EVALUATION_DIR, 'blind-profiles-2.json');
/** A third, written while the second one's misreadings were being fixed, by someone who saw neither. */
export const THIRD_BLIND_EVALUATION_FILE = join(EVALUATION_DIR, 'blind-profiles-3.json');
/**
 * Every suite under the name the report gives it, in the order written. From the fourth on, 150 profiles each, each
 * written while the one before was being read for misreadings, by a session that read nothing of the planner (the
 * fourth normalised to the shared conventions by another such session); the newest is the one nobody has read.
 */
export const EVALUATION_SUITES: ReadonlyArray<readonly [name: string, file: string]> = [
  ['lexicons', EVALUATION_FILE],
  ['blind', BLIND_EVALUATION_FILE],
  ['blind2', SECOND_BLIND_EVALUATION_FILE],
  ['blind3', THIRD_BLIND_EVALUATION_FILE],
  ...[4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25].map(
    (n) => [`blind${n}`, join(EVALUATION_DIR, `blind-profiles-${n}.json`)] as const,
  ),
];

/** Reads a suite: a list of profiles, or `{about, profiles}`. */
export function loadProfiles(file: string = EVALUATION_FILE): EvaluationProfile[] {
  const content: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const list = Array.isArray(content)
    ? content
    : z.object({ profiles: z.array(z.unknown()) }).parse(content).profiles;
  return z.array(profileSchema).parse(list);
}

interface Facts {
  readonly countryCode: string;
  readonly degree: string;
  readonly languages: readonly string[];
  readonly fields: readonly string[];
  readonly tuitionEur: number | null;
  readonly totalEurPerYear: number | null;
}

/** The countries a result may be in, or null when the profile sets no hard place. */
function allowedCountries(expect: Expectation): ReadonlySet<string> | null {
  if (expect.countriesSoft) return null;
  const allowed = [...(expect.countries ?? []), ...(expect.regionCountries ?? [])];
  return allowed.length > 0 ? new Set(allowed) : null;
}

/** The constraints a result breaks (empty when it meets them all). */
export function violations(facts: Facts, expect: Expectation): string[] {
  const broken: string[] = [];
  const countries = allowedCountries(expect);
  if (countries && !countries.has(facts.countryCode)) broken.push(`country ${facts.countryCode}`);
  if (expect.excludedCountries?.includes(facts.countryCode))
    broken.push(`excluded country ${facts.countryCode}`);
  if (expect.degree && facts.degree !== expect.degree) broken.push(`degree ${facts.degree}`);
  if (expect.languages && !facts.languages.some((l) => expect.languages!.includes(l))) {
    broken.push(`language ${facts.languages.join('+')}`);
  }
  if (
    expect.fields &&
    !facts.fields.some((code) => expect.fields!.some((prefix) => code.startsWith(prefix)))
  ) {
    broken.push(`field ${facts.fields.join('+')}`);
  }
  if (
    expect.maxTuitionEur !== undefined &&
    (facts.tuitionEur === null || facts.tuitionEur > expect.maxTuitionEur)
  ) {
    broken.push(`tuition ${facts.tuitionEur}`);
  }
  if (
    expect.maxTotalEurPerYear !== undefined &&
    (facts.totalEurPerYear === null || facts.totalEurPerYear > expect.maxTotalEurPerYear)
  ) {
    broken.push(`total ${facts.totalEurPerYear}`);
  }
  return broken;
}

function factsOfEntry(entry: ProgramEntry, citizenship: Citizenship): Facts {
  const tuition = tuitionFor(entry, citizenship);
  return {
    countryCode: entry.country.code,
    degree: entry.program.degree,
    languages: entry.program.languages,
    fields: entry.program.fields,
    tuitionEur: tuition,
    totalEurPerYear: tuition === null ? null : tuition + entry.livingEurPerMonth * 12,
  };
}

/** What the planner answered for one profile. */
export interface PlannerAnswer {
  readonly recommendations: readonly Recommendation[];
  /** The language the answer is written in. */
  readonly language: string;
}

export interface ProfileOutcome {
  readonly id: string;
  readonly language: string;
  /** Whether some program of the catalogue meets every constraint. */
  readonly satisfiable: boolean;
  /** The writer's judgement, when the suite records one. */
  readonly writerSatisfiable: boolean | null;
  readonly results: number;
  readonly correct: number;
  readonly answerLanguage: string;
  readonly problems: readonly string[];
}

export interface EvaluationReport {
  readonly profiles: readonly ProfileOutcome[];
  /** Results meeting every hard constraint over all results returned. */
  readonly precision: number;
  /** Share of satisfiable profiles (some catalogue program meets them) with at least one result. */
  readonly coverage: number;
  /** Share of satisfiable profiles with no result: 1 - coverage. */
  readonly emptyWhenSatisfiable: number;
  /** Share of the profiles the writer judged satisfiable that got no result (catalogue gaps included). */
  readonly emptyWhenWriterSatisfiable: number | null;
  /** Share of unsatisfiable profiles answered with no results. */
  readonly honestEmpty: number;
  /** Share of profiles answered in the language they were written in. */
  readonly languageMatch: number;
  readonly languages: readonly string[];
}

const share = (part: number, whole: number, empty: number) => (whole === 0 ? empty : part / whole);

/** Runs every profile through the planner and checks each result against the profile's expectations. */
export function evaluate(
  profiles: readonly EvaluationProfile[],
  catalogue: Catalogue,
  plan: (description: string) => PlannerAnswer,
): EvaluationReport {
  const outcomes = profiles.map((profile): ProfileOutcome => {
    const citizenship: Citizenship = profile.expect.citizenship ?? 'unknown';
    const satisfiable = catalogue.programs.some(
      (entry) => violations(factsOfEntry(entry, citizenship), profile.expect).length === 0,
    );
    const answer = plan(profile.description);
    const results = answer.recommendations;
    const problems = results.flatMap((r) =>
      violations(
        {
          countryCode: r.country_code,
          degree: r.degree_level,
          languages: r.languages,
          fields: r.field_codes,
          tuitionEur: r.tuition_eur,
          totalEurPerYear: r.total_cost_eur_year,
        },
        profile.expect,
      ).map((v) => `${r.program_id}: ${v}`),
    );
    const correct = results.filter(
      (r) => !problems.some((problem) => problem.startsWith(`${r.program_id}:`)),
    ).length;
    return {
      id: profile.id,
      language: profile.language,
      satisfiable,
      writerSatisfiable: profile.expect.satisfiable ?? null,
      results: results.length,
      correct,
      answerLanguage: answer.language,
      problems,
    };
  });
  const returned = outcomes.reduce((sum, o) => sum + o.results, 0);
  const correct = outcomes.reduce((sum, o) => sum + o.correct, 0);
  const satisfiable = outcomes.filter((o) => o.satisfiable);
  const unsatisfiable = outcomes.filter((o) => !o.satisfiable);
  const writerSatisfiable = outcomes.filter((o) => o.writerSatisfiable === true);
  const coverage = share(satisfiable.filter((o) => o.results > 0).length, satisfiable.length, 1);
  return {
    profiles: outcomes,
    precision: share(correct, returned, 0),
    coverage,
    emptyWhenSatisfiable: 1 - coverage,
    emptyWhenWriterSatisfiable: outcomes.some((o) => o.writerSatisfiable !== null)
      ? share(writerSatisfiable.filter((o) => o.results === 0).length, writerSatisfiable.length, 0)
      : null,
    honestEmpty: share(unsatisfiable.filter((o) => o.results === 0).length, unsatisfiable.length, 1),
    languageMatch: share(outcomes.filter((o) => o.answerLanguage === o.language).length, outcomes.length, 1),
    languages: [...new Set(profiles.map((p) => p.language))],
  };
}
