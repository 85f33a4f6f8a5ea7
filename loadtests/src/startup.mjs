// Measures the standalone server: time from process start to /health/ready answering 200, and its resident
// memory (RSS) when idle. Bounded: RUNS starts (default 5), loopback only. Needs `npm run build` first.
// Usage: node loadtests/src/startup.mjs [--runs 5] [--idle-seconds 10]
import { machine, rssMiB, sleep, startStandalone, stop } from './helpers/server.mjs';

const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : Number(process.argv[at + 1]);
};
const runs = arg('runs', 5);
const idleSeconds = arg('idle-seconds', 10);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function once() {
  const { child, readyMs } = await startStandalone('startup-');
  await sleep(idleSeconds * 1000);
  const rss = rssMiB(child.pid);
  await stop(child);
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
      machine: machine(),
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
