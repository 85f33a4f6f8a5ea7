import { AppException } from '@site/platform';

export enum ChunkIndexErrorCode {
  /** The index cannot be reached or failed on its side (Qdrant down, 5xx, timeout). */
  Unavailable = 'CHUNK_INDEX_UNAVAILABLE',
  /** The index refused what we sent (a bug of ours, or a collection made for another configuration). */
  Rejected = 'CHUNK_INDEX_REJECTED',
  /** Chunks or a question whose vectors do not fit the index (another length than the model's). */
  InvalidVectors = 'CHUNK_INDEX_INVALID_VECTORS',
}

export class ChunkIndexException extends AppException {
  private constructor(status: number, code: ChunkIndexErrorCode, detail: string, cause?: unknown) {
    super(status, code, detail);
    this.name = 'ChunkIndexException';
    if (cause !== undefined) this.cause = cause;
  }

  static unavailable(what: string, cause?: unknown): ChunkIndexException {
    return new ChunkIndexException(
      503,
      ChunkIndexErrorCode.Unavailable,
      `Document search is unavailable right now (${what}). Try again in a minute.`,
      cause,
    );
  }

  static rejected(what: string, cause?: unknown): ChunkIndexException {
    return new ChunkIndexException(
      500,
      ChunkIndexErrorCode.Rejected,
      `The document index refused a request (${what}).`,
      cause,
    );
  }

  static invalidVectors(what: string): ChunkIndexException {
    return new ChunkIndexException(500, ChunkIndexErrorCode.InvalidVectors, `Vectors do not fit: ${what}.`);
  }
}
