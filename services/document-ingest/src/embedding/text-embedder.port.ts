/** Turns texts into unit-length sentence vectors. One implementation per model; vectors of two models never mix. */
export interface TextEmbedder {
  /** Identifies the model (e.g. `all-minilm-l6-v2-q`); stored with every vector so a model change re-indexes. */
  readonly modelId: string;
  /** Length of every vector this embedder returns. */
  readonly dimensions: number;
  /** One L2-normalised vector per text, in the order given. */
  embed(texts: readonly string[]): Promise<Float32Array[]>;
  /** Releases the model (threads, sessions). */
  close(): Promise<void>;
}

export const TEXT_EMBEDDER = Symbol('TextEmbedder');
