import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { DenseVectors, SIMD_MIN_CHUNKS } from './dense-scan';

const rowsOf = (vectors: number[][]) =>
  vectors.map((vector) => new Uint8Array(Float32Array.from(vector).buffer));

function cosine(a: number[], b: number[]): number {
  const dot = a.reduce((sum, value, i) => sum + value * b[i]!, 0);
  const norm = (v: number[]) => Math.sqrt(v.reduce((sum, value) => sum + value * value, 0));
  return norm(a) === 0 || norm(b) === 0 ? 0 : dot / (norm(a) * norm(b));
}

/** The expected order, computed the slow and obvious way. */
function bruteForce(
  vectors: number[][],
  query: number[],
  limit: number,
  allowed = (_: number) => true,
): number[] {
  return vectors
    .map((vector, position) => ({ position, score: cosine(vector, query) }))
    .filter(({ position }) => allowed(position))
    .sort((a, b) => b.score - a.score || a.position - b.position)
    .slice(0, limit)
    .map(({ position }) => position);
}

describe('DenseVectors', () => {
  // 4n + 3 rows: the four-at-a-time pass and the remainder both count
  const seeded = (seed: number) => () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31) * 2 - 1;
  const random = seeded(7);
  const dimensions = 13;
  const vectors = Array.from({ length: 39 }, () => Array.from({ length: dimensions }, random));
  const dense = DenseVectors.fromRows(rowsOf(vectors), dimensions);

  it('ranks every row by cosine, as the brute force does', () => {
    for (let q = 0; q < 20; q++) {
      const query = Array.from({ length: dimensions }, random);
      expect(dense.nearest(Float32Array.from(query), 10)).toEqual(bruteForce(vectors, query, 10));
    }
  });

  it('is insensitive to the length of the vectors', () => {
    const scaled = DenseVectors.fromRows(
      rowsOf(vectors.map((vector, i) => vector.map((value) => value * (i + 1) * 3))),
      dimensions,
    );
    const query = Array.from({ length: dimensions }, random);
    expect(scaled.nearest(Float32Array.from(query.map((v) => v * 0.01)), 39)).toEqual(
      bruteForce(vectors, query, 39),
    );
  });

  it('answers only among allowed positions', () => {
    const allowed = (position: number) => position % 3 === 1;
    const query = Array.from({ length: dimensions }, random);
    const found = dense.nearest(Float32Array.from(query), 5, allowed);
    expect(found).toEqual(bruteForce(vectors, query, 5, allowed));
    expect(found).toHaveLength(5);
  });

  it('finds nothing for a zero question, and never ranks a zero row above a similar one', () => {
    expect(dense.nearest(new Float32Array(dimensions), 5)).toEqual([]);
    const withZero = DenseVectors.fromRows(
      rowsOf([
        [0, 0],
        [1, 0],
        [0.9, 0.1],
        [0, 0],
        [-1, 0],
      ]),
      2,
    );
    expect(withZero.nearest(Float32Array.from([1, 0]), 5)).toEqual([1, 2, 0, 3, 4]);
  });

  describe('with many chunks, in the WebAssembly SIMD kernel', () => {
    const manyDimensions = 30; // not a multiple of four: rows and question are padded
    const many = Array.from({ length: SIMD_MIN_CHUNKS + 3 }, () =>
      Array.from({ length: manyDimensions }, random),
    );
    const simd = DenseVectors.fromRows(rowsOf(many), manyDimensions);
    const plain = DenseVectors.fromRows(rowsOf(many.slice(0, SIMD_MIN_CHUNKS - 1)), manyDimensions);

    it('ranks as the brute force does, filtered or not', () => {
      expect(simd.usesSimd).toBe(true);
      expect(plain.usesSimd).toBe(false);
      for (let q = 0; q < 5; q++) {
        const query = Array.from({ length: manyDimensions }, random);
        expect(simd.nearest(Float32Array.from(query), 20)).toEqual(bruteForce(many, query, 20));
        const even = (position: number) => position % 2 === 0;
        expect(simd.nearest(Float32Array.from(query), 7, even)).toEqual(bruteForce(many, query, 7, even));
      }
    });
  });

  it('runs the compiled bytes of dot-products.wat (run scripts/build-dot-products.mjs after changing it)', () => {
    const script = join(__dirname, '..', '..', 'scripts', 'build-dot-products.mjs');
    expect(() => execFileSync(process.execPath, [script, '--check'], { stdio: 'pipe' })).not.toThrow();
  });
});
