/** The user's time zone, as the browser reports it. */
export const userTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Today as `YYYY-MM-DD` in the user's time zone (due dates are calendar days, not instants). */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** A calendar day (`YYYY-MM-DD`) or an instant, as a date in the interface language. */
export function formatDay(value: string, language: string): string {
  const dayOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = dayOnly ? new Date(`${value}T12:00:00Z`) : new Date(value);
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    ...(dayOnly ? { timeZone: 'UTC' } : {}),
  }).format(date);
}

/** The days of the month of `month` (`YYYY-MM`) as a grid of weeks starting on Monday; null pads the edges. */
export function monthGrid(month: string): (string | null)[][] {
  const [year, monthIndex] = month.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, monthIndex - 1, 1));
  const days = new Date(Date.UTC(year, monthIndex, 0)).getUTCDate();
  const lead = (first.getUTCDay() + 6) % 7;
  const cells: (string | null)[] = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length: days }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

export function shiftMonth(month: string, by: number): string {
  const [year, monthIndex] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, monthIndex - 1 + by, 1));
  return date.toISOString().slice(0, 7);
}
