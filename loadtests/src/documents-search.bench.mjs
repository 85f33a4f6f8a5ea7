// Top-5 hybrid search of the embedded chunk index for one user holding many chunks (issue 16: p95 under 20 ms at
// 20,000 chunks), and the memory a loaded user costs. In-process, no HTTP: chunks with random unit vectors
// (384 dimensions, as MiniLM) and generated business prose with numbers and identifiers, for the measured user and
// for other users in the same store. Reports the first search's load time, p50/p95/p99 over the queries, RSS and
// heap per 10,000 resident chunks, the store's size on disk and the load average. Exits 1 when p95 misses
// --p95-ms. Needs `npm run build:services`. Run with --expose-gc so the memory figures are taken after a GC.
// Usage: node --expose-gc loadtests/src/documents-search.bench.mjs [--chunks 20000] [--others 10000]
//        [--queries 1000] [--p95-ms 20]
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { machine, ROOT } from './helpers/server.mjs';

const require = createRequire(join(ROOT, 'services/document-ingest/package.json'));
const { EmbeddedChunkIndex } = require(
  join(ROOT, 'services/document-ingest/dist/retrieval/embedded-chunk-index.js'),
);

const option = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : Number(process.argv[at + 1]);
};
const CHUNKS = option('chunks', 20_000);
const OTHERS = option('others', 10_000);
const QUERIES = option('queries', 1000);
const P95_MS = option('p95-ms', 20);
const DIMENSIONS = 384;
const CHUNKS_PER_FILE = 500;
const MODEL = 'all-minilm-l6-v2-q';

// A fixed seed: every run indexes and asks the same things.
let seed = 0x9e3779b9;
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
};
const pick = (list) => list[Math.floor(random() * list.length)];

const WORDS = `the of and to in a is that for on with as by be this are from at or an it not which will must
  should can may all any each other such these their within under after before when where if than only also more
  company employee employees customer customers contract contracts agreement policy policies data personal
  information security access control controls risk risks assessment audit audits review reviews report reports
  management process processes procedure procedures requirement requirements responsibility responsibilities
  quarter quarterly annual year years month months period notice termination payment payments invoice invoices
  amount amounts cost costs budget revenue expenses travel allowance holiday leave salary bonus pension insurance
  office remote work working hours overtime training onboarding equipment laptop software license licence supplier
  suppliers service services delivery quality incident incidents breach notification authority regulation
  compliance standard standards certification documentation record records retention archive backup encryption
  password account accounts network system systems server servers cloud provider providers consent processing
  purpose purposes transfer transfers third party parties officer board meeting minutes decision approval budget
  project projects milestone milestones deadline deadlines scope change changes request requests manager managers
  team teams department departments legal finance human resources sales marketing operations support customer
  complaint complaints warranty liability damages confidentiality intellectual property jurisdiction law court
  dispute resolution arbitration invoice tax vat rate rates discount price prices order orders shipment warehouse
  inventory stock forecast target targets growth market markets competitor competitors strategy plan plans goal
  goals performance indicator indicators measure measures evaluation feedback survey results improvement action
  actions owner owners responsible accountable consulted informed schedule review annually monthly weekly daily`
  .split(/\s+/)
  .filter(Boolean);
// Zipf-like: early words (function words) are far more frequent than late ones, as in prose.
const zipf = () => WORDS[Math.floor(WORDS.length * random() ** 2.2)];
const IDENTIFIERS = [
  'ISO-27001',
  'ISO 9001',
  '§ 14',
  '§ 26 BDSG',
  'Art. 6 GDPR',
  'SOC 2',
  'PCI-DSS',
  'v2.3.1',
];
const sentence = () => {
  const words = Array.from({ length: 8 + Math.floor(random() * 14) }, zipf);
  if (random() < 0.25) words.splice(Math.floor(random() * words.length), 0, pick(IDENTIFIERS));
  if (random() < 0.3)
    words.splice(Math.floor(random() * words.length), 0, String(Math.floor(random() * 5000)));
  const text = words.join(' ');
  return `${text[0].toUpperCase()}${text.slice(1)}.`;
};
/** About 150–200 words, the size of a chunk of a few hundred tokens. */
const passage = () => Array.from({ length: 9 + Math.floor(random() * 4) }, sentence).join(' ');
const unitVector = () => {
  const vector = new Float32Array(DIMENSIONS);
  let norm = 0;
  for (let i = 0; i < DIMENSIONS; i++) {
    // sum of uniforms: close enough to a normal distribution for random directions
    vector[i] = random() + random() + random() - 1.5;
    norm += vector[i] * vector[i];
  }
  norm = Math.sqrt(norm);
  for (let i = 0; i < DIMENSIONS; i++) vector[i] /= norm;
  return vector;
};

