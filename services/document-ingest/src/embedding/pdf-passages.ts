import { chunkPages, OVERLAP_SENTENCES, PASSAGE_TOKENS } from '../chunking/chunker';
import { extractPdfPages, ReadingStopped, type PdfTextOptions } from '../extraction/pdf-text';
import type { IndexedChunk } from '../retrieval/chunk-index.port';
import type { TextEmbedder } from './text-embedder.port';

/** A PDF read into passages with their vectors, ready for `ChunkIndex.putFile`. */
export interface PdfPassages {
  readonly pageCount: number;
  readonly chunks: IndexedChunk[];
}

export interface PdfPassagesOptions extends Pick<PdfTextOptions, 'maxPages'> {
  /** Pages whose passages all have their vectors, of all pages; first once the page count is known. */
  readonly onProgress?: (progress: { pages: number; pagesDone: number }) => void;
  /** Asked between pages and between groups of passages: a reason ends the reading with `ReadingStopped`. */
  readonly stopReason?: () => ReadingStopped['why'] | undefined;
}

/**
 * Passages embedded per call: small enough that progress moves and a cancel or time limit is seen within about a
 * second, large enough for the embedder's length-sorted batches of 8.
 */
export const PASSAGES_PER_STEP = 32;

/**
 * The whole CPU work of an upload: the PDF's page text (refusals as `PdfRefusedError`), its passages and their
 * vectors. `ThreadedEmbedder.pdfPassages` runs it on the model's thread.
 */
export async function readPdfPassages(
  pdf: Uint8Array,
  options: PdfPassagesOptions,
  model: { readonly embedder: TextEmbedder; readonly countTokens: (text: string) => number },
): Promise<PdfPassages> {
  const stopIfAsked = () => {
    const why = options.stopReason?.();
    if (why) throw new ReadingStopped(why);
  };
  let announced = false;
  const pages = await extractPdfPages(pdf, {
    maxPages: options.maxPages,
    beforePage: (_page, pageCount) => {
      stopIfAsked();
      if (!announced) options.onProgress?.({ pages: pageCount, pagesDone: 0 });
      announced = true;
    },
  });
  const chunks = chunkPages(pages, {
    maxTokens: PASSAGE_TOKENS,
    overlapSentences: OVERLAP_SENTENCES,
    countTokens: model.countTokens,
  });
  const embedded: IndexedChunk[] = [];
  for (let start = 0; start < chunks.length; start += PASSAGES_PER_STEP) {
    stopIfAsked();
    const step = chunks.slice(start, start + PASSAGES_PER_STEP);
    const vectors = await model.embedder.embed(step.map((chunk) => chunk.text));
    step.forEach((chunk, i) => embedded.push({ ...chunk, vector: vectors[i]! }));
    const next = chunks[start + PASSAGES_PER_STEP];
    // passages run in page order: every page before the next passage's first page is done
    options.onProgress?.({ pages: pages.length, pagesDone: next ? next.page - 1 : pages.length });
  }
  if (chunks.length === 0) options.onProgress?.({ pages: pages.length, pagesDone: pages.length });
  return { pageCount: pages.length, chunks: embedded };
}
