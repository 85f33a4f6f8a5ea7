import type { ProgramRecord } from '../catalogue/catalogue.schema';
import type { Citizenship } from '../understanding/student-profile';

/** `date` as YYYY-MM-DD (UTC). */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The next date (today or later) on which a yearly "MM-DD" falls. */
export function nextOccurrence(monthDay: string, today: Date): string {
  const year = today.getUTCFullYear();
  const thisYear = `${year}-${monthDay}`;
  return thisYear >= isoDate(today) ? thisYear : `${year + 1}-${monthDay}`;
}

/**
 * The program's next application deadline for this student: the non-EU one for non-EU students and for students
 * whose citizenship is unknown (it is the earlier one), else the EU/EEA one; null when the catalogue has none.
 */
export function nextDeadline(program: ProgramRecord, citizenship: Citizenship, today: Date): string | null {
  const monthDay =
    citizenship === 'eu'
      ? (program.deadlines.eu ?? program.deadlines.nonEu)
      : (program.deadlines.nonEu ?? program.deadlines.eu);
  return monthDay ? nextOccurrence(monthDay, today) : null;
}

/** The first intake (as YYYY-MM-01) that starts after `after`. */
export function nextIntake(program: ProgramRecord, after: string): string {
  const year = Number(after.slice(0, 4));
  const candidates = program.intakes.flatMap((intake) => [
    `${year}-${String(intake).padStart(2, '0')}-01`,
    `${year + 1}-${String(intake).padStart(2, '0')}-01`,
  ]);
  return candidates.filter((date) => date > after).sort()[0]!;
}
