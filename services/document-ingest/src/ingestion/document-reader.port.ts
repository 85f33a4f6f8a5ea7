import type { PdfRefusal } from '../extraction/pdf-text.port';
import type { IndexedChunk } from '../retrieval/chunk-index.port';

export interface ReadOptions {
  readonly maxPages: number;
  /** Aborts the reading (the document was deleted meanwhile): `read` then fails with `ReadingStopped`. */
  readonly signal: AbortSignal;
  /** Longer than this, the document is refused with `PROCESSING_TIMEOUT`. */
  readonly timeLimitMs: number;
  /** Called as pages are read and embedded. */
  readonly onProgress: (progress: { pages: number; pagesDone: number }) => void;
}

export type ReadOutcome =
  | { readonly ok: true; readonly pages: number; readonly chunks: IndexedChunk[] }
  | { readonly ok: false; readonly reason: PdfRefusal };

/**
 * Turns a PDF into embedded chunks (text per page, chunks, vectors) and questions into vectors of the same model,
 * off the HTTP thread.
 */
export interface DocumentReader {
  readonly modelId: string;
  read(pdf: Uint8Array, options: ReadOptions): Promise<ReadOutcome>;
  embedQuery(text: string): Promise<Float32Array>;
  close(): Promise<void>;
}

export const DOCUMENT_READER = Symbol('DocumentReader');
