import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { PdfRefusedError, type PdfTextOptions } from '../extraction/pdf-text';
import type { EmbedderTask, EmbedderThreadMessage, EmbedderThreadOptions } from './embedder-task';
import type { PdfPassages } from './pdf-passages';
import type { TextEmbedder } from './text-embedder.port';

/** The compiled worker beside this file; from the TypeScript sources (tests), the built one. */
const WORKER_FILE = [
  join(__dirname, 'embedder.worker.js'),
  join(__dirname, '..', '..', 'dist', 'embedding', 'embedder.worker.js'),
].find((file) => existsSync(file))!;

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

interface EmbeddingThread {
  readonly worker: Worker;
  readonly pending: Map<number, Pending>;
  readonly modelId: string;
  readonly dimensions: number;
}

/**
 * The sentence model on a worker thread of its own, so that embedding a document (seconds of CPU) never stalls the
 * event loop; the thread also reads a PDF into passages (`pdfPassages`), so that none of an upload's CPU work runs
 * on the event loop. PDFs are read one after another; texts are embedded at once, between the passages of a PDF being
 * read, so a question does not wait for an upload. A thread that dies fails the tasks it held; the next call starts
 * a new one.
 */
export class ThreadedEmbedder implements TextEmbedder {
  private thread: Promise<EmbeddingThread> | undefined;
  private nextId = 1;
  private closed = false;
  private model = { modelId: '', dimensions: 0 };

  private constructor(
    private readonly options: EmbedderThreadOptions,
    private readonly workerFile: string,
  ) {}

  /** Starts the thread and waits until its model is loaded; fails with the thread's reason when it cannot. */
  static async start(options: EmbedderThreadOptions, workerFile = WORKER_FILE): Promise<ThreadedEmbedder> {
    const embedder = new ThreadedEmbedder(options, workerFile);
    const { modelId, dimensions } = await embedder.runningThread();
    embedder.model = { modelId, dimensions };
    return embedder;
  }

  get modelId(): string {
    return this.model.modelId;
  }

  get dimensions(): number {
    return this.model.dimensions;
  }

  async embed(texts: readonly string[]): Promise<Float32Array[]> {
    if (texts.length === 0) return [];
    return this.run<Float32Array[]>({ kind: 'embed', texts });
  }

  /** Page text, passages and their vectors of a PDF (`readPdfPassages`), on the thread; refusals as on this one. */
  pdfPassages(pdf: Uint8Array, options: PdfTextOptions): Promise<PdfPassages> {
    return this.run<PdfPassages>({ kind: 'pdf', pdf, maxPages: options.maxPages });
  }

  private async run<T>(task: DistributiveOmit<EmbedderTask, 'id'>): Promise<T> {
    if (this.closed) throw new Error('the embedder is closed');
    const thread = await this.runningThread();
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      // a thread with work in hand keeps the process alive; an idle one does not
      if (thread.pending.size === 0) thread.worker.ref();
      thread.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      thread.worker.postMessage({ ...task, id } satisfies EmbedderTask);
    }).finally(() => {
      if (thread.pending.size === 0) thread.worker.unref();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    const thread = await this.thread?.catch(() => undefined);
    await thread?.worker.terminate();
  }

  /** The worker's thread id while one runs (tests). */
  async threadId(): Promise<number | undefined> {
    return (await this.thread?.catch(() => undefined))?.worker.threadId;
  }

  private runningThread(): Promise<EmbeddingThread> {
    if (this.thread) return this.thread;
    const starting = startThread(this.options, this.workerFile, () => {
      if (this.thread === starting) this.thread = undefined;
    });
    this.thread = starting;
    return starting;
  }
}

function startThread(
  options: EmbedderThreadOptions,
  workerFile: string,
  onExit: () => void,
): Promise<EmbeddingThread> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerFile, { workerData: options });
    const pending = new Map<number, Pending>();
    worker.on('message', (message: EmbedderThreadMessage) => {
      switch (message.kind) {
        case 'ready':
          worker.unref();
          resolve({ worker, pending, modelId: message.modelId, dimensions: message.dimensions });
          return;
        case 'failed-to-start':
          reject(new Error(`the embedding thread cannot load the model: ${message.error}`));
          void worker.terminate();
          return;
        case 'done':
          pending.get(message.id)?.resolve(message.value);
          pending.delete(message.id);
          return;
        case 'refused':
          pending.get(message.id)?.reject(new PdfRefusedError(message.reason, message.message));
          pending.delete(message.id);
          return;
        case 'error':
          pending.get(message.id)?.reject(new Error(`embedding failed: ${message.error}`));
          pending.delete(message.id);
          return;
      }
    });
    worker.on('error', reject);
    worker.on('exit', (code) => {
      onExit();
      // a no-op once the thread was ready
      reject(new Error(`the embedding thread exited with code ${code} before its model was loaded`));
      for (const task of pending.values()) {
        task.reject(new Error(`the embedding thread stopped (exit code ${code}); try again`));
      }
      pending.clear();
    });
  });
}
