import type { PdfPage } from '../extraction/pdf-text.port';
import type { DocumentChunk } from './chunk';

export interface ChunkingOptions {
  /** Most tokens in one chunk, as `countTokens` counts them; below the model's window, so nothing is cut off. */
  readonly maxTokens: number;
  /** The last sentences of a chunk that open the next one too, so a fact at a cut keeps its context. */
  readonly overlapSentences: number;
  /** Tokens of a text (the model's tokenizer, without its special tokens); must add up over adjoining texts. */
  readonly countTokens: (text: string) => number;
}

/** A sentence (or a piece of an overlong one) at its place in the document. */
interface Unit {
  readonly text: string;
  readonly tokens: number;
  readonly page: number;
  readonly lastPage: number;
}

/**
 * Cuts a document's pages into passages of whole sentences of at most `maxTokens` tokens, in order. Sentences come
 * from `Intl.Segmenter` (Unicode sentence boundaries: also languages without spaces, such as Chinese). A passage
 * keeps to the page it cites: only a sentence that starts on it and ends on the next takes it over the page break.
 * A sentence longer than a passage is cut between words. Empty pages give nothing.
 */
export function chunkPages(pages: readonly PdfPage[], options: ChunkingOptions): DocumentChunk[] {
  const units = sentenceUnits(pages, options);
  // overlap only with sentences that leave most of the next passage for new text
  const overlapBudget = Math.floor(options.maxTokens / 3);
  const chunks: DocumentChunk[] = [];
  let current: Unit[] = [];
  let tokens = 0;
  let newUnits = 0;
  const flush = () => {
    if (newUnits === 0) return;
    chunks.push({
      index: chunks.length,
      page: current[0].page,
      lastPage: current[current.length - 1].lastPage,
      text: current.map((unit) => unit.text).reduce(joinText),
    });
    const overlap: Unit[] = [];
    let overlapTokens = 0;
    for (let i = current.length - 1; i >= 0 && overlap.length < options.overlapSentences; i -= 1) {
      if (overlapTokens + current[i].tokens > overlapBudget) break;
      overlap.unshift(current[i]);
      overlapTokens += current[i].tokens;
    }
    current = overlap;
    tokens = overlapTokens;
    newUnits = 0;
  };
  for (const unit of units) {
    if (current.length > 0 && unit.page !== current[current.length - 1].page) {
      // a passage cites one page: a new page starts a new passage, without repeating the last page's sentences
      flush();
      current = [];
      tokens = 0;
    }
    if (tokens + unit.tokens > options.maxTokens) flush();
    // the overlap gives way when it and the sentence do not fit together
    while (current.length > 0 && tokens + unit.tokens > options.maxTokens) tokens -= current.shift()!.tokens;
    current.push(unit);
    tokens += unit.tokens;
    newUnits += 1;
  }
  flush();
  return chunks;
}

/** Chinese and Japanese put no space between sentences or words; other scripts do. */
const WITHOUT_SPACES = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef]/u;

function joinText(before: string, after: string): string {
  const separator =
    WITHOUT_SPACES.test(before.at(-1) ?? '') && WITHOUT_SPACES.test(after[0] ?? '') ? '' : ' ';
  return before + separator + after;
}

/** Characters segmented at once; see `sentencesOf`. */
const SEGMENT_WINDOW = 16_384;

/**
 * The sentences of a text with their offsets, as `Intl.Segmenter` finds them in the whole text, but segmented a
 * window at a time: V8's sentence segmenter slows down far more than linearly on long strings (2,000 sentences at
 * once took 2.7 s, in pieces of 25 sentences 19 ms). Each window ends at the start of its last sentence, which may
 * have been cut by the window's end and is segmented again with the next window; sentence boundaries depend only on
 * the characters around them, so the sentences are the same.
 */
export function* sentencesOf(text: string): Generator<{ segment: string; index: number }> {
  const segmenter = new Intl.Segmenter(undefined, { granularity: 'sentence' });
  let start = 0;
  let window = SEGMENT_WINDOW;
  while (start < text.length) {
    const end = Math.min(text.length, start + window);
    const found = [...segmenter.segment(text.slice(start, end))];
    if (end === text.length) {
      for (const { segment, index } of found) yield { segment, index: start + index };
      return;
    }
    if (found.length < 2) {
      window *= 2; // one sentence longer than the window: look further
      continue;
    }
    for (const { segment, index } of found.slice(0, -1)) yield { segment, index: start + index };
    start += found.at(-1)!.index;
    window = SEGMENT_WINDOW;
  }
}

function sentenceUnits(pages: readonly PdfPage[], options: ChunkingOptions): Unit[] {
  const units: Unit[] = [];
  // a sentence may run over a page break: segment the whole text, remembering where each page begins
  const texts = pages.filter((page) => page.text.trim() !== '');
  const starts: number[] = [];
  let whole = '';
  for (const page of texts) {
    const text = page.text.trim();
    whole = whole === '' ? text : joinText(whole, text);
    starts.push(whole.length - text.length);
  }
  const pageAt = (offset: number) => {
    let i = 0;
    while (i + 1 < starts.length && starts[i + 1] <= offset) i += 1;
    return texts[i].page;
  };
  for (const { segment, index } of sentencesOf(whole)) {
    const text = segment.trim();
    if (text === '') continue;
    const start = index + segment.indexOf(text);
    const tokens = options.countTokens(text);
    const pieces =
      tokens <= options.maxTokens ? [{ start, text, tokens }] : splitBetweenWords(text, start, options);
    for (const piece of pieces) {
      units.push({
        ...piece,
        page: pageAt(piece.start),
        lastPage: pageAt(piece.start + piece.text.length - 1),
      });
    }
  }
  return units;
}

interface Piece {
  readonly start: number;
  readonly text: string;
  readonly tokens: number;
}

/** Pieces of an overlong sentence (a list or table without full stops, too), each at most `maxTokens`. */
function splitBetweenWords(sentence: string, sentenceStart: number, options: ChunkingOptions): Piece[] {
  const words = new Intl.Segmenter(undefined, { granularity: 'word' });
  const pieces: Piece[] = [];
  let start = 0;
  let end = 0;
  let tokens = 0;
  const push = () => {
    const raw = sentence.slice(start, end);
    const text = raw.trim();
    if (text !== '') pieces.push({ start: sentenceStart + start + raw.indexOf(text), text, tokens });
  };
  for (const { segment, index } of words.segment(sentence)) {
    const segmentTokens = options.countTokens(segment);
    if (tokens + segmentTokens > options.maxTokens && sentence.slice(start, index).trim() !== '') {
      push();
      start = index;
      tokens = 0;
    }
    end = index + segment.length;
    tokens += segmentTokens;
  }
  push();
  return pieces;
}

/** Passages of at most 200 word pieces: the model's window is 256 with [CLS] and [SEP], the rest is slack. */
export const PASSAGE_TOKENS = 200;
/** One sentence repeated at the start of the next passage. */
export const OVERLAP_SENTENCES = 1;
