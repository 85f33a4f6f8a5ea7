import { parentPort, workerData } from 'node:worker_threads';
import { PdfRefusedError } from '../extraction/pdf-text';
import type { EmbedderTask, EmbedderThreadMessage, EmbedderThreadOptions } from './embedder-task';
import { readPdfPassages } from './pdf-passages';
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
  const embedder = await TransformersEmbedder.load(options);
  const countTokens = await loadTokenCounter(options.modelDir);
  const run = async (task: EmbedderTask) => {
    try {
      if (task.kind === 'embed') {
        const vectors = await embedder.embed(task.texts);
        send(
          { kind: 'done', id: task.id, value: vectors },
          vectors.map((v) => v.buffer as ArrayBuffer),
        );
      } else {
        const passages = await readPdfPassages(task.pdf, task, { embedder, countTokens });
        const buffers = passages.chunks.map((chunk) => chunk.vector.buffer as ArrayBuffer);
        send({ kind: 'done', id: task.id, value: passages }, buffers);
      }
    } catch (error) {
      if (error instanceof PdfRefusedError) {
        send({ kind: 'refused', id: task.id, reason: error.reason, message: error.message });
      } else send({ kind: 'error', id: task.id, error: describe(error) });
    }
  };
  // PDFs one after another; texts (a question) at once, between the passages of a PDF being embedded, so a search
  // never waits for someone's upload
  let pdfs = Promise.resolve();
  port.on('message', (task: EmbedderTask) => {
    if (task.kind === 'embed') void run(task);
    else pdfs = pdfs.then(() => run(task));
  });
  send({ kind: 'ready', modelId: embedder.modelId, dimensions: embedder.dimensions });
}

start().catch((error: unknown) => send({ kind: 'failed-to-start', error: describe(error) }));
