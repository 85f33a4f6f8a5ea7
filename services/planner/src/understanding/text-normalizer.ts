/**
 * Normal forms the lexicon and the student's text are compared in. Latin, Greek and Cyrillic scripts are
 * compared as whole words without accents; Chinese, Korean and Arabic as substrings (particles and prefixes
 * attach to words there). Arabic-Indic and full-width digits become ASCII digits everywhere.
 */

import { toSimplifiedChinese } from './traditional-chinese';

const ARABIC_DIACRITICS = /[\u064B-\u065F\u0670\u0640]/g;
const COMBINING_MARKS = /\p{M}+/gu;

export function normalizeDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[\uFF10-\uFF19]/g, (d) => String(d.charCodeAt(0) - 0xff10))
    .replace(/\u066B/g, '.') // Arabic decimal separator
    .replace(/\u066C/g, ','); // Arabic thousands separator
}

function normalizeArabic(text: string): string {
  return text
    .replace(ARABIC_DIACRITICS, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/ؤ/g, 'و')
    .replace(/ئ/g, 'ي');
}

/**
 * One normal form for all scripts: lower case (Turkish dotted capitals handled), digits ASCII, accents and
 * ligatures removed from Latin letters, Arabic letter variants unified, traditional Chinese simplified. Length may change; that is fine since
 * positions are only compared within normalized text.
 */
export function normalizeText(text: string): string {
  const lowered = toSimplifiedChinese(normalizeDigits(text))
    .replace(/İ/g, 'i')
    .replace(/I/g, 'i')
    .toLowerCase()
    .replace(/ı/g, 'i')
    .replace(/ß/g, 'ss')
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'o')
    .replace(/œ/g, 'oe')
    .replace(/ł/g, 'l')
    .replace(/đ/g, 'd')
    .replace(/[’‘`´]/g, "'");
  // NFD then dropping combining marks strips Latin accents; Hangul is recomposed by the NFC below.
  const stripped = normalizeArabic(lowered.normalize('NFD').replace(COMBINING_MARKS, '').normalize('NFC'));
  // "psychology master를 English로": an English word with a Korean, Chinese or Arabic particle is a word of its own
  return stripped
    .replace(/([a-z])(?=[\u3040-\u30FF\u3400-\u9FFF\uAC00-\uD7AF\u0600-\u06FF])/gu, '$1 ')
    .replace(/([\u3040-\u30FF\u3400-\u9FFF\uAC00-\uD7AF\u0600-\u06FF])(?=[a-z])/gu, '$1 ');
}

/** Scripts written without spaces between words, or with particles attached: matched by substring. */
const SUBSTRING_SCRIPT = /[\u3040-\u30FF\u3400-\u9FFF\uAC00-\uD7AF\u1100-\u11FF]/;
const ARABIC_LETTER = /[\u0600-\u06FF]/;

const ARABIC_CONJUNCTIONS = ['و', 'ف'];
const ARABIC_PREPOSITIONS = ['ب', 'ل', 'ك'];

/** An Arabic word without its definite article, the form terms and words are compared in. */
export function withoutArticle(word: string): string {
  return word.startsWith('ال') && word.length > 3 ? word.slice(2) : word;
}

/**
 * The forms an Arabic word may stand for once attached conjunctions and prepositions are removed
 * ("وبالطب" → "بالطب", "الطب", "طب"); other words stand only for themselves.
 */
export function wordVariants(word: string): string[] {
  if (!ARABIC_LETTER.test(word)) return [word];
  const variants = new Set([word]);
  let rest = word;
  if (ARABIC_CONJUNCTIONS.includes(rest[0]!) && rest.length > 3) variants.add((rest = rest.slice(1)));
  if (ARABIC_PREPOSITIONS.includes(rest[0]!) && rest.length > 3) variants.add((rest = rest.slice(1)));
  if (rest.startsWith('لل') && rest.length > 4) variants.add(rest.slice(2));
  return [...variants].map(withoutArticle);
}

export function isSubstringScript(term: string): boolean {
  return SUBSTRING_SCRIPT.test(term);
}

/** A word character: letters and digits of any script (apostrophes and hyphens split words). */
export const WORD_CHAR = /[\p{L}\p{N}]/u;
