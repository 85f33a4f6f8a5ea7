import { addYears, format, getYear, isAfter, min, parseISO, setMonth, startOfMonth } from 'date-fns';
import type { ProgramRecord } from '../catalogue/catalogue.schema';
import type { Citizenship } from '../understanding/student-profile';

/** `date` as YYYY-MM-DD (UTC): the planner's calendar day of an instant. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * Calendar days are "YYYY-MM-DD" strings. date-fns computes on them as local midnights that are only ever
 * formatted back the same way, so the process's time zone never shows in a result.
 */
export function calendarDay(iso: string): Date {
  return parseISO(iso);
}

export function formatDay(day: Date): string {
  return format(day, 'yyyy-MM-dd');
}

/** A leap year: every "MM-DD" of the catalogue is a real day in it, 29 February included. */
const LEAP_YEAR = 2024;

/**
 * The next date (today or later) on which a yearly "MM-DD" falls. A "02-29" deadline falls on 28 February in a
 * year without 29 February: the last day of the month it names, never a day later than the one published
 * (date-fns' `addYears` keeps to the end of the month).
 */
export function nextOccurrence(monthDay: string, today: Date): string {
  const todayIso = isoDate(today);
  const published = calendarDay(`${LEAP_YEAR}-${monthDay}`);
  const inYear = (year: number) => formatDay(addYears(published, year - LEAP_YEAR));
  const year = getYear(calendarDay(todayIso));
  const thisYear = inYear(year);
  return thisYear >= todayIso ? thisYear : inYear(year + 1);
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

/** The first intake (as YYYY-MM-01) that starts after `after` (YYYY-MM-DD). */
export function nextIntake(program: ProgramRecord, after: string): string {
  const day = calendarDay(after);
  const starts = program.intakes.flatMap((month) => {
    const thisYear = startOfMonth(setMonth(day, month - 1));
    return [thisYear, addYears(thisYear, 1)];
  });
  return formatDay(min(starts.filter((start) => isAfter(start, day))));
}
