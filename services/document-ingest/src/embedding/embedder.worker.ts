import { parentPort, workerData } from 'node:worker_threads';
import type { EmbedderThreadMessage, EmbedderThreadOptions, EmbedTask } from './embedder-task';
import { TransformersEmbedder } from './transformers-embedder';

/** The embedding thread: loads the model once and answers one task at a time, in the order they came. */
const port = parentPort!;
const send = (message: EmbedderThreadMessage, transfer: ArrayBuffer[] = []) =>
  port.postMessage(message, transfer);
const describe = (error: unknown) =>
  error instanceof Error ? (error.stack ?? error.message) : String(error);

TransformersEmbedder.load(workerData as EmbedderThreadOptions).then(
  (embedder) => {
    let queue = Promise.resolve();
    port.on('message', (task: EmbedTask) => {
      queue = queue.then(async () => {
        try {
          const vectors = await embedder.embed(task.texts);
          send(
            { kind: 'vectors', id: task.id, vectors },
            vectors.map((vector) => vector.buffer as ArrayBuffer),
          );
        } catch (error) {
          send({ kind: 'error', id: task.id, error: describe(error) });
        }
      });
    });
    send({ kind: 'ready', modelId: embedder.modelId, dimensions: embedder.dimensions });
  },
  (error: unknown) => send({ kind: 'failed-to-start', error: describe(error) }),
);
