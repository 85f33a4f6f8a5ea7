// The evaluation documents of the document search (loadtests/documents/) as PDFs, and the service's ingestion parts
// from the built service (services/document-ingest/dist), for benchmarks and reports. Needs `npm run build:services`.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { ROOT } from './server.mjs';

const DOCUMENTS = join(ROOT, 'loadtests/documents');
const require = createRequire(join(ROOT, 'services/document-ingest/package.json'));
export const dist = (path) => require(join(ROOT, 'services/document-ingest/dist', path));

export const loadCorpus = () => JSON.parse(readFileSync(join(DOCUMENTS, 'corpus.json'), 'utf8'));
export const loadQuestions = () =>
  JSON.parse(readFileSync(join(DOCUMENTS, 'questions.json'), 'utf8')).questions;

/** A small seeded generator (mulberry32): the same documents on every run. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` different sentences in a random order. */
function pick(sentences, count, next) {
  const pool = [...sentences];
  for (let i = pool.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  return pool.slice(0, count);
}

/**
 * A corpus document as pages of paragraphs: the title on page 1, each page's heading, a paragraph of filler, the
 * page's facts, and another paragraph of filler (filler sentences carry no facts).
 */
export function documentPages(document, corpus, fillerSentences = 5) {
  const next = random([...document.fileName].reduce((hash, c) => (hash * 31 + c.charCodeAt(0)) >>> 0, 7));
  const filler = corpus.filler[document.language];
  return document.pages.map((page, i) => {
    const sentences = pick(filler, 2 * fillerSentences, next);
    return [
      ...(i === 0 ? [document.title] : []),
      page.heading,
      sentences.slice(0, fillerSentences).join(' '),
      page.facts,
      sentences.slice(fillerSentences).join(' '),
    ];
  });
}

/** `pageCount` pages of English prose, about `wordsPerPage` words each, from the corpus's English sentences. */
export function longDocumentPages(corpus, pageCount, wordsPerPage = 350) {
  const sentences = [
    ...corpus.filler.en,
    ...corpus.documents
      .filter((d) => d.language === 'en')
      .flatMap((d) => d.pages.flatMap((p) => p.facts.match(/[^.]+\./g))),
  ].map((s) => s.trim());
  const next = random(2026);
  return Array.from({ length: pageCount }, (_, i) => {
    const paragraphs = [`Section ${i + 1}`];
    let words = 0;
    while (words < wordsPerPage) {
      const paragraph = pick(sentences, 4, next).join(' ');
      paragraphs.push(paragraph);
      words += paragraph.split(/\s+/).length;
    }
    return paragraphs;
  });
}

/** Lays pages of paragraphs out on A4 (Helvetica 10 pt, WinAnsi: the accents of the corpus languages work). */
export async function renderPdf(pages) {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const width = 495;
  for (const paragraphs of pages) {
    const page = pdf.addPage([595, 842]);
    let y = 790;
    for (const paragraph of paragraphs) {
      for (const line of wrap(paragraph, font, 10, width)) {
        page.drawText(line, { x: 50, y, size: 10, font });
        y -= 14;
      }
      y -= 8;
    }
  }
  return pdf.save();
}

function wrap(text, font, size, width) {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

/** Extraction, chunking and embedding of one PDF, as the service does them; answers the chunks with vectors. */
export async function ingestPdf(bytes, { embedder, countTokens, maxPages = 500 }) {
  const { extractPdfPages } = dist('extraction/pdf-text');
  const { chunkPages, PASSAGE_TOKENS, OVERLAP_SENTENCES } = dist('chunking/chunker');
  const pages = await extractPdfPages(bytes, { maxPages });
  const chunks = chunkPages(pages, {
    maxTokens: PASSAGE_TOKENS,
    overlapSentences: OVERLAP_SENTENCES,
    countTokens,
  });
  const vectors = await embedder.embed(chunks.map((chunk) => chunk.text));
  return { pages, chunks: chunks.map((chunk, i) => ({ ...chunk, vector: vectors[i] })) };
}

/** The sentence model on its worker thread and the tokenizer's counter, as the service loads them. */
export async function loadModel() {
  const { ThreadedEmbedder } = dist('embedding/threaded-embedder');
  const { embeddingModelDir } = dist('embedding/transformers-embedder');
  const { loadTokenCounter } = dist('embedding/token-counter');
  const modelDir = embeddingModelDir();
  return {
    embedder: await ThreadedEmbedder.start({ modelDir }),
    countTokens: await loadTokenCounter(modelDir),
  };
}
