import type { InterfaceLanguage } from './concepts';
import { normalizeText } from './text-normalizer';

/** Frequent words of each Latin-script interface language, accents removed, none shared between two lists. */
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
    'would',
    'like',
    'is',
    'for',
    'from',
    'im',
    'looking',
    'not',
    'love',
    'or',
    'an',
    'at',
    'be',
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
    'einen',
    'bin',
    'mein',
    'meine',
    'fur',
    'oder',
    'aus',
    'auf',
    'gerne',
    'will',
    'am',
    'im',
    'ohne',
    'liebsten',
    'suche',
    'den',
    'dem',
    'zu',
    'studium',
    'spreche',
    'komme',
    'aber',
    'interessiere',
    'mich',
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
    'ma',
    'suis',
    'dans',
    'ou',
    'voudrais',
    'aimerais',
    'du',
    'au',
    'aux',
    'cherche',
    'etudes',
    'par',
    'pas',
    'mais',
    'faire',
  ],
  es: [
    'yo',
    'y',
    'el',
    'los',
    'quiero',
    'estudiar',
    'una',
    'mi',
    'soy',
    'con',
    'me',
    'gustaria',
    'las',
    'del',
    'busco',
    'pero',
    'estudios',
    'grado',
    'al',
    'mas',
  ],
  pt: [
    'eu',
    'os',
    'quero',
    'um',
    'uma',
    'em',
    'meu',
    'minha',
    'sou',
    'com',
    'nao',
    'gostaria',
    'do',
    'da',
    'procuro',
    'fazer',
    'estudar',
    'ao',
    'mestrado',
    'licenciatura',
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
    'universite',
    'olarak',
    'veya',
    'ama',
    'yapmak',
    'egitim',
    'olabilir',
    'istiyorum',
  ],
  pl: [
    'w',
    'chce',
    'studiowac',
    'sie',
    'jestem',
    'z',
    'nie',
    'jak',
    'oraz',
    'lub',
    'moj',
    'bardzo',
    'szukam',
    'chcialbym',
    'chcialabym',
    'studia',
    'studiow',
    'mnie',
    'interesuje',
    'po',
    'na',
  ],
};

const LATIN_LANGUAGES = Object.keys(FUNCTION_WORDS) as InterfaceLanguage[];

const FUNCTION_WORD_LANGUAGE = new Map<string, InterfaceLanguage>(
  (Object.entries(FUNCTION_WORDS) as [InterfaceLanguage, readonly string[]][]).flatMap(([language, words]) =>
    words.map((word) => [word, language] as const),
  ),
);

/** Letters that only one of these languages uses, checked before accents are removed. */
const DISTINCTIVE_LETTERS: ReadonlyArray<readonly [RegExp, InterfaceLanguage]> = [
  [/[şğı]/i, 'tr'],
  [/[ąęłśźżćń]/i, 'pl'],
  [/[ãõ]/i, 'pt'],
  [/[ñ¿¡]/i, 'es'],
  [/[ßäöü]/i, 'de'],
  [/[èàùœë]/i, 'fr'],
];

/** The Polish currency as texts in any language write it ("60.000 zł" in German): its letter tells nothing. */
const CURRENCY_WORDS = /(?<![\p{L}])(?:zł|złotych|złote|złoty|złotówek)(?![\p{L}])/giu;

/**
 * The interface languages a profile may be written in, most likely first: by script for Korean, Chinese and
 * Arabic, by function words and distinctive letters for Latin scripts; `hint` (the site's language) breaks ties.
 * Languages close to the best are all returned, for the lexicons to decide between them.
 */
export function rankLanguages(
  text: string,
  hint?: InterfaceLanguage,
  normalized = normalizeText(text),
): InterfaceLanguage[] {
  const hangul = (text.match(/[\uAC00-\uD7AF]/g) ?? []).length;
  const han = (text.match(/[\u3400-\u9FFF]/g) ?? []).length;
  const arabic = (text.match(/[\u0600-\u06FF]/g) ?? []).length;
  const latin = (text.match(/[A-Za-z\u00C0-\u024F]/g) ?? []).length;
  const top = Math.max(hangul, han, arabic);
  if (top > 0 && top * 2 >= latin / 3) {
    if (top === hangul) return ['ko'];
    if (top === arabic) return ['ar'];
    return ['zh'];
  }

  const scores = new Map<InterfaceLanguage, number>();
  const words = normalized.match(/[\p{L}]+/gu) ?? [];
  let functionWords = 0;
  for (const word of words) {
    const language = FUNCTION_WORD_LANGUAGE.get(word);
    if (!language) continue;
    scores.set(language, (scores.get(language) ?? 0) + 1);
    functionWords += 1;
  }
  const lettersOfWords = text.replace(CURRENCY_WORDS, ' ');
  for (const [pattern, language] of DISTINCTIVE_LETTERS) {
    if (pattern.test(lettersOfWords)) scores.set(language, (scores.get(language) ?? 0) + 2);
  }
  // no telling words (e.g. "Máster en ciencias ambientales"): every Latin-script lexicon gets a say, the site's
  // language first; the site's language alone does not decide (an English question gets an English answer)
  if (scores.size === 0) return [...new Set<InterfaceLanguage>([hint ?? 'en', ...LATIN_LANGUAGES])];
  if (hint) scores.set(hint, (scores.get(hint) ?? 0) + 0.5);
  const ranked = [...scores].sort((a, b) => b[1] - a[1]);
  const best = ranked[0]?.[1] ?? 0;
  // one telling word ("bin" is German, and Turkish for a thousand), or letters alone: every lexicon gets a say,
  // the likeliest first
  if (best <= 1 || functionWords === 0) {
    return [...new Set<InterfaceLanguage>([...ranked.map(([language]) => language), ...LATIN_LANGUAGES])];
  }
  return ranked.filter(([, score]) => score >= best - 1.5 && score > 0).map(([language]) => language);
}
