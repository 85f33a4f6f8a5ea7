import { isSubstringScript, normalizeText, withoutArticle, wordVariants } from './text-normalizer';

/** What a term names: a concept kind and the concept's id (a field, an ISO country code, a cue name…). */
export interface TermTag {
  readonly kind: string;
  readonly id: string;
  /** An English term added to another language's vocabulary (students mix English names into any language). */
  readonly borrowed?: boolean;
  /** A region inside a country ("Bavaria", "Algarve"): it names the country, but refusing it refuses no country. */
  readonly part?: boolean;
}

/** A term found in a text: its tag and where it stands in the normalized text (character offsets). */
export interface Mention extends TermTag {
  readonly start: number;
  readonly end: number;
}

interface WordTerm extends TermTag {
  readonly words: readonly string[];
  /** The last word matches any word that starts with it. */
  readonly prefixLast: boolean;
  /** The term itself holds a full stop ("b.a. in"): its words may be matched across one. */
  readonly dotted: boolean;
}

interface SubstringTerm extends TermTag {
  readonly text: string;
}

export interface Token {
  readonly word: string;
  readonly start: number;
  readonly end: number;
}

const WORDS = /[\p{L}\p{N}]+/gu;
const PREFIX_HEAD = 3;
const NONE: readonly WordTerm[] = [];
/**
 * Misspellings are forgiven in words of this length or more, one letter off ("pyschology", "enginering",
 * "Portugual"), the first letter right: shorter words are too often other real words one letter away.
 */
const FUZZY_MIN_LENGTH = 7;
const FUZZY_WORD = /^[a-z]+$/;
/** A shortened word ("Wirtschaftsinfo") is looked up by its first letters among field terms this long. */
const ABBREVIATION_HEAD = 6;
const ABBREVIATED_MIN_TERM = 9;
/** The kinds of concept a misspelt word may name. */
const FUZZY_KINDS = new Set(['field', 'country', 'nationality', 'language', 'degree', 'region']);

/** The word with each one letter left out, once each. */
function deletions(word: string): string[] {
  const out = new Set<string>();
  for (let at = 0; at < word.length; at += 1) out.add(word.slice(0, at) + word.slice(at + 1));
  return [...out];
}

/** Whether two words are at most one edit apart (insertion, deletion, substitution or adjacent swap). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true; // substitution
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2); // swap
  }
  const [longer, shorter] = a.length > b.length ? [a, b] : [b, a];
  return longer.slice(i + 1) === shorter.slice(i);
}

function mentionOf(term: TermTag, start: number, end: number): Mention {
  return {
    kind: term.kind,
    id: term.id,
    start,
    end,
    ...(term.borrowed ? { borrowed: true } : {}),
    ...(term.part ? { part: true } : {}),
  };
}

export function tokenize(normalized: string): Token[] {
  const tokens: Token[] = [];
  for (const match of normalized.matchAll(WORDS)) {
    tokens.push({ word: match[0], start: match.index, end: match.index + match[0].length });
  }
  return tokens;
}

/**
 * Finds every term of a vocabulary in a text in one pass over its words (word terms, indexed by their first
 * word) plus one substring search per Chinese, Korean or Arabic term. Built once per language at start-up.
 */
export class TermMatcher {
  private readonly byFirstWord = new Map<string, WordTerm[]>();
  /** One-word prefix terms ("informati*") by their first PREFIX_HEAD characters; shorter ones in a list. */
  private readonly prefixByHead = new Map<string, WordTerm[]>();
  private readonly shortPrefixes: WordTerm[] = [];
  private readonly substrings: SubstringTerm[] = [];
  /** The substring terms' positions in `substrings`, by their first character. */
  private readonly substringsByFirst = new Map<string, number[]>();
  /** One-word terms of FUZZY_KINDS by themselves and by each of their one-letter deletions. */
  private readonly fuzzy = new Map<string, WordTerm[]>();
  /** Long one-word field terms by their first letters, for shortened words ("Wirtschaftsinfo"). */
  private readonly heads = new Map<string, WordTerm[]>();
  /** Field terms in Chinese and Korean, for a name written with one character wrong ("游戏设记"). */
  private readonly scriptFields: SubstringTerm[] = [];
  private readonly seen = new Set<string>();

