/** The specification shows amounts in euro: a dollar sign in tuition or living cost is displayed as a euro sign. */
export function euroText(value: string | null | undefined): string | null {
  const text = value?.trim();
  return text ? text.replaceAll('$', '€') : null;
}

/** A present, non-blank text, else null. */
export function textOrNull(value: string | null | undefined): string | null {
  const text = value?.trim();
  return text ? text : null;
}

/** Criteria and goals from the API, or the defaults when they are absent or empty. */
export function withDefaults(
  values: readonly string[] | null | undefined,
  defaults: readonly string[],
): string[] {
  const present = (values ?? []).map((v) => v.trim()).filter((v) => v.length > 0);
  return present.length > 0 ? present : [...defaults];
}

/** An error's message: the response's `detail`, else a string body, else the error's own message. */
export function errorMessage(error: unknown): string | null {
  if (!error || typeof error !== 'object') return typeof error === 'string' ? error : null;
  const record = error as { data?: unknown; error?: unknown; message?: unknown };
  const data = record.data;
  if (data && typeof data === 'object' && typeof (data as { detail?: unknown }).detail === 'string') {
    return (data as { detail: string }).detail;
  }
  if (typeof data === 'string' && data.trim()) return data;
  if (typeof record.error === 'string') return record.error;
  if (typeof record.message === 'string') return record.message;
  return null;
}

/** A date (`YYYY-MM-DD`) in the interface language, read as a calendar day (no time zone shift). */
export function formatDate(iso: string, language: string): string {
  const date = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** An amount in euro, in the interface language. */
export function formatEuro(amount: number, language: string): string {
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  }).format(amount);
}
