import { STOP_WORDS } from './stop-words';

/**
 * Keyword tokens of a text, the same for indexing and querying and for both chunk indexes (BM25 in the embedded
 * index, the sparse vector in Qdrant). Words come from `Intl.Segmenter`, so Chinese, Japanese and Thai, written
 * without spaces, are split into words too; letter case and diacritics are folded; identifiers written with
 * connectors (`ISO-27001`, `27001:2022`, `user_id`) and section numbers (`§ 14`) are kept whole besides their
 * parts.
 */

/**
 * Bumped whenever `keywordTokens` or `termHash` changes what they give for a text: keywords stored under another
 * version are computed again from the chunk's text (embedded index), or need the file put again (Qdrant).
 */
export const KEYWORD_TOKENS_VERSION = 1;

const segmenter = new Intl.Segmenter('und', { granularity: 'word' });

/** Characters that join the parts of one identifier when nothing else stands between them. */
const CONNECTORS = new Set(['-', '/', '.', ':', '_', '‐', '‑', '–']);
const SECTION_SIGNS = /^§+$/;
/** Accents of Latin, Greek and Cyrillic letters, Arabic short vowels, hamza and madda marks, and the tatweel. */
const FOLDED_MARKS = /[\u0300-\u036f\u064b-\u065f\u0670\u0640]/g;
const ARABIC_LETTER_VARIANTS: Record<string, string> = { ى: 'ي', ة: 'ه' };
/** Scripts written without spaces whose words the segmenter may cut differently in a query and in a document. */
const BIGRAM_SCRIPTS = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]{3,}$/u;
const HAS_DIGIT = /\p{Nd}/u;
const HAS_LETTER_OR_SIGN = /[\p{L}§\-/.:_]/u;

/** Lower case, compatibility forms (full-width, ligatures) and diacritics folded, Arabic-Indic digits as ASCII. */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(FOLDED_MARKS, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[ىة]/g, (letter) => ARABIC_LETTER_VARIANTS[letter] ?? letter)
    .replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => String((digit.charCodeAt(0) & 0xf) % 10));
}

/** Every keyword token of `text`, in order, repeated as often as it occurs (term frequencies count). */
export function keywordTokens(text: string): string[] {
  const tokens: string[] = [];
  let compound: string[] = [];
  let pendingConnector: string | null = null;
  let pendingSection: string | null = null;

  const closeCompound = () => {
    if (compound.length > 2) tokens.push(compound.join(''));
    compound = [];
    pendingConnector = null;
  };

  for (const { segment, isWordLike } of segmenter.segment(foldText(text))) {
    if (isWordLike) {
      if (compound.length > 0 && pendingConnector === null) closeCompound();
      if (pendingConnector !== null) compound.push(pendingConnector);
      compound.push(segment);
      pendingConnector = null;
      tokens.push(segment);
      if (BIGRAM_SCRIPTS.test(segment)) {
        const chars = [...segment];
        for (let i = 0; i + 1 < chars.length; i++) tokens.push(chars[i]! + chars[i + 1]!);
      }
      if (pendingSection !== null && HAS_DIGIT.test(segment[0] ?? '')) tokens.push(`§${segment}`);
      pendingSection = null;
      continue;
    }
    if (CONNECTORS.has(segment) && compound.length > 0 && pendingConnector === null) {
      pendingConnector = segment;
      continue;
    }
    closeCompound();
    if (SECTION_SIGNS.test(segment)) pendingSection = segment;
    else if (segment.trim() !== '') pendingSection = null;
  }
  closeCompound();
  return tokens;
}

/**
 * Whether a token names something exactly (a standard, a section, a version, a year, a part number): it holds a
 * digit and either a letter, a connector or a section sign, or at least three digits. One- and two-digit numbers
 * ("the 3 risks", "top 10") are too common in prose to count.
 */
export function isIdentifier(token: string): boolean {
  if (!HAS_DIGIT.test(token)) return false;
  return HAS_LETTER_OR_SIGN.test(token) || token.length >= 3;
}

/** The distinct identifier tokens of a text. */
export function identifierTokens(text: string): string[] {
  return [...new Set(keywordTokens(text).filter(isIdentifier))];
}

/** A term's number: FNV-1a (32 bits) over its UTF-16 code units; the sparse dimension in Qdrant. */
export function termHash(token: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) {
    hash ^= token.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A text's distinct terms (by hash) with how often each occurs, and how many tokens it has in all. */
export interface TermFrequencies {
  readonly terms: Uint32Array;
  readonly counts: Uint16Array;
  readonly length: number;
}

export function termFrequencies(tokens: readonly string[]): TermFrequencies {
  const counts = new Map<number, number>();
  for (const token of tokens) {
    const hash = termHash(token);
    counts.set(hash, Math.min(0xffff, (counts.get(hash) ?? 0) + 1));
  }
  return {
    terms: Uint32Array.from(counts.keys()),
    counts: Uint16Array.from(counts.values()),
    length: tokens.length,
  };
}

/**
 * The distinct term hashes of a question (each counts once, as in BM25's usual query side), without its function
 * words unless it has nothing else ("to be or not to be"). Given the index's vocabulary (`isKnown`), a long word
 * the chunks do not hold also asks for its longest ending and its longest beginning they do hold: a compound
 * finds its parts ("krankenversichert" the "versichert" of the text; "Wohnheimplatz" a "Wohnheim"), which
 * neither the English sentence model nor exact keywords would match.
 */
export function queryTerms(text: string, isKnown?: (term: number) => boolean): number[] {
  const tokens = keywordTokens(text);
  const content = tokens.filter((token) => !STOP_WORDS.has(token));
  const chosen = content.length > 0 ? content : tokens;
  const terms = new Set(chosen.map(termHash));
  if (isKnown) {
    for (const token of chosen) {
      if (!isKnown(termHash(token))) for (const part of knownParts(token, isKnown)) terms.add(part);
    }
  }
  return [...terms];
}

/** Parts of a word at least this long are looked for; shorter ones would match too much by chance. */
const MIN_PART_LENGTH = 5;
const COMPOUND_CANDIDATE = /^\p{L}{8,}$/u;

function knownParts(token: string, isKnown: (term: number) => boolean): number[] {
  if (!COMPOUND_CANDIDATE.test(token)) return [];
  const parts: number[] = [];
  for (let cut = 3; cut <= token.length - MIN_PART_LENGTH; cut++) {
    const ending = termHash(token.slice(cut));
    if (isKnown(ending)) {
      parts.push(ending);
      break;
    }
  }
  for (let end = token.length - 3; end >= MIN_PART_LENGTH; end--) {
    const beginning = termHash(token.slice(0, end));
    if (isKnown(beginning)) {
      parts.push(beginning);
      break;
    }
  }
  return parts;
}
