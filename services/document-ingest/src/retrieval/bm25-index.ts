import type { TermFrequencies } from './keyword-tokens';

/** BM25's term saturation and length normalisation, the same in both chunk indexes. */
export const BM25_K1 = 1.2;
export const BM25_B = 0.75;

/** A term's weight in one document: saturated term frequency, normalised by the document's length. */
export function bm25TermWeight(frequency: number, length: number, averageLength: number): number {
  const norm = BM25_K1 * (1 - BM25_B + (BM25_B * length) / averageLength);
  return (frequency * (BM25_K1 + 1)) / (frequency + norm);
}

/** Inverse document frequency as Qdrant's `idf` modifier computes it: ln(1 + (N − n + 0.5) / (n + 0.5)). */
export function inverseDocumentFrequency(documents: number, withTerm: number): number {
  return Math.log(1 + (documents - withTerm + 0.5) / (withTerm + 0.5));
}

/**
 * BM25 over one user's chunks, in typed arrays: per term, the chunks holding it and their precomputed term
 * weights (compressed sparse rows). A question adds up a few postings lists into one score array, so a search over
 * 20,000 chunks costs about a millisecond; MiniSearch, which builds a result object per matching chunk, took tens
 * of milliseconds for questions with common words (ADR 23).
 */
export class Bm25Index {
  private readonly termIds = new Map<number, number>();
  private readonly start: Int32Array;
  private readonly chunks: Int32Array;
  private readonly weights: Float32Array;
  private readonly idf: Float32Array;
  private readonly scores: Float64Array;

  constructor(documents: readonly TermFrequencies[]) {
    const frequencies: number[] = [];
    let postings = 0;
    let totalLength = 0;
    for (const document of documents) {
      totalLength += document.length;
      for (const term of document.terms) {
        let id = this.termIds.get(term);
        if (id === undefined) {
          id = frequencies.length;
          this.termIds.set(term, id);
          frequencies.push(0);
        }
        frequencies[id]! += 1;
        postings += 1;
      }
    }
    const averageLength = documents.length > 0 ? Math.max(1, totalLength / documents.length) : 1;
    this.start = new Int32Array(frequencies.length + 1);
    frequencies.forEach((count, id) => (this.start[id + 1] = this.start[id]! + count));
    this.chunks = new Int32Array(postings);
    this.weights = new Float32Array(postings);
    const next = this.start.slice(0, frequencies.length);
    documents.forEach((document, position) => {
      document.terms.forEach((term, j) => {
        const at = next[this.termIds.get(term)!]!++;
        this.chunks[at] = position;
        this.weights[at] = bm25TermWeight(document.counts[j]!, document.length, averageLength);
      });
    });
    this.idf = Float32Array.from(frequencies, (n) => inverseDocumentFrequency(documents.length, n));
    this.scores = new Float64Array(documents.length);
  }

  /** Whether any chunk holds the term. */
  has(term: number): boolean {
    return this.termIds.has(term);
  }

  /** Positions of the `limit` best chunks holding any of the terms, best first (ties: earlier position first). */
  search(terms: readonly number[], allowed: (position: number) => boolean, limit: number): number[] {
    const touched: number[] = [];
    for (const term of terms) {
      const id = this.termIds.get(term);
      if (id === undefined) continue;
      const idf = this.idf[id]!;
      for (let at = this.start[id]!, end = this.start[id + 1]!; at < end; at++) {
        const position = this.chunks[at]!;
        if (this.scores[position] === 0) touched.push(position);
        this.scores[position] += idf * this.weights[at]!;
      }
    }
    const best = topPositions(touched, (position) => this.scores[position]!, allowed, limit);
    for (const position of touched) this.scores[position] = 0;
    return best;
  }
}

/**
 * The `limit` positions with the highest scores among `positions` (a list, or a count: every position below it),
 * highest first, ties by position. Keeps a sorted list of the best so far: most positions fall below its weakest
 * and cost one comparison (before `allowed` is asked).
 */
export function topPositions(
  positions: Iterable<number> | number,
  scoreOf: (position: number) => number,
  allowed: (position: number) => boolean,
  limit: number,
): number[] {
  const best: { position: number; score: number }[] = [];
  if (limit <= 0) return [];
  const consider = (position: number) => {
    const score = scoreOf(position);
    const weakest = best[best.length - 1];
    if (best.length === limit && weakest && !beats(score, position, weakest)) return;
    if (!allowed(position)) return;
    let at = best.length;
    while (at > 0 && beats(score, position, best[at - 1]!)) at -= 1;
    best.splice(at, 0, { position, score });
    if (best.length > limit) best.pop();
  };
  if (typeof positions === 'number')
    for (let position = 0; position < positions; position++) consider(position);
  else for (const position of positions) consider(position);
  return best.map(({ position }) => position);
}

function beats(score: number, position: number, other: { position: number; score: number }): boolean {
  return score > other.score || (score === other.score && position < other.position);
}
