import Negotiator from 'negotiator';
import type { detectAll as DetectAll } from 'tinyld';

/** The interface languages (frontend `src/locales`): the service's own notices exist in each. */
export const NOTICE_LANGUAGES = ['en', 'de', 'fr', 'es', 'pt', 'pl', 'tr', 'ko', 'zh', 'ar'] as const;
export type NoticeLanguage = (typeof NOTICE_LANGUAGES)[number];

const ONLY = { only: [...NOTICE_LANGUAGES] };

let detector: typeof DetectAll | undefined;
/** The detector's language profiles take about 40 MiB; only a process that answers questions loads them. */
function detectAll(text: string): ReturnType<typeof DetectAll> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use, see above
  detector ??= (require('tinyld') as typeof import('tinyld')).detectAll;
  return detector(text, ONLY);
}

function isNoticeLanguage(code: string): code is NoticeLanguage {
  return (NOTICE_LANGUAGES as readonly string[]).includes(code);
}

/**
 * The interface language an `Accept-Language` header prefers most (q-values, then order; "de-AT" is German), by the
 * negotiator Express itself uses. A bare "*" states no preference: the question's own language decides then.
 */
export function preferredLanguage(acceptLanguage: string | undefined): NoticeLanguage | undefined {
  const named = (acceptLanguage ?? '')
    .split(',')
    .filter((range) => range.trim() !== '' && !range.trim().startsWith('*'))
    .join(',');
  if (named === '') return undefined;
  const language = new Negotiator({ headers: { 'accept-language': named } }).language(NOTICE_LANGUAGES);
  return language !== undefined && isNoticeLanguage(language) ? language : undefined;
}

/** Below this many words a Latin-script guess is too weak to trust on its margin alone ("Olá" scores as Turkish). */
const MIN_WORDS_FOR_MARGIN = 3;

/**
 * The language of the service's own notices for a question. The question's language when the detector is sure of
 * it (any non-Latin script, or a sentence of three words or more whose best language scores at least twice the
 * next one);
 * else the interface language the client asked for; else the detector's best guess; else English. Two-word
 * questions ("Resuma este arquivo") are often too short to tell Portuguese from Spanish, and the interface language
 * is then the better guess. The model itself answers in the question's language whatever this says.
 */
export function noticeLanguage(question: string, interfaceLanguage?: NoticeLanguage): NoticeLanguage {
  const [best, next] = detectAll(question);
  const guess = best && isNoticeLanguage(best.lang) ? best.lang : undefined;
  const words = question.match(/\p{L}+/gu)?.length ?? 0;
  const clearMargin = !next || best!.accuracy >= 2 * next.accuracy;
  const sure = best !== undefined && (best.accuracy >= 0.5 || (words >= MIN_WORDS_FOR_MARGIN && clearMargin));
  if (guess && sure) return guess;
  return interfaceLanguage ?? guess ?? 'en';
}
