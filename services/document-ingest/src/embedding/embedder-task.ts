/** What the main thread and the embedding thread say to each other. */
export interface EmbedderThreadOptions {
  readonly modelDir: string;
  readonly threads?: number;
}

export interface EmbedTask {
  readonly id: number;
  readonly texts: readonly string[];
}

export type EmbedderThreadMessage =
  | { readonly kind: 'ready'; readonly modelId: string; readonly dimensions: number }
  | { readonly kind: 'failed-to-start'; readonly error: string }
  | { readonly kind: 'vectors'; readonly id: number; readonly vectors: Float32Array[] }
  | { readonly kind: 'error'; readonly id: number; readonly error: string };
