// Ingestion speed of the document service: a generated N-page English text PDF through PDF text extraction,
// chunking (the model's tokenizer) and embedding, all on the model's worker thread as the service does it
// (`ThreadedEmbedder.pdfPassages`): wall time, pages per second, CPU time of the process (all threads: a figure less
// bent by other load on the machine than wall time) and the longest stall of this thread's event loop. Then once the
// stages one by one (extraction and chunking on this thread, embedding on the model's). Needs `npm run build:services`.
// Usage: node loadtests/src/documents-ingest-speed.mjs [--pages 100] [--runs 3]
import { cpus, loadavg } from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { dist, loadCorpus, loadModel, longDocumentPages, renderPdf } from './helpers/documents.mjs';

const { values } = parseArgs({
  options: { pages: { type: 'string', default: '100' }, runs: { type: 'string', default: '3' } },
});
const pageCount = Number(values.pages);
const { extractPdfPages } = dist('extraction/pdf-text');
const { chunkPages, PASSAGE_TOKENS, OVERLAP_SENTENCES } = dist('chunking/chunker');

const pdf = await renderPdf(longDocumentPages(loadCorpus(), pageCount));
const loadStarted = performance.now();
const { embedder, countTokens } = await loadModel();
const loadMs = performance.now() - loadStarted;
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
const cpuSeconds = (usage) => (usage.user + usage.system) / 1e6;
const loads = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

console.log(
  `date: ${new Date().toISOString()}, CPU: ${cpus().length} x ${cpus()[0].model}, node ${process.version}`,
);
console.log(`load average before: ${loads()}`);
console.log(`model loaded in ${loadMs.toFixed(0)} ms (not counted below)`);
const runs = [];
try {
  // warms up the model's thread
  await embedder.pdfPassages(pdf, { maxPages: 1000 });
  for (let run = 1; run <= Number(values.runs); run += 1) {
    const stalls = monitorEventLoopDelay({ resolution: 10 });
    stalls.enable();
    const cpu = process.cpuUsage();
    const started = performance.now();
    const { pageCount: pages, chunks } = await embedder.pdfPassages(pdf, { maxPages: 1000 });
    const total = performance.now() - started;
    const cpuUsed = cpuSeconds(process.cpuUsage(cpu));
    stalls.disable();
    runs.push({ total, cpu: cpuUsed });
    console.log(
      `run ${run}: ${pages} pages, ${chunks.length} passages; total ${total.toFixed(0)} ms = ` +
        `${((pages * 1000) / total).toFixed(1)} pages/s; CPU ${cpuUsed.toFixed(1)} s; ` +
        `longest event-loop stall ${(stalls.max / 1e6).toFixed(0)} ms`,
    );
  }
  // Extraction alone on this thread, as `ingest.document_text` does it for a summary: the longest stall shows how
  // long a request waits behind it.
  const extractStalls = monitorEventLoopDelay({ resolution: 10 });
  extractStalls.enable();
  const t0 = performance.now();
  const pages = await extractPdfPages(pdf, { maxPages: 1000 });
  const t1 = performance.now();
  extractStalls.disable();
  const chunks = chunkPages(pages, {
    maxTokens: PASSAGE_TOKENS,
    overlapSentences: OVERLAP_SENTENCES,
    countTokens,
  });
  const t2 = performance.now();
  await embedder.embed(chunks.map((chunk) => chunk.text));
  const t3 = performance.now();
  const words = pages.reduce((sum, page) => sum + page.text.split(/\s+/).length, 0);
  const tokens = chunks.reduce((sum, chunk) => sum + countTokens(chunk.text), 0);
  console.log(
    `stages: ${pages.length} pages, ${words} words, ${chunks.length} passages, ${tokens} tokens; extract ` +
      `${(t1 - t0).toFixed(0)} ms (longest event-loop stall ${(extractStalls.max / 1e6).toFixed(0)} ms), ` +
      `chunk ${(t2 - t1).toFixed(0)} ms, embed ${(t3 - t2).toFixed(0)} ms`,
  );
} finally {
  await embedder.close();
}
const total = median(runs.map((r) => r.total));
console.log(
  `median of ${runs.length}: total ${total.toFixed(0)} ms, ${((pageCount * 1000) / total).toFixed(1)} pages/s, ` +
    `CPU ${median(runs.map((r) => r.cpu)).toFixed(1)} s`,
);
console.log(`load average after: ${loads()}`);
