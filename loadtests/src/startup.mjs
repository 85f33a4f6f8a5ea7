// Measures the standalone server: time from process start to /health/ready answering 200, and its resident
// memory (RSS) when idle. Bounded: RUNS starts (default 5), loopback only. Needs `npm run build` first.
// Usage: node loadtests/src/startup.mjs [--runs 5] [--idle-seconds 10]
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, tmpdir, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : Number(process.argv[at + 1]);
};
const runs = arg('runs', 5);
const idleSeconds = arg('idle-seconds', 10);

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const rssMiB = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function once() {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [join(root, 'services/standalone/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'startup-')),
    },
    stdio: 'ignore',
  });
  let readyMs;
  for (let i = 0; i < 600 && readyMs === undefined; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health/ready`)).status === 200)
        readyMs = performance.now() - started;
    } catch {
      await sleep(20);
    }
  }
  if (readyMs === undefined) throw new Error('server did not become ready within the bound');
  await sleep(idleSeconds * 1000);
  const rss = rssMiB(child.pid);
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  return { readyMs, rss };
}

const results = [];
for (let i = 0; i < runs; i++) results.push(await once());
const ready = results.map((r) => r.readyMs);
const rss = results.map((r) => r.rss);
console.log(
  JSON.stringify(
    {
      date: new Date().toISOString(),
      machine: `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
      runs,
      idleSeconds,
      timeToReadyMs: {
        median: Math.round(median(ready)),
        min: Math.round(Math.min(...ready)),
        max: Math.round(Math.max(...ready)),
      },
      idleRssMiB: {
        median: Math.round(median(rss)),
        min: Math.round(Math.min(...rss)),
        max: Math.round(Math.max(...rss)),
      },
    },
    null,
    2,
  ),
);