  add(term: string, tag: TermTag): void {
    const trimmed = term.trim();
    if (trimmed.length === 0) return;
    const prefixLast = trimmed.endsWith('*');
    const normalized = normalizeText(prefixLast ? trimmed.slice(0, -1) : trimmed).trim();
    if (normalized.length === 0) return;
    const key = `${tag.kind}|${tag.id}|${normalized}|${prefixLast}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);

    if (isSubstringScript(normalized)) {
      const term = { ...tag, text: normalized.replace(/\s+/g, ' ') };
      const first = term.text[0]!;
      this.substringsByFirst.set(first, [
        ...(this.substringsByFirst.get(first) ?? []),
        this.substrings.length,
      ]);
      this.substrings.push(term);
      if (tag.kind === 'field' && [...term.text].length >= 3) this.scriptFields.push(term);
      return;
    }
    const words = tokenize(normalized).map((token) => withoutArticle(token.word));
    if (words.length === 0) return;
    const entry: WordTerm = { ...tag, words, prefixLast, dotted: normalized.includes('.') };
    if (prefixLast && words.length === 1) {
      const word = words[0]!;
      if (word.length < PREFIX_HEAD) {
        this.shortPrefixes.push(entry);
        return;
      }
      const head = word.slice(0, PREFIX_HEAD);
      this.prefixByHead.set(head, [...(this.prefixByHead.get(head) ?? []), entry]);
      return;
    }
    const list = this.byFirstWord.get(words[0]!) ?? [];
    list.push(entry);
    this.byFirstWord.set(words[0]!, list);
    const word = words[0]!;
    const fuzzyTerm = !tag.borrowed && FUZZY_KINDS.has(tag.kind) && word.length >= FUZZY_MIN_LENGTH;
    if (words.length === 1 && !prefixLast && fuzzyTerm) {
      if (FUZZY_WORD.test(word)) {
        for (const key of [word, ...deletions(word)]) {
          this.fuzzy.set(key, [...(this.fuzzy.get(key) ?? []), entry]);
        }
        if (tag.kind === 'field' && word.length >= ABBREVIATED_MIN_TERM) {
          const head = word.slice(0, ABBREVIATION_HEAD);
          this.heads.set(head, [...(this.heads.get(head) ?? []), entry]);
        }
      }
    }
  }

  addAll(terms: readonly string[], tag: TermTag): void {
    for (const term of terms) this.add(term, tag);
  }

  /** Every mention of every term, overlapping ones included; `normalized` comes from `normalizeText`. */
  find(normalized: string, tokens: readonly Token[] = tokenize(normalized)): Mention[] {
    const mentions: Mention[] = [];
    const variants = tokens.map((token) => wordVariants(token.word));
    tokens.forEach((token, index) => {
      const forms = variants[index]!;
      // most words have one form (only Arabic words have several): no set needed for them
      const candidates =
        forms.length === 1
          ? (this.byFirstWord.get(forms[0]!) ?? [])
          : new Set(forms.flatMap((variant) => this.byFirstWord.get(variant) ?? []));
      for (const term of candidates) {
        const end = this.matchWords(term, normalized, tokens, variants, index);
        if (end !== undefined) mentions.push(mentionOf(term, token.start, end));
      }
      for (const term of this.prefixTermsOf(forms)) {
        mentions.push(mentionOf(term, token.start, token.end));
      }
    });
    // Chinese and Korean terms (and the cities' names in them) can only occur in a text written in those scripts
    if (isSubstringScript(normalized)) mentions.push(...this.substringMentions(normalized));
    return [...mentions, ...this.misspelt(tokens, mentions)];
  }

  /**
   * Each substring term where it occurs, in the order of the terms, then of the text; a term's occurrences do not
   * overlap. One look-up per character of the text instead of one search per term (thousands in Chinese).
   */
  private substringMentions(normalized: string): Mention[] {
    const hits: { term: number; from: number }[] = [];
    for (let from = 0; from < normalized.length; from += 1) {
      for (const term of this.substringsByFirst.get(normalized[from]!) ?? []) {
        if (normalized.startsWith(this.substrings[term]!.text, from)) hits.push({ term, from });
      }
    }
    hits.sort((a, b) => a.term - b.term || a.from - b.from);
    const mentions: Mention[] = [];
    let previous = { term: -1, end: 0 };
    for (const { term, from } of hits) {
      if (term === previous.term && from < previous.end) continue;
      const found = this.substrings[term]!;
      mentions.push(mentionOf(found, from, from + found.text.length));
      previous = { term, end: from + found.text.length };
    }
    return mentions;
  }

  /** Words no term explains that are one letter off a known one-word term ("pyschology"): that term. */
  private misspelt(tokens: readonly Token[], found: readonly Mention[]): Mention[] {
    const mentions: Mention[] = [];
    for (const token of tokens) {
      const { word } = token;
      if (word.length < FUZZY_MIN_LENGTH || !FUZZY_WORD.test(word)) continue;
      if (found.some((m) => m.start < token.end && m.end > token.start)) continue;
      const candidates = new Set([word, ...deletions(word)].flatMap((key) => this.fuzzy.get(key) ?? []));
      const close = [...candidates].filter(
        (t) => t.words[0]![0] === word[0] && withinOneEdit(t.words[0]!, word),
      );
      const term = close[0] ?? this.abbreviated(word);
      if (!term) continue;
      // the same word under each of its kinds: "portugese" is the language and the nationality
      const kinds = close.filter((t) => t.words[0] === term.words[0] && t.kind !== term.kind);
      for (const t of [term, ...kinds]) mentions.push(mentionOf(t, token.start, token.end));
    }
    return mentions;
  }

  /** The one field a word shortens, when it is most of a long field term ("wirtschaftsinfo"). */
  private abbreviated(word: string): WordTerm | undefined {
    const shortened = (this.heads.get(word.slice(0, ABBREVIATION_HEAD)) ?? []).filter(
      (t) => word.length >= 8 && t.words[0]!.startsWith(word) && word.length >= t.words[0]!.length * 0.65,
    );
    return new Set(shortened.map((t) => t.id)).size === 1 ? shortened[0] : undefined;
  }

  /**
   * A field term of Chinese or Korean that a piece of text writes with one character wrong ("游戏设记" for
   * 游戏设计), for words no term explains.
   */
  fieldNear(piece: string): TermTag | undefined {
    const chars = [...piece];
    for (const term of this.scriptFields) {
      const wanted = [...term.text];
      for (let at = 0; at + wanted.length <= chars.length; at += 1) {
        let wrong = 0;
        for (let i = 0; i < wanted.length && wrong <= 1; i += 1) if (chars[at + i] !== wanted[i]) wrong += 1;
        if (wrong === 1) return term;
      }
    }
    return undefined;
  }

  private prefixTermsOf(forms: readonly string[]): readonly WordTerm[] {
    let found: WordTerm[] | undefined;
    for (const form of forms) {
      for (const list of [this.prefixByHead.get(form.slice(0, PREFIX_HEAD)), this.shortPrefixes]) {
        for (const term of list ?? []) {
          if (form.startsWith(term.words[0]!) && !found?.includes(term)) (found ??= []).push(term);
        }
      }
    }
    return found ?? NONE;
  }

  private matchWords(
    term: WordTerm,
    normalized: string,
    tokens: readonly Token[],
    variants: readonly string[][],
    index: number,
  ): number | undefined {
    const last = term.words.length - 1;
    for (let i = 0; i <= last; i += 1) {
      const forms = variants[index + i];
      if (!forms) return undefined;
      if (i > 0 && endsSentence(normalized, tokens[index + i - 1]!, tokens[index + i]!, term.dotted)) {
        return undefined;
      }
      const word = term.words[i]!;
      const prefix = i === last && term.prefixLast;
      if (!forms.some((form) => (prefix ? form.startsWith(word) : form === word))) return undefined;
    }
    return tokens[index + last]!.end;
  }
}

/** Shorter words before a full stop are abbreviations ("B.A. in", "MSc. in"), longer ones end a sentence. */
const ABBREVIATION_MAX = 3;

/**
 * Whether a sentence ends between two words ("… (Bachelor). In den Niederlanden"): a term's words do not reach
 * across it.
 */
function endsSentence(normalized: string, before: Token, after: Token, dotted: boolean): boolean {
  const gap = normalized.slice(before.end, after.start);
  if (/[!?;。！？；]/.test(gap)) return true;
  return !dotted && gap.includes('.') && before.word.length > ABBREVIATION_MAX;
}

/**
 * The longest mentions that do not overlap, in text order: "computer science" wins over "science", and
 * "international law" over "international". Mentions of exactly the same words stay together ("german" the
 * language and "german" the nationality) for the cues around them to decide.
 */
export function longestNonOverlapping(mentions: readonly Mention[]): Mention[] {
  const byLength = [...mentions].sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  const chosen: Mention[] = [];
  for (const mention of byLength) {
    const fits = chosen.every(
      (other) =>
        mention.end <= other.start ||
        mention.start >= other.end ||
        (mention.start === other.start && mention.end === other.end), // one word, two meanings: keep both
    );
    if (fits) chosen.push(mention);
  }
  return chosen.sort((a, b) => a.start - b.start);
}
