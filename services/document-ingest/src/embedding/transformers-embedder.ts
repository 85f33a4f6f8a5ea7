import type { FeatureExtractionPipeline } from '@huggingface/transformers' with {
  'resolution-mode': 'import',
};
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { transformersForFolder } from './local-model';
import type { TextEmbedder } from './text-embedder.port';

/** The model `npm start` and the tests install (services/document-ingest/scripts/install-embedding-model.mjs). */
export const DEFAULT_EMBEDDING_MODEL_DIR = resolve(
  __dirname,
  '..',
  '..',
  '..',
  '..',
  '.cache',
  'models',
  'all-minilm-l6-v2-q',
);

/** The folder of the sentence model: `EMBEDDING_MODEL_DIR`, or the one `npm start` and the tests install. */
export function embeddingModelDir(environment: NodeJS.ProcessEnv = process.env): string {
  return environment.EMBEDDING_MODEL_DIR
    ? resolve(environment.EMBEDDING_MODEL_DIR)
    : DEFAULT_EMBEDDING_MODEL_DIR;
}

/**
 * onnxruntime's threads wait for work by sleeping, not spinning: spinning burnt about 40 % more CPU for the same
 * vectors, which on a shared 2-core machine is taken from the HTTP thread and every other process.
 */
const NO_SPINNING = { session: { intra_op: { allow_spinning: '0' }, inter_op: { allow_spinning: '0' } } };

export interface TransformersEmbedderOptions {
  /** A sentence model's folder: `config.json`, `tokenizer.json`, `tokenizer_config.json`, `onnx/model*.onnx`. */
  readonly modelDir: string;
  /** onnxruntime's threads for one call; its default is one per core. */
  readonly threads?: number;
}

/**
 * Sentence vectors from a local ONNX model through @huggingface/transformers: mean pooling, L2-normalised. Runs on
 * the calling thread; `ThreadedEmbedder` runs it on a worker thread.
 */
export class TransformersEmbedder implements TextEmbedder {
  private constructor(
    readonly modelId: string,
    readonly dimensions: number,
    private readonly extract: FeatureExtractionPipeline,
  ) {}

  static async load(options: TransformersEmbedderOptions): Promise<TransformersEmbedder> {
    const modelDir = resolve(options.modelDir);
    const configFile = join(modelDir, 'config.json');
    if (!existsSync(configFile)) {
      throw new Error(
        `no sentence model in ${modelDir}: run \`node services/document-ingest/scripts/install-embedding-model.mjs\``,
      );
    }
    const config = JSON.parse(readFileSync(configFile, 'utf8')) as { hidden_size?: unknown };
    if (typeof config.hidden_size !== 'number') throw new Error(`${configFile} does not give hidden_size`);
    const { transformers, model } = await transformersForFolder(modelDir);
    const quantised = existsSync(join(modelDir, 'onnx', 'model_quantized.onnx'));
    const extract = (await transformers.pipeline('feature-extraction', model, {
      dtype: quantised ? 'q8' : 'fp32',
      device: 'cpu',
      session_options: {
        extra: NO_SPINNING,
        ...(options.threads ? { intraOpNumThreads: options.threads } : {}),
      },
    })) as FeatureExtractionPipeline;
    return new TransformersEmbedder(model, config.hidden_size, extract);
  }

  /**
   * One text per model call: batches of 4 or 8 (sorted by length) cost about a third more CPU on this model, and the
   * int8 model quantises its activations per call, so in a batch a text's vector would depend on its batch-mates.
   */
  async embed(texts: readonly string[]): Promise<Float32Array[]> {
    const vectors: Float32Array[] = [];
    for (const text of texts) {
      const output = await this.extract(text, { pooling: 'mean', normalize: true });
      vectors.push(Float32Array.from(output.data as Float32Array));
      output.dispose();
    }
    return vectors;
  }

  async close(): Promise<void> {
    await this.extract.dispose();
  }
}
