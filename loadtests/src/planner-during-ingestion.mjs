// Is the site still responsive while a PDF is read? (issue 16: "planner p95 while a 100-page PDF is ingested,
// recorded beside the idle figure"). One standalone server; planner questions at a steady RATE a second (an open
// model: latency counts from when each request was due, so queueing is not hidden), first for IDLE seconds with
// nothing else, then while a signed-in user uploads a PAGES-page text PDF and the server reads it, until it is
// ready. Each request comes from its own client address (X-Forwarded-For, trusted from loopback), so the per-client
// rate limits of kong.yml do not apply to the load. Reports p50/p95/p99 of both phases and the upload's time from
// 202 to ready as the API shows it. Needs `npm run build:services` and the embedding model
// (`npm run install:embedding-model`). Bounded and loopback only.
// Usage: node loadtests/src/planner-during-ingestion.mjs [--rate 50] [--idle-seconds 15] [--pages 100]
import { Agent } from 'node:http';
import { loadavg } from 'node:os';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadCorpus, longDocumentPages, renderPdf } from './helpers/documents.mjs';
import { askPlanner } from './helpers/planner-client.mjs';
import { machine, ROOT, startStandalone, stop } from './helpers/server.mjs';
import { startTestIssuer } from './helpers/test-issuer.mjs';

const { values } = parseArgs({
  options: {
    rate: { type: 'string', default: '50' },
    'idle-seconds': { type: 'string', default: '15' },
    pages: { type: 'string', default: '100' },
  },
});
const RATE = Number(values.rate);
const IDLE_MS = Number(values['idle-seconds']) * 1000;
const PAGES = Number(values.pages);

const profiles = JSON.parse(
  readFileSync(join(ROOT, 'services/planner/evaluation/profiles.json'), 'utf8'),
).map((profile) => JSON.stringify({ description: profile.description }));
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const summary = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    p50Ms: percentile(sorted, 50)?.toFixed(1),
    p95Ms: percentile(sorted, 95)?.toFixed(1),
    p99Ms: percentile(sorted, 99)?.toFixed(1),
  };
};

const pdf = await renderPdf(longDocumentPages(loadCorpus(), PAGES));
const issuer = await startTestIssuer();
const { child: server, port } = await startStandalone('planner-ingestion-', {
  ...issuer.env,
  TRUST_PROXY: 'loopback',
});
const base = `http://127.0.0.1:${port}`;
const agent = new Agent({ keepAlive: true, maxSockets: 200 });

let sent = 0;
const ask = async () => (await askPlanner(port, agent, profiles[sent++ % profiles.length])).ok;

/** Questions at RATE a second until `done()` says so; answers the latencies from each request's due time. */
async function steadyLoad(done) {
  const latencies = [];
  let errors = 0;
  const begin = performance.now();
  const inFlight = [];
  for (let k = 0; !done(); k++) {
    const due = begin + (k * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    inFlight.push(
      ask().then((ok) => {
        latencies.push(performance.now() - due);
        if (!ok) errors += 1;
      }),
    );
  }
  await Promise.all(inFlight);
  return { ...summary(latencies), errors };
}

const authorization = await issuer.bearer('ingesting-user');
const documents = async () => (await fetch(`${base}/api/documents`, { headers: { authorization } })).json();

// warm-up: the planner's threads and the sentence model's thread (a small upload) are loaded before measuring
await steadyLoad(
  (
    (until) => () =>
      performance.now() > until
  )(performance.now() + 3000),
);
const warm = await renderPdf(longDocumentPages(loadCorpus(), 1));
await upload(warm, 'warm-up.pdf');
while ((await documents()).find((d) => d.file_name === 'warm-up.pdf')?.status !== 'ready') await sleep(100);

const loadBefore = loadavg()[0];
const idle = await steadyLoad(
  (
    (until) => () =>
      performance.now() > until
  )(performance.now() + IDLE_MS),
);

const uploaded = performance.now();
await upload(pdf, 'long.pdf');
let ready = false;
let readyAfterMs = 0;
const watcher = (async () => {
  while (!ready) {
    const found = (await documents()).find((d) => d.file_name === 'long.pdf');
    if (found?.status === 'failed') throw new Error(`the upload failed: ${found.reason}`);
    if (found?.status === 'ready') {
      ready = true;
      readyAfterMs = performance.now() - uploaded;
    } else await sleep(100);
  }
})();
const during = await steadyLoad(() => ready);
await watcher;
const loadAfter = loadavg()[0];

await stop(server);
agent.destroy();
await issuer.close();

console.log(
  JSON.stringify(
    {
      date: new Date().toISOString(),
      machine: machine(),
      loadAverage: { before: loadBefore.toFixed(2), after: loadAfter.toFixed(2) },
      ratePerSecond: RATE,
      pages: PAGES,
      pdfBytes: pdf.length,
      idle,
      duringIngestion: during,
      uploadToReadySeconds: (readyAfterMs / 1000).toFixed(1),
    },
    null,
    2,
  ),
);

async function upload(bytes, name) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'application/pdf' }), name);
  const response = await fetch(`${base}/upload_pdf`, {
    method: 'POST',
    headers: { authorization },
    body: form,
  });
  if (response.status !== 202)
    throw new Error(`upload answered ${response.status}: ${await response.text()}`);
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
