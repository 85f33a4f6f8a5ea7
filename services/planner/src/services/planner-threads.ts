import { Logger } from '@nestjs/common';
import { AppException, ErrorCode } from '@site/platform';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { InterfaceLanguage } from '../understanding/concepts';
import { READY, type PlannerTask, type PlannerTaskResult } from './planner-task';

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

interface PlannerThread {
  worker: Worker;
  ready: boolean;
  readonly pending: Map<number, Pending>;
}

/** The compiled worker beside this file; from the TypeScript sources (tests), the built one. */
const WORKER_FILE = [
  join(__dirname, 'planner.worker.js'),
  join(__dirname, '..', '..', 'dist', 'services', 'planner.worker.js'),
].find((file) => existsSync(file))!;

/** Threads that die before they are ready this many times in a row are not started again. */
const MAX_START_FAILURES = 3;

/**
 * A fixed set of planner threads, each with its own catalogue. A task goes to the thread with the fewest tasks in
 * hand. A thread that dies fails its tasks in hand (503) and is replaced; nothing else is lost, since tasks only
 * read the catalogue.
 */
export class PlannerThreads {
  private readonly logger = new Logger(PlannerThreads.name);
  private readonly threads: PlannerThread[] = [];
  private nextId = 1;
  private closing = false;
  private startFailures = 0;

  constructor(
    count: number,
    private readonly workerFile: string = WORKER_FILE,
  ) {
    for (let i = 0; i < count; i += 1) {
      this.threads.push(this.start({ pending: new Map(), ready: false } as unknown as PlannerThread));
    }
  }

  run<T>(kind: PlannerTask['kind'], description: string, language?: InterfaceLanguage): Promise<T> {
    if (this.closing) {
      return Promise.reject(new AppException(503, ErrorCode.ShuttingDown, 'The planner is shutting down.'));
    }
    if (this.startFailures >= MAX_START_FAILURES) {
      return Promise.reject(
        new AppException(
          503,
          ErrorCode.ServiceUnavailable,
          'The planner cannot start; please try again later.',
        ),
      );
    }
    const thread = this.threads.reduce((least, t) => (t.pending.size < least.pending.size ? t : least));
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      // a thread with tasks in hand keeps the process alive; an idle one does not
      if (thread.pending.size === 0) thread.worker.ref();
      thread.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      thread.worker.postMessage({ id, kind, description, language } satisfies PlannerTask);
    });
  }

  async close(): Promise<void> {
    this.closing = true;
    await Promise.all(this.threads.map((t) => t.worker.terminate()));
  }

  private start(thread: PlannerThread): PlannerThread {
    const worker = new Worker(this.workerFile);
    thread.worker = worker;
    thread.ready = false;
    worker.on('message', (result: PlannerTaskResult | typeof READY) => {
      if (result === READY) {
        thread.ready = true;
        this.startFailures = 0;
        return;
      }
      const pending = thread.pending.get(result.id);
      if (!pending) return;
      thread.pending.delete(result.id);
      if (thread.pending.size === 0) worker.unref();
      if (result.error !== undefined) pending.reject(new Error(`planner thread failed: ${result.error}`));
      else pending.resolve(result.value);
    });
    worker.on('error', (error) =>
      this.logger.error(`planner thread crashed: ${error.stack ?? error.message}`),
    );
    worker.on('exit', (code) => {
      for (const pending of thread.pending.values()) {
        pending.reject(
          new AppException(
            503,
            ErrorCode.ServiceUnavailable,
            'The planner was interrupted; please try again.',
          ),
        );
      }
      thread.pending.clear();
      if (this.closing) return;
      if (!thread.ready && ++this.startFailures >= MAX_START_FAILURES) {
        this.logger.error(`planner threads fail to start (${this.startFailures} times in a row): giving up`);
        return;
      }
      this.logger.warn(`planner thread exited with code ${code}: starting a new one`);
      this.start(thread);
    });
    worker.unref();
    return thread;
  }
}
