import { topPositions } from './bm25-index';
import { DOT_PRODUCTS_WASM } from './wasm/dot-products-wasm';

/**
 * Below this many chunks a user's vectors are scanned in JavaScript (20,000 take about 8 ms there, under 1.5 ms in
 * WebAssembly SIMD; 2,000 under a millisecond either way). Each WebAssembly memory reserves gigabytes of address
 * space, of which a process has about a terabyte: only users with many chunks get one.
 */
export const SIMD_MIN_CHUNKS = 2000;

const WASM_PAGE_BYTES = 65_536;

/** Node's WebAssembly global, typed here: the project's libraries (no DOM) leave it out. */
interface WebAssemblyApi {
  readonly Module: new (bytes: Uint8Array) => object;
  readonly Instance: new (module: object) => { readonly exports: unknown };
}
const { WebAssembly: wasm } = globalThis as unknown as { WebAssembly: WebAssemblyApi };
let dotProductsModule: object | undefined;

interface DotProductsExports {
  readonly memory: { readonly buffer: ArrayBuffer; grow(pages: number): number };
  dotProducts(vectors: number, count: number, stride: number, query: number, out: number): void;
}

/** Where the scan's three arrays live: WebAssembly memory (SIMD kernel) or ordinary typed arrays. */
interface ScanBuffers {
  readonly vectors: Float32Array;
  readonly query: Float32Array;
  readonly scores: Float32Array;
  /** Fills `scores` from `vectors` and `query` in WebAssembly; absent: the JavaScript loop does it. */
  readonly simd?: () => void;
}

/**
 * Exact nearest neighbours by cosine over unit vectors laid side by side, each row padded with zeros to a multiple
 * of four floats. The vectors are normalised once when a user's chunks are loaded and the question is scaled to
 * unit length, so a search is one dot product per chunk; for users with many chunks the products run in a
 * WebAssembly SIMD kernel (`wasm/dot-products.wat`), four floats per instruction.
 */
export class DenseVectors {
  private constructor(
    readonly dimensions: number,
    readonly count: number,
    private readonly stride: number,
    private readonly buffers: ScanBuffers,
  ) {}

  /** Vectors of `dimensions` float32s each (their bytes), normalised to unit length (a zero vector stays zero). */
  static fromRows(rows: readonly Uint8Array[], dimensions: number): DenseVectors {
    const stride = Math.ceil(dimensions / 4) * 4;
    const buffers = (rows.length >= SIMD_MIN_CHUNKS && simdBuffers(rows.length, stride)) || {
      vectors: new Float32Array(rows.length * stride),
      query: new Float32Array(stride),
      scores: new Float32Array(rows.length),
    };
    rows.forEach((row, position) => {
      const offset = position * stride;
      const vector = buffers.vectors.subarray(offset, offset + dimensions);
      vector.set(new Float32Array(row.buffer, row.byteOffset, dimensions));
      let sum = 0;
      for (let d = 0; d < dimensions; d++) sum += vector[d]! * vector[d]!;
      if (sum === 0) return;
      const inverse = 1 / Math.sqrt(sum);
      for (let d = 0; d < dimensions; d++) vector[d]! *= inverse;
    });
    return new DenseVectors(dimensions, rows.length, stride, buffers);
  }

  /** Whether the SIMD kernel scans these vectors (tests, benchmarks). */
  get usesSimd(): boolean {
    return this.buffers.simd !== undefined;
  }

  /**
   * Positions of the `limit` chunks closest to `query` by cosine, closest first (ties: earlier position first).
   * `allowed`, when given, says per position whether the chunk may be an answer.
   */
  nearest(query: Float32Array, limit: number, allowed?: (position: number) => boolean): number[] {
    const { dimensions, buffers } = this;
    let norm = 0;
    for (let d = 0; d < dimensions; d++) norm += query[d]! * query[d]!;
    if (norm === 0 || limit <= 0) return [];
    const inverseNorm = 1 / Math.sqrt(norm);
    for (let d = 0; d < dimensions; d++) buffers.query[d] = query[d]! * inverseNorm;
    if (buffers.simd) buffers.simd();
    else this.scoreInJavaScript();
    const { scores } = buffers;
    return topPositions(this.count, (at) => scores[at]!, allowed ?? everyPosition, limit);
  }

  /** Four chunks per pass over the question: each question value is read once for four products. */
  private scoreInJavaScript(): void {
    const { stride, count } = this;
    const { vectors, query, scores } = this.buffers;
    const groups = count - (count % 4);
    let position = 0;
    for (; position < groups; position += 4) {
      const o0 = position * stride;
      const o1 = o0 + stride;
      const o2 = o1 + stride;
      const o3 = o2 + stride;
      let s0 = 0;
      let s1 = 0;
      let s2 = 0;
      let s3 = 0;
      for (let d = 0; d < stride; d++) {
        const q = query[d]!;
        s0 += vectors[o0 + d]! * q;
        s1 += vectors[o1 + d]! * q;
        s2 += vectors[o2 + d]! * q;
        s3 += vectors[o3 + d]! * q;
      }
      scores[position] = s0;
      scores[position + 1] = s1;
      scores[position + 2] = s2;
      scores[position + 3] = s3;
    }
    for (; position < count; position++) {
      const offset = position * stride;
      let sum = 0;
      for (let d = 0; d < stride; d++) sum += vectors[offset + d]! * query[d]!;
      scores[position] = sum;
    }
  }
}

/** The scan's arrays in a WebAssembly memory of their own, or undefined when one cannot be had. */
function simdBuffers(count: number, stride: number): ScanBuffers | undefined {
  try {
    dotProductsModule ??= new wasm.Module(Buffer.from(DOT_PRODUCTS_WASM, 'base64'));
    const kernel = new wasm.Instance(dotProductsModule).exports as DotProductsExports;
    const vectorBytes = count * stride * 4;
    const queryAt = vectorBytes;
    const scoresAt = queryAt + stride * 4;
    const bytes = scoresAt + count * 4;
    const pages = Math.ceil(bytes / WASM_PAGE_BYTES) - kernel.memory.buffer.byteLength / WASM_PAGE_BYTES;
    if (pages > 0) kernel.memory.grow(pages);
    const { buffer } = kernel.memory; // after growing: growing replaces the buffer
    return {
      vectors: new Float32Array(buffer, 0, count * stride),
      query: new Float32Array(buffer, queryAt, stride),
      scores: new Float32Array(buffer, scoresAt, count),
      simd: () => kernel.dotProducts(0, count, stride, queryAt, scoresAt),
    };
  } catch {
    // no SIMD in this runtime, or no address space left for another memory: the JavaScript scan answers the same
    return undefined;
  }
}

const everyPosition = (): boolean => true;
