import type { ProgramEntry } from '../catalogue/catalogue';
import { cityNames } from '../catalogue/city-names';

export const DETAIL_TYPES = ['courses', 'faculty', 'admissions', 'facilities'] as const;
export type DetailType = (typeof DETAIL_TYPES)[number];

const DEGREE_NAMES: Readonly<Record<string, string>> = {
  bachelor: "Bachelor's",
  master: "Master's",
  long_cycle: 'Long-cycle',
};

function languageList(codes: readonly string[]): string {
  const names = new Intl.DisplayNames(['en'], { type: 'language' });
  return codes.map((code) => names.of(code) ?? code).join(', ');
}

function money(amount: number | null, currency: string): string {
  if (amount === null) return 'not published';
  if (amount === 0) return 'no tuition';
  return `${new Intl.NumberFormat('en-IE', { maximumFractionDigits: 0 }).format(amount)} ${currency} a year`;
}

/**
 * The text of one tab of the university dialog, from the catalogue's records of the university (`programs` are
 * all its programs; `selected` is the one the student is looking at, if any).
 */
export function describeUniversity(
  type: DetailType,
  programs: readonly ProgramEntry[],
  selected?: ProgramEntry,
): string {
  const { institution, city, country } = programs[0]!;
  switch (type) {
    case 'courses': {
      const sorted = [...programs].sort(
        (a, b) =>
          a.program.degree.localeCompare(b.program.degree) || a.program.name.localeCompare(b.program.name),
      );
      const lines = sorted.map(
        ({ program }) =>
          `• ${program.name} (${program.qualification}) — ${DEGREE_NAMES[program.degree]}, ${program.durationYears} years` +
          `${program.ects ? ` (${program.ects} ECTS)` : ''}, taught in ${languageList(program.languages)}`,
      );
      return [`Programs at ${institution.name} in our catalogue:`, ...lines].join('\n');
    }
    case 'faculty':
      return [
        `${institution.name}${institution.localName ? ` (${institution.localName})` : ''}`,
        institution.description,
        '',
        'Faculties and schools:',
        ...institution.faculties.map((faculty) => `• ${faculty}`),
      ].join('\n');
    case 'admissions': {
      const entry = selected ?? programs[0]!;
      const { program } = entry;
      const deadlines = [
        program.deadlines.eu ? `EU/EEA applicants: ${program.deadlines.eu} (MM-DD)` : null,
        program.deadlines.nonEu ? `Other applicants: ${program.deadlines.nonEu} (MM-DD)` : null,
      ].filter((line): line is string => line !== null);
      const languages = program.requirements.languages.map(
        (r) =>
          `${languageList([r.language])} at level ${r.level}${r.tests.length ? ` (${r.tests.join(', ')})` : ''}`,
      );
      return [
        `Admission to ${program.name} (${program.qualification})`,
        `Prior education: ${program.requirements.degree}`,
        languages.length ? `Language: ${languages.join('; ')}` : 'Language: see the program page.',
        ...(program.requirements.other ? [`Also: ${program.requirements.other}`] : []),
        deadlines.length ? `Usual deadlines — ${deadlines.join('; ')}` : 'Deadlines: see the program page.',
        `Intake: ${program.intakes.map((m) => new Date(Date.UTC(2024, m - 1, 1)).toLocaleString('en', { month: 'long', timeZone: 'UTC' })).join(', ')}`,
        `Tuition (${program.tuition.academicYear}): EU/EEA ${money(program.tuition.eu, program.tuition.currency)}; others ${money(program.tuition.nonEu, program.tuition.currency)}${program.tuition.note ? `. ${program.tuition.note}` : ''}`,
        `Tuition rules in ${country.name}: ${country.tuitionPolicy.summary}`,
        `Apply: ${program.programUrl ?? institution.website}`,
      ].join('\n');
    }
    case 'facilities': {
      const { rent, food, transport, other, currency, year } = city.livingCost;
      return [
        institution.facilities,
        '',
        `Living in ${city.name} (${year}, per month): rent ${rent}, food ${food}, transport ${transport}, other ${other} ${currency}.`,
        ...(institution.internationalUrl ? [`International students: ${institution.internationalUrl}`] : []),
        `Website: ${institution.website}`,
      ].join('\n');
    }
  }
}

