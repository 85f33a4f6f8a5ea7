import type { DocumentChunk } from '../chunking/chunk';

/** A chunk with its vector, as stored for one user and file. */
export interface IndexedChunk extends DocumentChunk {
  readonly vector: Float32Array;
}

export interface ChunkQuery {
  /** The question as typed: drives keyword (BM25) relevance. */
  readonly text: string;
  /** The question's vector, from the same model as the stored chunks. */
  readonly vector: Float32Array;
  /** The model of `vector`: only chunks indexed under it are searched (vectors of two models never mix). */
  readonly modelId: string;
  /** Only these files of the user; all of them when absent or empty. */
  readonly fileNames?: readonly string[];
  readonly topK: number;
}

export interface ChunkHit {
  readonly fileName: string;
  readonly page: number;
  readonly text: string;
  /** Higher is better; comparable within one answer only (fused ranks). */
  readonly score: number;
}

/**
 * Where a user's chunks are kept and searched (hybrid: dense vectors and BM25 keywords, fused). Every call is scoped
 * to one user: no call can read or change another user's chunks. Two adapters (embedded, Qdrant), one contract suite.
 */
export interface ChunkIndex {
  /** Replaces every chunk of `fileName` for `userId` with `chunks` (idempotent: a retried file is indexed once). */
  putFile(userId: string, fileName: string, modelId: string, chunks: readonly IndexedChunk[]): Promise<void>;
  /** Removes the file's chunks; nothing to remove is fine. */
  deleteFile(userId: string, fileName: string): Promise<void>;
  /** Removes every chunk of the user; answers how many were removed. */
  deleteUser(userId: string): Promise<number>;
  /** How many chunks of the user's file are indexed under `modelId` (0 when none or another model's). */
  countFile(userId: string, fileName: string, modelId: string): Promise<number>;
  search(userId: string, query: ChunkQuery): Promise<ChunkHit[]>;
  close(): Promise<void>;
}

export const CHUNK_INDEX = Symbol('ChunkIndex');
