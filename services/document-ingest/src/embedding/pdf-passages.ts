import { chunkPages, OVERLAP_SENTENCES, PASSAGE_TOKENS } from '../chunking/chunker';
import { extractPdfPages, type PdfTextOptions } from '../extraction/pdf-text';
import type { IndexedChunk } from '../retrieval/chunk-index.port';
import type { TextEmbedder } from './text-embedder.port';

/** A PDF read into passages with their vectors, ready for `ChunkIndex.putFile`. */
export interface PdfPassages {
  readonly pageCount: number;
  readonly chunks: IndexedChunk[];
}

/**
 * The whole CPU work of an upload: the PDF's page text (refusals as `PdfRefusedError`), its passages and their
 * vectors. `ThreadedEmbedder.pdfPassages` runs it on the model's thread.
 */
export async function readPdfPassages(
  pdf: Uint8Array,
  options: PdfTextOptions,
  model: { readonly embedder: TextEmbedder; readonly countTokens: (text: string) => number },
): Promise<PdfPassages> {
  const pages = await extractPdfPages(pdf, options);
  const chunks = chunkPages(pages, {
    maxTokens: PASSAGE_TOKENS,
    overlapSentences: OVERLAP_SENTENCES,
    countTokens: model.countTokens,
  });
  const vectors = await model.embedder.embed(chunks.map((chunk) => chunk.text));
  return { pageCount: pages.length, chunks: chunks.map((chunk, i) => ({ ...chunk, vector: vectors[i] })) };
}
