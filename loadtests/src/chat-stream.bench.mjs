// The chat's own cost, with the Ollama test server (test/ollama-server) producing tokens at once, against the built
// standalone server on loopback:
//   1. time to first token through the whole stack (HTTP, token check, limits, prompt, the Ollama client, the
//      server-sent event) minus the model server's own time to its first token, one request at a time, RAG off and
//      RAG on (RAG on adds ingest.search: the question's vector on the embedding thread and the hybrid search);
//   2. the history list of a user with 1,000 chats (default page of 200, and all 1,000);
//   3. 100 users streaming an answer at once (50 tokens 20 ms apart), several rounds: errors and wall time.
// Tokens come from a throwaway RS256 issuer on loopback. Needs `npm run build:services` first. Bounded, loopback only.
// Usage: node loadtests/src/chat-stream.bench.mjs [--requests 500] [--concurrent 100] [--rounds 3]
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, request, Agent } from 'node:http';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { freePort, machine, ROOT, rssMiB, sleep, stop } from './helpers/server.mjs';

const require = createRequire(join(ROOT, 'services/platform/package.json'));
const { exportJWK, generateKeyPair, SignJWT } = require('jose');
const { startOllamaTestServer } = require(join(ROOT, 'test/ollama-server/ollama-test-server.js'));
const { PDFDocument, StandardFonts } = require(join(ROOT, 'node_modules/pdf-lib'));

const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : Number(process.argv[at + 1]);
};
const requests = arg('requests', 500);
const concurrent = arg('concurrent', 100);
const rounds = arg('rounds', 3);
const WARM_UP = 50;

const { publicKey, privateKey } = await generateKeyPair('RS256');
const jwk = { ...(await exportJWK(publicKey)), kid: 'bench-1', alg: 'RS256', use: 'sig' };
const jwks = createServer((_req, res) => res.end(JSON.stringify({ keys: [jwk] }))).listen(0, '127.0.0.1');
await new Promise((resolve) => jwks.once('listening', resolve));
const issuer = `http://127.0.0.1:${jwks.address().port}/realms/bench`;
const token = (sub) =>
  new SignJWT({ preferred_username: sub })
    .setProtectedHeader({ alg: 'RS256', kid: 'bench-1' })
    .setIssuer(issuer)
    .setAudience('site-api')
    .setSubject(sub)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(privateKey);

const ollama = await startOllamaTestServer({ models: ['gemma3:1b'] });
// The page is not what is measured: a one-file site, so no SPA build is needed.
const staticDir = mkdtempSync(join(tmpdir(), 'chat-bench-spa-'));
writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>bench</title>');
const port = await freePort();
const server = spawn(process.execPath, [join(ROOT, 'services/standalone/dist/main.js')], {
  env: {
    ...process.env,
    PORT: String(port),
    LOG_LEVEL: 'warn',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'chat-bench-')),
    STATIC_DIR: staticDir,
    OIDC_ISSUER: issuer,
    OIDC_JWKS_URL: `http://127.0.0.1:${jwks.address().port}/certs`,
    OLLAMA_URL: ollama.url,
    CHAT_REQUESTS_PER_MINUTE: '1000000',
    CHAT_CONCURRENT_GENERATIONS: '1000',
    PLANNER_THREADS: '0',
  },
  stdio: 'ignore',
});
// Start-up takes seconds on a busy machine: wait up to two minutes for readiness.
for (let waited = 0; ; waited += 200) {
  const ready = await fetch(`http://127.0.0.1:${port}/health/ready`).then(
    (response) => response.status === 200,
    () => false,
  );
  if (ready) break;
  if (waited > 120_000) throw new Error('the server did not become ready in two minutes');
  await sleep(200);
}
const agent = new Agent({ keepAlive: true, maxSockets: concurrent + 10 });

/** One HTTP call; for a stream, also the time its first token event arrived. */
const call = (method, path, authorization, body) =>
  new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const started = performance.now();
    let firstTokenAt;
    let text = '';
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        headers: {
          authorization,
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
        },
      },
      (res) => {
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          if (firstTokenAt === undefined && chunk.includes('event: token')) firstTokenAt = performance.now();
          text += chunk;
        });
        res.on('end', () =>
          resolve({ status: res.statusCode, text, started, firstTokenAt, ms: performance.now() - started }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });

