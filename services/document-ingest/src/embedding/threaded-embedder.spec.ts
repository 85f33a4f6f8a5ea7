/**
 * @jest-environment ./test/support/host-typed-arrays.environment.js
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';
import { PdfRefusedError, ReadingStopped } from '../extraction/pdf-text';
import { makeImageOnlyPdf, makeTextPdf } from '../extraction/test-pdf.test-util';
import { readPdfPassages } from './pdf-passages';
import { ThreadedEmbedder } from './threaded-embedder';
import { loadTokenCounter } from './token-counter';
import { embeddingModelDir, TransformersEmbedder } from './transformers-embedder';

// The worker thread runs the built file (dist/embedding/embedder.worker.js): `npm run build:services` first.
describe(ThreadedEmbedder.name, () => {
  const texts = ['Erasmus+ grants for a semester abroad.', 'Wohnheimplätze in München sind knapp.', 'Visa'];
  let sut: ThreadedEmbedder;

  beforeAll(async () => {
    sut = await ThreadedEmbedder.start({ modelDir: embeddingModelDir() });
  });

  afterAll(() => sut.close());

  it('runs the model on another thread and answers the same vectors as on this one', async () => {
    const local = await TransformersEmbedder.load({ modelDir: embeddingModelDir() });
    const expected = await local.embed(texts);
    await local.close();

    const vectors = await sut.embed(texts);

    expect(await sut.threadId()).not.toBe(threadId);
    expect(sut.modelId).toBe('all-minilm-l6-v2-q');
    expect(sut.dimensions).toBe(384);
    expect(vectors.map((v) => Array.from(v))).toEqual(expected.map((v) => Array.from(v)));
  });

  it('answers tasks given at once each with its own vectors', async () => {
    const atOnce = await Promise.all(texts.map((text) => sut.embed([text])));
    const inTurn: Float32Array[][] = [];
    for (const text of texts) inTurn.push(await sut.embed([text]));

    expect(atOnce.map(([v]) => Array.from(v))).toEqual(inTurn.map(([v]) => Array.from(v)));
    expect(Array.from(atOnce[0][0])).not.toEqual(Array.from(atOnce[1][0]));
  });

  it('reads a PDF into passages with vectors on the thread, as on this one', async () => {
    const pdf = await makeTextPdf([
      ['Erasmus+ grants are paid monthly.', 'The first payment comes within 30 days.'],
      ['Die Zulassungsfrist endet am 5. September.'],
    ]);
    const local = await TransformersEmbedder.load({ modelDir: embeddingModelDir() });
    const countTokens = await loadTokenCounter(embeddingModelDir());
    const expected = await readPdfPassages(pdf, { maxPages: 10 }, { embedder: local, countTokens });
    await local.close();

    const passages = await sut.pdfPassages(pdf, { maxPages: 10 });

    expect(passages.pageCount).toBe(2);
    expect(
      passages.chunks.map(({ index, page, lastPage, text }) => ({ index, page, lastPage, text })),
    ).toEqual([
      {
        index: 0,
        page: 1,
        lastPage: 1,
        text: 'Erasmus+ grants are paid monthly. The first payment comes within 30 days.',
      },
      { index: 1, page: 2, lastPage: 2, text: 'Die Zulassungsfrist endet am 5. September.' },
    ]);
    expect(passages.chunks.map((c) => Array.from(c.vector))).toEqual(
      expected.chunks.map((c) => Array.from(c.vector)),
    );
  });

  it('refuses a PDF on the thread with the reason, as on this one', async () => {
    const error = await sut.pdfPassages(await makeImageOnlyPdf(), { maxPages: 10 }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(PdfRefusedError);
    expect((error as PdfRefusedError).reason).toBe('NO_TEXT_LAYER');
    await expect(sut.pdfPassages(await makeTextPdf([['a'], ['b']]), { maxPages: 1 })).rejects.toMatchObject({
      reason: 'TOO_MANY_PAGES',
    });
  });

  it('embeds a question while it reads a long PDF, without waiting for it', async () => {
    const pages = Array.from({ length: 12 }, (_, i) =>
      Array.from({ length: 30 }, (_, j) => `Line ${j} of page ${i}.`),
    );
    const finished: string[] = [];

    const reading = sut
      .pdfPassages(await makeTextPdf(pages), { maxPages: 20 })
      .then(() => finished.push('pdf'));
    const asking = sut.embed(['When is the deadline?']).then(() => finished.push('question'));
    await Promise.all([reading, asking]);

    expect(finished).toEqual(['question', 'pdf']);
  });

  /**
   * Pages of about 180 words: two or three passages each, so a 40-page PDF is read in several steps. Embedding
   * its 100-odd passages takes about a second on an idle machine and several on a busy CI one: these tests get time.
   */
  const LONG_PDF_TEST_MS = 60_000;
  const longPdf = (pageCount: number) =>
    makeTextPdf(
      Array.from({ length: pageCount }, (_, page) =>
        Array.from(
          { length: 30 },
          (_, line) =>
            `Page ${page + 1} line ${line}: students apply for housing before the winter term starts.`,
        ),
      ),
    );

  it(
    'reports the pages done while it reads, from none to all',
    async () => {
      const progress: { pages: number; pagesDone: number }[] = [];

      const passages = await sut.pdfPassages(await longPdf(40), {
        maxPages: 50,
        onProgress: (step) => progress.push(step),
      });

      expect(passages.chunks.length).toBeGreaterThan(64);
      expect(progress[0]).toEqual({ pages: 40, pagesDone: 0 });
      expect(progress.at(-1)).toEqual({ pages: 40, pagesDone: 40 });
      const done = progress.map(({ pagesDone }) => pagesDone);
      expect(done).toEqual([...done].sort((a, b) => a - b));
      expect(done.filter((pages) => pages > 0 && pages < 40).length).toBeGreaterThanOrEqual(2);
    },
    LONG_PDF_TEST_MS,
  );

  it(
    'stops reading a PDF when asked, and goes on with the next task',
    async () => {
      const cancel = new AbortController();
      const progress: number[] = [];

      const reading = sut.pdfPassages(await longPdf(40), {
        maxPages: 50,
        signal: cancel.signal,
        onProgress: ({ pagesDone }) => {
          progress.push(pagesDone);
          cancel.abort();
        },
      });

      await expect(reading).rejects.toEqual(new ReadingStopped('cancelled'));
      expect(progress.at(-1)).toBeLessThan(40);
      const [vector] = await sut.embed(['still answering']);
      expect(vector).toHaveLength(384);
      expect(
        (await sut.pdfPassages(await makeTextPdf([['After the cancel.']]), { maxPages: 5 })).pageCount,
      ).toBe(1);
    },
    LONG_PDF_TEST_MS,
  );

  it('refuses a PDF that takes longer than its time limit', async () => {
    await expect(sut.pdfPassages(await longPdf(40), { maxPages: 50, timeLimitMs: 1 })).rejects.toMatchObject({
      reason: 'PROCESSING_TIMEOUT',
    });
    const [vector] = await sut.embed(['still answering']);
    expect(vector).toHaveLength(384);
  });

  it('stops a thread that a PDF holds past its time limit, and answers on a new one', async () => {
    // a thread whose PDF reading never returns (one pathological page), while it still answers questions
    const folder = mkdtempSync(join(tmpdir(), 'stuck-worker-'));
    const workerFile = join(folder, 'stuck.worker.js');
    writeFileSync(
      workerFile,
      `const { parentPort } = require('node:worker_threads');
      parentPort.on('message', (task) => {
        if (task.kind === 'embed') parentPort.postMessage({ kind: 'done', id: task.id, value: [new Float32Array(3)] });
      });
      parentPort.postMessage({ kind: 'ready', modelId: 'stuck', dimensions: 3 });`,
    );
    const stuck = await ThreadedEmbedder.start({ modelDir: folder }, workerFile);
    try {
      const first = await stuck.threadId();

      await expect(
        stuck.pdfPassages(await makeTextPdf([['x']]), { maxPages: 5, timeLimitMs: 50, hardStopGraceMs: 50 }),
      ).rejects.toMatchObject({ reason: 'PROCESSING_TIMEOUT' });

      expect(await stuck.embed(['next'])).toHaveLength(1);
      expect(await stuck.threadId()).not.toBe(first);
    } finally {
      await stuck.close();
      rmSync(folder, { recursive: true });
    }
  });

  it('starts a new thread after its thread died', async () => {
    const first = await sut.threadId();
    await (sut as unknown as { thread: Promise<{ worker: { terminate(): Promise<number> } }> }).thread.then(
      (t) => t.worker.terminate(),
    );

    const [vector] = await sut.embed(['still answering']);

    expect(vector).toHaveLength(384);
    expect(await sut.threadId()).not.toBe(first);
  });

  it('fails to start, with the reason, when the folder holds no model', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'no-model-'));
    try {
      await expect(ThreadedEmbedder.start({ modelDir: empty })).rejects.toThrow(/no sentence model/);
    } finally {
      rmSync(empty, { recursive: true });
    }
  });
});
