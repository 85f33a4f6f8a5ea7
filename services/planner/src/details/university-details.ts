import type { ProgramEntry } from '../catalogue/catalogue';

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
