import type { InterfaceLanguage } from './concepts';
import { normalizeText } from './text-normalizer';

/** Frequent short words of each Latin-script interface language, accents removed. */
const FUNCTION_WORDS: Readonly<Record<'en' | 'de' | 'fr' | 'es' | 'pt' | 'tr' | 'pl', readonly string[]>> = {
  en: [
    'the',
    'and',
    'i',
    'to',
    'want',
    'study',
    'my',
    'of',
    'with',
    'am',
    'would',
    'like',
    'is',
    'for',
    'in',
    'from',
    'a',
    'or',
  ],
  de: [
    'ich',
    'und',
    'mochte',
    'studieren',
    'der',
    'die',
    'das',
    'nicht',
    'mit',
    'ein',
    'eine',
    'bin',
    'mein',
    'fur',
    'oder',
    'aus',
    'auf',
    'gerne',
    'will',
  ],
  fr: [
    'je',
    'et',
    'le',
    'la',
    'les',
    'des',
    'veux',
    'etudier',
    'un',
    'une',
    'pour',
    'mon',
    'suis',
    'dans',
    'ou',
    'voudrais',
    'aimerais',
    'du',
    'au',
  ],
  es: [
    'yo',
    'y',
    'el',
    'los',
    'quiero',
    'estudiar',
    'una',
    'para',
    'mi',
    'soy',
    'con',
    'que',
    'me',
    'gustaria',
    'las',
    'del',
    'o',
  ],
  pt: [
    'eu',
    'e',
    'o',
    'os',
    'quero',
    'estudar',
    'um',
    'uma',
    'em',
    'para',
    'meu',
    'sou',
    'com',
    'que',
    'nao',
    'gostaria',
    'do',
    'da',
    'no',
    'na',
  ],
  tr: [
    've',
    'bir',
    'istiyorum',
    'okumak',
    'icin',
    'ben',
    'bu',
    'ile',
    'cok',
    'de',
    'da',
    'universite',
    'olarak',
    'veya',
    'ama',
  ],
  pl: [
    'i',
    'w',
    'chce',
    'studiowac',
    'sie',
    'na',
    'jestem',
    'z',
    'do',
    'nie',
    'jak',
    'oraz',
    'lub',
    'moj',
    'bardzo',
    'na',
  ],
};

/** Letters that only one of these languages uses, checked before accents are removed. */
const DISTINCTIVE_LETTERS: ReadonlyArray<readonly [RegExp, InterfaceLanguage]> = [
  [/[şğı]/i, 'tr'],
  [/[ąęłśźżćń]/i, 'pl'],
  [/[ãõ]/i, 'pt'],
  [/[ñ¿¡]/i, 'es'],
  [/ß/, 'de'],
  [/[èêàùœ]/i, 'fr'],
];

/**
 * The interface language a profile is written in: by script for Korean, Chinese and Arabic, by function words
 * and distinctive letters for Latin scripts; `hint` (the site's language) breaks ties.
 */
export function detectLanguage(text: string, hint?: InterfaceLanguage): InterfaceLanguage {
  const hangul = (text.match(/[\uAC00-\uD7AF]/g) ?? []).length;
  const han = (text.match(/[\u3400-\u9FFF]/g) ?? []).length;
  const arabic = (text.match(/[\u0600-\u06FF]/g) ?? []).length;
  const latin = (text.match(/[A-Za-z\u00C0-\u024F]/g) ?? []).length;
  const top = Math.max(hangul, han, arabic);
  if (top > 0 && top * 2 >= latin / 3) {
    if (top === hangul) return 'ko';
    if (top === arabic) return 'ar';
    return 'zh';
  }

  const scores = new Map<InterfaceLanguage, number>();
  const words = normalizeText(text).match(/[\p{L}]+/gu) ?? [];
  for (const [language, list] of Object.entries(FUNCTION_WORDS) as [InterfaceLanguage, readonly string[]][]) {
    const set = new Set(list);
    scores.set(language, words.filter((word) => set.has(word)).length);
  }
  for (const [pattern, language] of DISTINCTIVE_LETTERS) {
    if (pattern.test(text)) scores.set(language, (scores.get(language) ?? 0) + 2);
  }
  if (hint) scores.set(hint, (scores.get(hint) ?? 0) + 0.5);
  let best: InterfaceLanguage = hint ?? 'en';
  let bestScore = 0;
  for (const [language, score] of scores) {
    if (score > bestScore) [best, bestScore] = [language, score];
  }
  return best;
}
