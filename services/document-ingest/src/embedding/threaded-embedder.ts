import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { PdfRefusedError, ReadingStopped } from '../extraction/pdf-text';
import type { EmbedderTask, EmbedderThreadMessage, EmbedderThreadOptions } from './embedder-task';
import type { PdfPassages, PdfPassagesOptions } from './pdf-passages';
import type { TextEmbedder } from './text-embedder.port';

/** The compiled worker beside this file; from the TypeScript sources (tests), the built one. */
const WORKER_FILE = [
  join(__dirname, 'embedder.worker.js'),
  join(__dirname, '..', '..', 'dist', 'embedding', 'embedder.worker.js'),
].find((file) => existsSync(file))!;

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
  progress?: PdfPassagesOptions['onProgress'];
}

export interface ThreadedPdfOptions extends Pick<PdfPassagesOptions, 'maxPages' | 'onProgress'> {
  /** Aborting stops the reading between pages or passages; the call then fails with `ReadingStopped('cancelled')`. */
  readonly signal?: AbortSignal;
  /**
   * The reading is refused with `PROCESSING_TIMEOUT` when it takes longer. The thread checks between pages and
   * passages; a PDF that holds it longer in one step (one pathological page) has the thread stopped
   * `HARD_STOP_GRACE_MS` later: its other tasks fail and the next call starts a new thread.
   */
  readonly timeLimitMs?: number;
  readonly hardStopGraceMs?: number;
}

/** How long past its time limit a PDF may hold the thread before the thread is stopped. */
export const HARD_STOP_GRACE_MS = 10_000;
const NO_TIME_LIMIT = 2 ** 31 - 1;

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
  /** The thread `thread` resolved to. */
  private live: EmbeddingThread | undefined;
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
  async pdfPassages(pdf: Uint8Array, options: ThreadedPdfOptions): Promise<PdfPassages> {
    options.signal?.throwIfAborted();
    const timeLimitMs = Math.min(options.timeLimitMs ?? NO_TIME_LIMIT, NO_TIME_LIMIT);
    let hardStop: NodeJS.Timeout | undefined;
    let onAbort: (() => void) | undefined;
    try {
      return await this.run<PdfPassages>(
        { kind: 'pdf', pdf, maxPages: options.maxPages, timeLimitMs },
        ({ thread, id, reject }) => {
          onAbort = () => thread.worker.postMessage({ kind: 'cancel', id } satisfies EmbedderTask);
          options.signal?.addEventListener('abort', onAbort, { once: true });
          if (timeLimitMs < NO_TIME_LIMIT) {
            hardStop = setTimeout(
              () => {
                reject(new PdfRefusedError('PROCESSING_TIMEOUT', 'the reading took too long'));
                this.stopThread(thread);
              },
              timeLimitMs + (options.hardStopGraceMs ?? HARD_STOP_GRACE_MS),
            );
            hardStop.unref();
          }
        },
        options.onProgress,
      );
    } finally {
      clearTimeout(hardStop);
      if (onAbort) options.signal?.removeEventListener('abort', onAbort);
    }
  }

  private async run<T>(
    task: DistributiveOmit<Exclude<EmbedderTask, { kind: 'cancel' }>, 'id'>,
    started?: (sent: { thread: EmbeddingThread; id: number; reject: (error: Error) => void }) => void,
    progress?: Pending['progress'],
  ): Promise<T> {
    if (this.closed) throw new Error('the embedder is closed');
    const thread = await this.runningThread();
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      // a thread with work in hand keeps the process alive; an idle one does not
      if (thread.pending.size === 0) thread.worker.ref();
      thread.pending.set(id, { resolve: resolve as (value: unknown) => void, reject, progress });
      thread.worker.postMessage({ ...task, id } satisfies EmbedderTask);
      started?.({ thread, id, reject });
    }).finally(() => {
      thread.pending.delete(id);
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
    void starting.then(
      (thread) => (this.live = thread),
      () => undefined,
    );
    return starting;
  }

  /** Stops a thread at once: calls from now on start a new one, the tasks it held fail. */
  private stopThread(thread: EmbeddingThread): void {
    if (this.live === thread) {
      this.thread = undefined;
      this.live = undefined;
    }
    void thread.worker.terminate();
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
        case 'progress':
          pending.get(message.id)?.progress?.({ pages: message.pages, pagesDone: message.pagesDone });
          return;
        case 'cancelled':
          pending.get(message.id)?.reject(new ReadingStopped('cancelled'));
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
