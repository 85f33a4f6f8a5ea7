import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { Catalogue, ProgramEntry } from '../catalogue/catalogue';
import { tuitionFor } from '../matching/program-matcher';
import type { Recommendation } from '../matching/recommendation.presenter';
import { INTERFACE_LANGUAGES } from '../understanding/concepts';
import type { Citizenship } from '../understanding/student-profile';

/** What every result for a profile must satisfy: the hard constraints a reader finds in its text. */
const expectationSchema = z.object({
  countries: z.array(z.string()).optional(),
  excludedCountries: z.array(z.string()).optional(),
  degree: z.enum(['bachelor', 'master', 'long_cycle']).optional(),
  languages: z.array(z.string()).optional(),
  /** ISCED-F code prefixes; a result must carry a code starting with one of them. */
  fields: z.array(z.string()).optional(),
  maxTuitionEur: z.number().optional(),
  maxTotalEurPerYear: z.number().optional(),
  citizenship: z.enum(['eu', 'non_eu']).optional(),
});
export type Expectation = z.infer<typeof expectationSchema>;

const profileSchema = z.object({
  id: z.string(),
  language: z.enum(INTERFACE_LANGUAGES),
  description: z.string().min(1),
  expect: expectationSchema,
});
export type EvaluationProfile = z.infer<typeof profileSchema>;

export const EVALUATION_FILE = join(__dirname, '..', '..', 'evaluation', 'profiles.json');

export function loadProfiles(file: string = EVALUATION_FILE): EvaluationProfile[] {
  return z.array(profileSchema).parse(JSON.parse(readFileSync(file, 'utf8')));
}

interface Facts {
  readonly countryCode: string;
  readonly degree: string;
  readonly languages: readonly string[];
  readonly fields: readonly string[];
  readonly tuitionEur: number | null;
  readonly totalEurPerYear: number | null;
}

/** The constraints a result breaks (empty when it meets them all). */
export function violations(facts: Facts, expect: Expectation): string[] {
  const broken: string[] = [];
  if (expect.countries && !expect.countries.includes(facts.countryCode))
    broken.push(`country ${facts.countryCode}`);
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

export interface ProfileOutcome {
  readonly id: string;
  readonly language: string;
  readonly satisfiable: boolean;
  readonly results: number;
  readonly correct: number;
  readonly problems: readonly string[];
}

export interface EvaluationReport {
  readonly profiles: readonly ProfileOutcome[];
  /** Results meeting every hard constraint over all results returned. */
  readonly precision: number;
  /** Share of satisfiable profiles with at least one result. */
  readonly coverage: number;
  /** Share of unsatisfiable profiles answered with no results. */
  readonly honestEmpty: number;
  readonly languages: readonly string[];
}

/** Runs every profile through the planner and checks each result against the profile's expectations. */
export function evaluate(
  profiles: readonly EvaluationProfile[],
  catalogue: Catalogue,
  plan: (description: string) => readonly Recommendation[],
): EvaluationReport {
  const outcomes = profiles.map((profile): ProfileOutcome => {
    const citizenship: Citizenship = profile.expect.citizenship ?? 'unknown';
    const satisfiable = catalogue.programs.some(
      (entry) => violations(factsOfEntry(entry, citizenship), profile.expect).length === 0,
    );
    const results = plan(profile.description);
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
      results: results.length,
      correct,
      problems,
    };
  });
  const returned = outcomes.reduce((sum, o) => sum + o.results, 0);
  const correct = outcomes.reduce((sum, o) => sum + o.correct, 0);
  const satisfiable = outcomes.filter((o) => o.satisfiable);
  const unsatisfiable = outcomes.filter((o) => !o.satisfiable);
  return {
    profiles: outcomes,
    precision: returned === 0 ? 0 : correct / returned,
    coverage:
      satisfiable.length === 0 ? 1 : satisfiable.filter((o) => o.results > 0).length / satisfiable.length,
    honestEmpty:
      unsatisfiable.length === 0
        ? 1
        : unsatisfiable.filter((o) => o.results === 0).length / unsatisfiable.length,
    languages: [...new Set(profiles.map((p) => p.language))],
  };
}
