import { parentPort, workerData } from 'node:worker_threads';
import { PdfRefusedError, ReadingStopped } from '../extraction/pdf-text';
import type { EmbedderTask, EmbedderThreadMessage, EmbedderThreadOptions } from './embedder-task';
import { readPdfPassages } from './pdf-passages';
import { lowerThisThreadPriority } from './thread-priority';
import { loadTokenCounter } from './token-counter';
import { TransformersEmbedder } from './transformers-embedder';

/** The embedding thread: loads the model and its tokenizer once, then embeds texts and reads PDFs into passages. */
const port = parentPort!;
const options = workerData as EmbedderThreadOptions;
const send = (message: EmbedderThreadMessage, transfer: ArrayBuffer[] = []) =>
  port.postMessage(message, transfer);
const describe = (error: unknown) =>
  error instanceof Error ? (error.stack ?? error.message) : String(error);

async function start() {
  // before the model loads: onnxruntime's threads, created by this one, inherit the lower priority
  lowerThisThreadPriority();
  const embedder = await TransformersEmbedder.load(options);
  const countTokens = await loadTokenCounter(options.modelDir);
  /** PDFs queued or being read, and those of them asked to stop. */
  const open = new Set<number>();
  const cancelled = new Set<number>();

  const embed = async (task: Extract<EmbedderTask, { kind: 'embed' }>) => {
    try {
      const vectors = await embedder.embed(task.texts);
      send(
        { kind: 'done', id: task.id, value: vectors },
        vectors.map((v) => v.buffer as ArrayBuffer),
      );
    } catch (error) {
      send({ kind: 'error', id: task.id, error: describe(error) });
    }
  };

  const readPdf = async (task: Extract<EmbedderTask, { kind: 'pdf' }>) => {
    const deadline = Date.now() + task.timeLimitMs;
    try {
      const passages = await readPdfPassages(
        task.pdf,
        {
          maxPages: task.maxPages,
          onProgress: ({ pages, pagesDone }) => send({ kind: 'progress', id: task.id, pages, pagesDone }),
          stopReason: () =>
            cancelled.has(task.id) ? 'cancelled' : Date.now() > deadline ? 'timeout' : undefined,
        },
        { embedder, countTokens },
      );
      const buffers = passages.chunks.map((chunk) => chunk.vector.buffer as ArrayBuffer);
      send({ kind: 'done', id: task.id, value: passages }, buffers);
    } catch (error) {
      if (error instanceof ReadingStopped && error.why === 'cancelled') {
        send({ kind: 'cancelled', id: task.id });
      } else if (error instanceof ReadingStopped) {
        send({ kind: 'refused', id: task.id, reason: 'PROCESSING_TIMEOUT', message: error.message });
      } else if (error instanceof PdfRefusedError) {
        send({ kind: 'refused', id: task.id, reason: error.reason, message: error.message });
      } else send({ kind: 'error', id: task.id, error: describe(error) });
    } finally {
      open.delete(task.id);
      cancelled.delete(task.id);
    }
  };

  // PDFs one after another; texts (a question) at once, between the passages of a PDF being embedded, so a search
  // never waits for someone's upload
  let pdfs = Promise.resolve();
  port.on('message', (task: EmbedderTask) => {
    if (task.kind === 'embed') void embed(task);
    else if (task.kind === 'cancel') {
      if (open.has(task.id)) cancelled.add(task.id);
    } else {
      open.add(task.id);
      pdfs = pdfs.then(() => readPdf(task));
    }
  });
  send({ kind: 'ready', modelId: embedder.modelId, dimensions: embedder.dimensions });
}

start().catch((error: unknown) => send({ kind: 'failed-to-start', error: describe(error) }));
