import { existsSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { Logger } from '@nestjs/common';
import { ThreadedEmbedder } from '../embedding/threaded-embedder';
import type { DocumentReader, ReadOptions, ReadOutcome } from './document-reader.port';
import { ThreadedDocumentReader } from './threaded-document-reader';

/** The model's name and vector size, from its folder, without loading it. */
export function modelIdentity(modelDir: string): { modelId: string; dimensions: number } {
  const folder = resolve(modelDir);
  const configFile = join(folder, 'config.json');
  const config = existsSync(configFile)
    ? (JSON.parse(readFileSync(configFile, 'utf8')) as { hidden_size?: unknown })
    : {};
  return {
    modelId: basename(folder),
    dimensions: typeof config.hidden_size === 'number' ? config.hidden_size : 384,
  };
}

/**
 * Starts the model's thread on first use, not at start: a site whose users upload nothing never pays its memory
 * and start-up time. A model that cannot be loaded fails that call (the ingestion is retried) and is tried again
 * on the next.
 */
export class LazyDocumentReader implements DocumentReader {
  private readonly logger = new Logger(LazyDocumentReader.name);
  private reader: Promise<ThreadedDocumentReader> | undefined;
  readonly modelId: string;
  readonly dimensions: number;

  constructor(private readonly modelDir: string) {
    ({ modelId: this.modelId, dimensions: this.dimensions } = modelIdentity(modelDir));
    if (!existsSync(join(modelDir, 'config.json'))) {
      this.logger.error(
        `no sentence model in ${modelDir}: documents cannot be read until it is installed (npm start installs it)`,
      );
    }
  }

  async read(pdf: Uint8Array, options: ReadOptions): Promise<ReadOutcome> {
    return (await this.started()).read(pdf, options);
  }

  async embedQuery(text: string): Promise<Float32Array> {
    return (await this.started()).embedQuery(text);
  }

  async close(): Promise<void> {
    const reader = await this.reader?.catch(() => undefined);
    await reader?.close();
  }

  private started(): Promise<ThreadedDocumentReader> {
    this.reader ??= ThreadedEmbedder.start({ modelDir: this.modelDir }).then(
      (embedder) => new ThreadedDocumentReader(embedder),
      (error: unknown) => {
        this.reader = undefined;
        throw error;
      },
    );
    return this.reader;
  }
}
