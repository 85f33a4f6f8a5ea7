/** Today as `YYYY-MM-DD` in `timeZone`: deadlines are calendar days, so "N days before" is counted in the user's. */
export function todayIn(timeZone: string, now: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** A calendar day moved by `days` (UTC arithmetic on a date without a time, so no daylight saving shift). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

export function isValidTimeZone(timeZone: string): boolean {
  if (timeZone === '') return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

export interface DatedItem {
  readonly uid: string;
  readonly date: string;
  readonly done: boolean;
}

/**
 * The open items whose reminder is due on the user's today: from `daysBefore` days before the date through the
 * date itself. An item whose date has passed gets none, so switching reminders on never mails about the past.
 */
export function dueReminders<T extends DatedItem>(
  items: readonly T[],
  settings: { readonly daysBefore: number; readonly timeZone: string },
  now: Date,
): T[] {
  const today = todayIn(settings.timeZone, now);
  return items.filter(
    (item) => !item.done && item.date >= today && addDays(item.date, -settings.daysBefore) <= today,
  );
}
