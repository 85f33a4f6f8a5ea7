// Writes the evaluation documents (corpus.json laid out as PDFs) into a folder, to look at them or upload them by
// hand; the benchmarks and tests build the same PDFs in memory. `--long N` adds an N-page English text PDF.
// Usage: node loadtests/documents/generate.mjs [--out .cache/documents-eval] [--long 100]
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { documentPages, loadCorpus, longDocumentPages, renderPdf } from '../src/helpers/documents.mjs';
import { ROOT } from '../src/helpers/server.mjs';

const { values } = parseArgs({ options: { out: { type: 'string' }, long: { type: 'string' } } });
const out = resolve(values.out ?? join(ROOT, '.cache', 'documents-eval'));
mkdirSync(out, { recursive: true });
const corpus = loadCorpus();
for (const document of corpus.documents) {
  writeFileSync(join(out, document.fileName), await renderPdf(documentPages(document, corpus)));
  console.log(`${document.fileName}: ${document.pages.length} pages`);
}
if (values.long) {
  const pages = Number(values.long);
  writeFileSync(join(out, `long-${pages}-pages.pdf`), await renderPdf(longDocumentPages(corpus, pages)));
  console.log(`long-${pages}-pages.pdf: ${pages} pages`);
}
console.log(`written to ${out}`);
