import type { PdfRefusal } from '../extraction/pdf-text.port';
import type { PdfPassages } from './pdf-passages';

/** What the main thread and the embedding thread say to each other. */
export interface EmbedderThreadOptions {
  readonly modelDir: string;
  /** onnxruntime's threads for one call; its default is one per core. */
  readonly threads?: number;
}

export type EmbedderTask =
  | { readonly id: number; readonly kind: 'embed'; readonly texts: readonly string[] }
  | {
      readonly id: number;
      readonly kind: 'pdf';
      readonly pdf: Uint8Array;
      readonly maxPages: number;
      /** From the moment the thread starts reading it; then the PDF is refused with `PROCESSING_TIMEOUT`. */
      readonly timeLimitMs: number;
    }
  /** Stops reading that PDF (or skips it if not started); it ends with a `cancelled` message. */
  | { readonly id: number; readonly kind: 'cancel' };

export type EmbedderThreadMessage =
  | { readonly kind: 'ready'; readonly modelId: string; readonly dimensions: number }
  | { readonly kind: 'failed-to-start'; readonly error: string }
  | { readonly kind: 'done'; readonly id: number; readonly value: Float32Array[] | PdfPassages }
  | { readonly kind: 'progress'; readonly id: number; readonly pages: number; readonly pagesDone: number }
  | { readonly kind: 'cancelled'; readonly id: number }
  | { readonly kind: 'refused'; readonly id: number; readonly reason: PdfRefusal; readonly message: string }
  | { readonly kind: 'error'; readonly id: number; readonly error: string };
