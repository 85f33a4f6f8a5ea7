import { PdfRefusedError } from '../extraction/pdf-text';
import type { ThreadedEmbedder } from '../embedding/threaded-embedder';
import type { DocumentReader, ReadOptions, ReadOutcome } from './document-reader.port';

/** Reads PDFs and embeds questions on the sentence model's own thread (ThreadedEmbedder). */
export class ThreadedDocumentReader implements DocumentReader {
  constructor(private readonly embedder: ThreadedEmbedder) {}

  get modelId(): string {
    return this.embedder.modelId;
  }

  async read(pdf: Uint8Array, options: ReadOptions): Promise<ReadOutcome> {
    try {
      const passages = await this.embedder.pdfPassages(pdf, options);
      return { ok: true, pages: passages.pageCount, chunks: passages.chunks };
    } catch (error) {
      if (error instanceof PdfRefusedError) return { ok: false, reason: error.reason };
      throw error;
    }
  }

  async embedQuery(text: string): Promise<Float32Array> {
    const [vector] = await this.embedder.embed([text]);
    return vector!;
  }

  close(): Promise<void> {
    return this.embedder.close();
  }
}
