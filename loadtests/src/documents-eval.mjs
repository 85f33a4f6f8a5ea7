// Retrieval quality of the document search on the evaluation set (loadtests/documents/): the five documents are
// ingested as the service ingests them (PDF text, passages, sentence vectors) into a chunk index for one user, and
// every question of questions.json is asked. Prints recall@5 (the expected file and page among the first five hits)
// and MRR (mean of 1/rank of the first right hit, 0 when none), overall and per kind of question, and for questions
// the documents do not answer, the best hit's score. Needs `npm run build:services` first.
// Usage: node loadtests/src/documents-eval.mjs [--index embedded|dense] [--verbose]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  dist,
  documentPages,
  ingestPdf,
  loadCorpus,
  loadModel,
  loadQuestions,
  renderPdf,
} from './helpers/documents.mjs';

const { values } = parseArgs({
  options: { index: { type: 'string', default: 'embedded' }, verbose: { type: 'boolean', default: false } },
});
const TOP_K = 5;
const USER = 'evaluation-user';

/** Dense-only exact cosine, for comparison with the hybrid index (and before it exists). */
class DenseChunkIndex {
  files = new Map();
  async putFile(_userId, fileName, modelId, chunks) {
    this.files.set(fileName, { modelId, chunks });
  }
  async search(_userId, query) {
    const hits = [];
    for (const [fileName, { modelId, chunks }] of this.files) {
      if (modelId !== query.modelId) continue;
      for (const chunk of chunks) {
        const score = chunk.vector.reduce((sum, x, i) => sum + x * query.vector[i], 0);
        hits.push({ fileName, page: chunk.page, text: chunk.text, score });
      }
    }
    return hits.sort((a, b) => b.score - a.score).slice(0, query.topK);
  }
  async close() {}
}

function createIndex(kind, dir) {
  if (kind === 'dense') return new DenseChunkIndex();
  if (kind === 'embedded') {
    const { EmbeddedChunkIndex } = dist('retrieval/embedded-chunk-index');
    return new EmbeddedChunkIndex(dir);
  }
  throw new Error(`unknown index ${kind}: embedded or dense`);
}

const dir = mkdtempSync(join(tmpdir(), 'documents-eval-'));
const { embedder, countTokens } = await loadModel();
const index = createIndex(values.index, dir);
try {
  const corpus = loadCorpus();
  let chunkCount = 0;
  for (const document of corpus.documents) {
    const { chunks } = await ingestPdf(await renderPdf(documentPages(document, corpus)), {
      embedder,
      countTokens,
    });
    await index.putFile(USER, document.fileName, embedder.modelId, chunks);
    chunkCount += chunks.length;
  }

  const questions = loadQuestions();
  const results = [];
  for (const question of questions) {
    const [vector] = await embedder.embed([question.question]);
    const hits = await index.search(USER, {
      text: question.question,
      vector,
      modelId: embedder.modelId,
      topK: TOP_K,
    });
    const rank = question.expected
      ? hits.findIndex(
          (h) => h.fileName === question.expected.fileName && h.page === question.expected.page,
        ) + 1
      : 0;
    results.push({ question, rank, best: hits[0] });
    if (values.verbose) {
      const where = hits.map((h) => `${h.fileName.split('.')[0]}:${h.page}`).join(' ');
      console.log(`${question.id} [${question.kind}] rank=${rank || '-'} ${question.question} -> ${where}`);
    }
  }

  const summary = (rows) => ({
    count: rows.length,
    recall: rows.filter((r) => r.rank > 0).length / rows.length,
    mrr: rows.reduce((sum, r) => sum + (r.rank > 0 ? 1 / r.rank : 0), 0) / rows.length,
  });
  const answerable = results.filter((r) => r.question.expected);
  const format = ({ count, recall, mrr }) =>
    `${count} questions, recall@${TOP_K} ${(recall * 100).toFixed(1)} %, MRR ${mrr.toFixed(3)}`;
  console.log(
    `date: ${new Date().toISOString().slice(0, 10)}, index: ${values.index}, model: ${embedder.modelId}`,
  );
  console.log(`documents: ${corpus.documents.length}, passages: ${chunkCount}`);
  console.log(`answerable: ${format(summary(answerable))}`);
  for (const kind of [...new Set(answerable.map((r) => r.question.kind))]) {
    console.log(`  ${kind}: ${format(summary(answerable.filter((r) => r.question.kind === kind)))}`);
  }
  for (const language of [...new Set(answerable.map((r) => r.question.language))]) {
    const rows = answerable.filter(
      (r) => r.question.language === language && r.question.kind !== 'crosslingual',
    );
    console.log(`  ${language} (same language): ${format(summary(rows))}`);
  }
  const unanswerable = results.filter((r) => !r.question.expected);
  const scores = (rows) => rows.map((r) => r.best?.score ?? 0).sort((a, b) => a - b);
  const median = (list) => list[Math.floor(list.length / 2)] ?? 0;
  console.log(
    `unanswerable: ${unanswerable.length} questions, best score median ${median(scores(unanswerable)).toFixed(3)} ` +
      `(answerable: ${median(scores(answerable)).toFixed(3)})`,
  );
} finally {
  await index.close();
  await embedder.close();
  rmSync(dir, { recursive: true, force: true });
}