/** CPU time (user + system) the server process has used, in ms (clock ticks of 10 ms). */
const cpuMs = () => {
  const fields = readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

const percentile = (list, p) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const summary = (list) =>
  `p50 ${percentile(list, 50).toFixed(2)} ms, p95 ${percentile(list, 95).toFixed(2)} ms, p99 ${percentile(list, 99).toFixed(2)} ms`;

async function firstTokenOverhead(authorization, userId, extra) {
  const overheads = [];
  let errors = 0;
  let cpuAtStart = 0;
  for (let i = 0; i < WARM_UP + requests; i += 1) {
    if (i === WARM_UP) cpuAtStart = cpuMs();
    const before = ollama.requests.length;
    const result = await call('POST', '/chat_with_file/stream', authorization, {
      user_id: userId,
      model: 'gemma3:1b',
      question: `How much is the enrolment fee, question ${i}?`,
      ...extra,
    });
    const sent = ollama.requests[before];
    if (
      result.status !== 200 ||
      !result.text.includes('event: done') ||
      !sent ||
      result.firstTokenAt === undefined
    ) {
      errors += 1;
      continue;
    }
    const modelOwn = sent.firstTokenAt - sent.receivedAt;
    if (i >= WARM_UP) overheads.push(result.firstTokenAt - result.started - modelOwn);
  }
  return { overheads, errors, cpuPerAnswer: (cpuMs() - cpuAtStart) / requests };
}

async function makePdf() {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const pages = [
    ['Welcome to the handbook of the faculty.'],
    ['The enrolment fee for the winter semester is 312 euros.'],
    ['Bicycles can be rented at the student union.'],
  ];
  for (const lines of pages) {
    const page = document.addPage([595, 842]);
    lines.forEach((line, i) => page.drawText(line, { x: 50, y: 790 - i * 16, size: 11, font }));
  }
  return document.save();
}

try {
  // 1. time to first token, RAG off, then RAG on
  ollama.setScript(() => ({ tokens: ['The', ' fee', ' is', ' 312', ' euros', '.'] }));
  const sub = 'bench-user';
  const authorization = `Bearer ${await token(sub)}`;
  const ragOff = await firstTokenOverhead(authorization, sub, {});

  const form = new FormData();
  form.append('file', new Blob([await makePdf()], { type: 'application/pdf' }), 'handbook.pdf');
  const uploaded = await fetch(`http://127.0.0.1:${port}/upload_pdf`, {
    method: 'POST',
    headers: { authorization },
    body: form,
  });
  if (uploaded.status !== 202) throw new Error(`upload answered ${uploaded.status}`);
  for (let i = 0; ; i += 1) {
    const listed = await (
      await fetch(`http://127.0.0.1:${port}/api/documents`, { headers: { authorization } })
    ).json();
    if (listed[0]?.status === 'ready') break;
    if (i > 600) throw new Error('the document was not read in time');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await call('POST', '/set_rag', authorization, { user_id: sub, enable: true });
  const ragOn = await firstTokenOverhead(authorization, sub, {});

  // 2. the history of a user with 1,000 chats
  const historian = 'bench-historian';
  const historianAuth = `Bearer ${await token(historian)}`;
  for (let i = 0; i < 1000; i += 1) {
    const saved = await call('POST', '/api/chats', historianAuth, {
      user_id: historian,
      chat_id: `chat-${i}`,
      messages: [
        { role: 'user', content: `Question ${i}: how much is the enrolment fee for the winter semester?` },
        { role: 'assistant', content: 'The enrolment fee for the winter semester is 312 euros [1].' },
      ],
    });
    if (saved.status !== 200) throw new Error(`saving chat ${i} answered ${saved.status}`);
  }
  const lists = { 200: [], 1000: [] };
  for (const limit of [200, 1000]) {
    for (let i = 0; i < WARM_UP + requests; i += 1) {
      const result = await call('GET', `/api/chats/user/${historian}?limit=${limit}`, historianAuth);
      if (result.status !== 200 || JSON.parse(result.text).length !== limit)
        throw new Error('wrong history list');
      if (i >= WARM_UP) lists[limit].push(result.ms);
    }
  }

  // 3. many users streaming at once
  ollama.setScript(() => ({ tokens: Array.from({ length: 50 }, (_, i) => ` t${i}`), tokenDelayMs: 20 }));
  const users = await Promise.all(
    Array.from({ length: concurrent }, async (_, i) => ({
      id: `bench-crowd-${i}`,
      auth: `Bearer ${await token(`bench-crowd-${i}`)}`,
    })),
  );
  let crowdErrors = 0;
  const roundMs = [];
  for (let round = 0; round < rounds; round += 1) {
    const started = performance.now();
    const results = await Promise.all(
      users.map((user) =>
        call('POST', '/chat_with_file/stream', user.auth, {
          user_id: user.id,
          model: 'gemma3:1b',
          question: 'Tell me a story',
        }),
      ),
    );
    roundMs.push(performance.now() - started);
    for (const result of results) {
      const tokens = (result.text.match(/event: token/g) ?? []).length;
      if (
        result.status !== 200 ||
        tokens !== 50 ||
        !result.text.includes('event: done') ||
        result.text.includes('event: error')
      ) {
        crowdErrors += 1;
      }
    }
  }
  const rss = rssMiB(server.pid);

  console.log(`machine: ${machine()}`);
  const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  console.log(
    `date: ${new Date().toISOString().slice(0, 10)}, requests: ${requests} (after ${WARM_UP} warm-up), load average at the end: ${load}`,
  );
  for (const [name, run] of [
    ['RAG off', ragOff],
    ['RAG on', ragOn],
  ]) {
    console.log(
      `first token minus the model server's own, ${name}: ${summary(run.overheads)}, errors ${run.errors}, server CPU ${run.cpuPerAnswer.toFixed(2)} ms per answer`,
    );
  }
  console.log(`history list of 1,000 chats, page of 200: ${summary(lists[200])}`);
  console.log(`history list of 1,000 chats, all 1,000: ${summary(lists[1000])}`);
  console.log(
    `${concurrent} concurrent streams x ${rounds} rounds (50 tokens, 20 ms apart): errors ${crowdErrors}, round wall time ${roundMs.map((ms) => `${(ms / 1000).toFixed(2)} s`).join(', ')}, server RSS ${rss.toFixed(0)} MiB`,
  );
} finally {
  await stop(server);
  agent.destroy();
  await ollama.stop();
  jwks.close();
}