async function indexUser(index, userId, count) {
  const files = [];
  for (let file = 0; file * CHUNKS_PER_FILE < count; file++) {
    const fileName = `${userId}-document-${String(file).padStart(3, '0')}.pdf`;
    const size = Math.min(CHUNKS_PER_FILE, count - file * CHUNKS_PER_FILE);
    const chunks = Array.from({ length: size }, (_, i) => {
      const page = 1 + Math.floor(i / 3);
      return { index: i, page, lastPage: page, text: passage(), vector: unitVector() };
    });
    await index.putFile(userId, fileName, MODEL, chunks);
    files.push(fileName);
  }
  return files;
}

const memory = () => {
  global.gc?.();
  const { rss, heapUsed, external, arrayBuffers } = process.memoryUsage();
  return { rss, heapUsed, external, arrayBuffers };
};
const mib = (bytes) => (bytes / 2 ** 20).toFixed(1);
const folderSize = (dir) =>
  readdirSync(dir, { recursive: true })
    .map((name) => statSync(join(dir, name)))
    .filter((s) => s.isFile())
    .reduce((sum, s) => sum + s.size, 0);

const loadBefore = loadavg();
const dir = mkdtempSync(join(tmpdir(), 'documents-search-bench-'));
const index = new EmbeddedChunkIndex(dir, { maxResidentChunks: CHUNKS + OTHERS });
try {
  const indexingStarted = performance.now();
  const files = await indexUser(index, 'measured-user', CHUNKS);
  for (let other = 0; other * 5000 < OTHERS; other++) {
    await indexUser(index, `other-user-${other}`, Math.min(5000, OTHERS - other * 5000));
  }
  const indexingSeconds = (performance.now() - indexingStarted) / 1000;

  const queries = Array.from({ length: QUERIES + 50 }, (_, i) => ({
    text:
      Array.from({ length: 5 + Math.floor(random() * 8) }, zipf).join(' ') +
      (i % 4 === 0 ? ` ${pick(IDENTIFIERS)}` : ''),
    vector: unitVector(),
    modelId: MODEL,
    topK: 5,
    // one question in five asks about two of the user's files only
    fileNames: i % 5 === 0 ? [pick(files), pick(files)] : undefined,
  }));

  const before = memory();
  const loadCpu = process.cpuUsage();
  let started = performance.now();
  const firstHits = await index.search('measured-user', queries[0]);
  const loadMs = performance.now() - started;
  const { user: loadUser, system: loadSystem } = process.cpuUsage(loadCpu);
  const after = memory();

  for (const query of queries.slice(1, 50)) await index.search('measured-user', query); // warm-up
  // Wall time is what a user waits; CPU time is what the search costs, whatever else the machine is running.
  const samples = new Float64Array(QUERIES);
  const cpuSamples = new Float64Array(QUERIES);
  for (let i = 0; i < QUERIES; i++) {
    const cpu = process.cpuUsage();
    started = performance.now();
    await index.search('measured-user', queries[50 + i]);
    samples[i] = performance.now() - started;
    const { user, system } = process.cpuUsage(cpu);
    cpuSamples[i] = (user + system) / 1000;
  }
  samples.sort();
  cpuSamples.sort();
  const at = (list, p) => list[Math.min(list.length - 1, Math.floor((p / 100) * list.length))];
  const pct = (p) => at(samples, p);
  const perTenThousand = (key) => mib(((after[key] - before[key]) * 10_000) / CHUNKS);
  const result = {
    date: new Date().toISOString(),
    machine: machine(),
    loadAverageBefore: loadBefore.map((x) => x.toFixed(2)).join(' '),
    loadAverageAfter: loadavg()
      .map((x) => x.toFixed(2))
      .join(' '),
    chunks: CHUNKS,
    otherUsersChunks: OTHERS,
    dimensions: DIMENSIONS,
    queries: QUERIES,
    indexingSeconds: indexingSeconds.toFixed(1),
    storeOnDiskMiB: mib(folderSize(dir)),
    firstSearchLoadMs: loadMs.toFixed(0),
    firstSearchLoadCpuMs: ((loadUser + loadSystem) / 1000).toFixed(0),
    firstSearchHits: firstHits.length,
    p50Ms: pct(50).toFixed(2),
    p95Ms: pct(95).toFixed(2),
    p99Ms: pct(99).toFixed(2),
    maxMs: samples[samples.length - 1].toFixed(2),
    cpuP50Ms: at(cpuSamples, 50).toFixed(2),
    cpuP95Ms: at(cpuSamples, 95).toFixed(2),
    rssMiBPer10kChunks: perTenThousand('rss'),
    heapMiBPer10kChunks: perTenThousand('heapUsed'),
    arrayBuffersMiBPer10kChunks: perTenThousand('arrayBuffers'),
    gcBeforeMemory: typeof global.gc === 'function',
  };
  console.log(JSON.stringify(result, null, 2));
  if (pct(95) >= P95_MS) {
    console.error(`p95 ${pct(95).toFixed(2)} ms misses the target of ${P95_MS} ms`);
    process.exitCode = 1;
  }
} finally {
  await index.close();
  rmSync(dir, { recursive: true, force: true });
}