/** One program of the courses tab. */
export interface CourseFacts {
  readonly program_id: string;
  readonly name: string;
  readonly qualification: string;
  readonly degree: string;
  readonly duration_years: number;
  readonly ects: number | null;
  /** ISO 639-1 codes. */
  readonly languages: readonly string[];
}

/**
 * The facts of one tab of the university dialog, for an interface that writes them in its own language. Texts
 * the catalogue only has in English (descriptions, requirements, notes) are marked by the answer's `language`.
 */
export type UniversityFacts =
  | { readonly type: 'courses'; readonly university: string; readonly programs: readonly CourseFacts[] }
  | {
      readonly type: 'faculty';
      readonly university: string;
      readonly local_name: string | null;
      readonly description: string;
      /** Official names, often in the country's language. */
      readonly faculties: readonly string[];
    }
  | {
      readonly type: 'admissions';
      readonly program: string;
      readonly qualification: string;
      readonly prior_education: string;
      readonly language_requirements: readonly {
        readonly language: string;
        readonly level: string;
        readonly tests: readonly string[];
      }[];
      readonly other_requirements: string | null;
      /** Usual closing dates, "MM-DD". */
      readonly deadlines: { readonly eu: string | null; readonly non_eu: string | null };
      readonly intake_months: readonly number[];
      readonly tuition: {
        readonly academic_year: string;
        readonly eu: number | null;
        readonly non_eu: number | null;
        readonly currency: string;
        readonly note: string | null;
      };
      readonly country_code: string;
      readonly tuition_policy: string;
      readonly apply_url: string;
      readonly apply_kind: 'program' | 'university';
    }
  | {
      readonly type: 'facilities';
      readonly facilities: string;
      readonly city_id: string;
      readonly city: string;
      readonly city_names: Readonly<Partial<Record<string, string>>>;
      /** Per month, in `currency`. */
      readonly living_cost: {
        readonly rent: number;
        readonly food: number;
        readonly transport: number;
        readonly other: number;
        readonly currency: string;
        readonly year: number;
      };
      readonly international_url: string | null;
      readonly website: string;
    };

/** The structured facts behind `describeUniversity`, for the same tab. */
export function universityFacts(
  type: DetailType,
  programs: readonly ProgramEntry[],
  selected?: ProgramEntry,
): UniversityFacts {
  const { institution, city, country } = programs[0]!;
  switch (type) {
    case 'courses':
      return {
        type,
        university: institution.name,
        programs: [...programs]
          .sort(
            (a, b) =>
              a.program.degree.localeCompare(b.program.degree) ||
              a.program.name.localeCompare(b.program.name),
          )
          .map(({ program }) => ({
            program_id: program.id,
            name: program.name,
            qualification: program.qualification,
            degree: program.degree,
            duration_years: program.durationYears,
            ects: program.ects,
            languages: program.languages,
          })),
      };
    case 'faculty':
      return {
        type,
        university: institution.name,
        local_name: institution.localName ?? null,
        description: institution.description,
        faculties: institution.faculties,
      };
    case 'admissions': {
      const { program } = selected ?? programs[0]!;
      return {
        type,
        program: program.name,
        qualification: program.qualification,
        prior_education: program.requirements.degree,
        language_requirements: program.requirements.languages.map(({ language, level, tests }) => ({
          language,
          level,
          tests,
        })),
        other_requirements: program.requirements.other ?? null,
        deadlines: { eu: program.deadlines.eu, non_eu: program.deadlines.nonEu },
        intake_months: program.intakes,
        tuition: {
          academic_year: program.tuition.academicYear,
          eu: program.tuition.eu,
          non_eu: program.tuition.nonEu,
          currency: program.tuition.currency,
          note: program.tuition.note ?? null,
        },
        country_code: country.code,
        tuition_policy: country.tuitionPolicy.summary,
        apply_url: program.programUrl ?? institution.website,
        apply_kind: program.programUrl ? 'program' : 'university',
      };
    }
    case 'facilities': {
      const { rent, food, transport, other, currency, year } = city.livingCost;
      return {
        type,
        facilities: institution.facilities,
        city_id: city.id,
        city: city.name,
        city_names: cityNames(city),
        living_cost: { rent, food, transport, other, currency, year },
        international_url: institution.internationalUrl,
        website: institution.website,
      };
    }
  }
}
