// Load on POST /api/plan_study_abroad of the standalone server: CLIENTS concurrent connections, each sending the
// 50 evaluation profiles in turn, for SECONDS after a warm-up. Reports p50/p95/p99 latency, throughput, errors
// and the server's memory. Bounded and loopback only. Needs `npm run build` first.
// The load comes from `wrk` (Debian package `wrk`) when it is installed: a separate, light process. Without it,
// from this Node process, which then competes with the server for CPU on a small machine (figures are lower).
// With --rate R (Node load only) the clients together send R requests a second on a fixed schedule (an open
// model, like k6's constant-arrival-rate): latency counts from the scheduled time, so queueing is not hidden.
// Usage: node loadtests/src/planner-load.mjs [--clients 200] [--seconds 20] [--warmup-seconds 5] [--node] [--rate R]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { Agent } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { askPlanner } from './helpers/planner-client.mjs';
import { machine, ROOT, rssMiB, startStandalone } from './helpers/server.mjs';

const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : Number(process.argv[at + 1]);
};
const clients = arg('clients', 200);
const seconds = arg('seconds', 20);
const warmupSeconds = arg('warmup-seconds', 5);
const rate = arg('rate', 0);

const profiles = JSON.parse(
  readFileSync(join(ROOT, 'services/planner/evaluation/profiles.json'), 'utf8'),
).map((profile) => JSON.stringify({ description: profile.description }));
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
// Each request comes from its own client address (trusted from loopback): the load stands for many visitors, not
// one client that kong.yml's per-client limits would stop after 60 questions a minute.
const { child: server, port } = await startStandalone('planner-load-', { TRUST_PROXY: 'loopback' });

const useWrk =
  !process.argv.includes('--node') && rate === 0 && spawnSync('wrk', ['--version']).error === undefined;
if (useWrk) {
  // wrk rotates the bodies itself; its done() hook prints the percentiles it measured.
  const script = join(mkdtempSync(join(tmpdir(), 'wrk-')), 'planner.lua');
  const bodies = profiles.map((body) => `[==[${body}]==]`).join(',\n');
  writeFileSync(
    script,
    `local bodies = {${bodies}}
local i = 0
request = function()
  i = i % #bodies + 1
  n = (n or 0) + 1
  local client = string.format("10.%d.%d.%d", math.floor(n / 65536) % 256, math.floor(n / 256) % 256, n % 256)
  return wrk.format("POST", "/api/plan_study_abroad", {["Content-Type"] = "application/json", ["X-Forwarded-For"] = client}, bodies[i])
end
done = function(summary, latency, requests)
  io.write(string.format("RESULT %d %d %d %.3f %.3f %.3f\\n", summary.requests,
    summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout + summary.errors.status,
    summary.duration, latency:percentile(50) / 1000, latency:percentile(95) / 1000, latency:percentile(99) / 1000))
end
`,
  );
  const wrk = (secs) =>
    spawnSync(
      'wrk',
      ['-t1', `-c${clients}`, `-d${secs}s`, '--timeout', '10s', '-s', script, `http://127.0.0.1:${port}`],
      {
        encoding: 'utf8',
      },
    ).stdout;
  wrk(warmupSeconds);
  const out = wrk(seconds);
  const [requests, errors, durationUs, p50, p95, p99] = /RESULT (.*)/.exec(out)[1].split(' ').map(Number);
  const rss = rssMiB(server.pid);
  server.kill('SIGTERM');
  console.log(`machine: ${machine()}`);
  console.log(`date: ${new Date().toISOString().slice(0, 10)}`);
  console.log(
    `load: wrk, ${clients} connections, ${seconds} s after ${warmupSeconds} s warm-up, requests: ${requests}, errors: ${errors}`,
  );
  console.log(`latency ms: p50 ${p50.toFixed(1)}, p95 ${p95.toFixed(1)}, p99 ${p99.toFixed(1)}`);
  console.log(`throughput: ${(requests / (durationUs / 1e6)).toFixed(0)} requests/s`);
  console.log(`server RSS after the run: ${rss.toFixed(0)} MiB`);
  process.exit(0);
}

const agent = new Agent({ keepAlive: true, maxSockets: clients });
const post = (body) => askPlanner(port, agent, body);

async function run(durationMs, record) {
  const begin = performance.now();
  const until = begin + durationMs;
  let next = 0;
  const interval = rate > 0 ? (clients / rate) * 1000 : 0;
  const client = async (index) => {
    for (let k = 0; ; k += 1) {
      const scheduled = begin + (index / clients) * interval + k * interval;
      if (scheduled >= until) break;
      const wait = scheduled - performance.now();
      if (interval > 0 && wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      if (interval === 0 && performance.now() >= until) break;
      const result = await post(profiles[next++ % profiles.length]);
      // open model: the time since the request was due; closed model: the request's own time
      record?.(interval > 0 ? { ...result, ms: performance.now() - scheduled } : result);
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, index) => client(index)));
}

await run(warmupSeconds * 1000);
const latencies = [];
let errors = 0;
const started = performance.now();
await run(seconds * 1000, (result) => {
  latencies.push(result.ms);
  if (!result.ok) errors += 1;
});
const elapsed = (performance.now() - started) / 1000;
const rss = rssMiB(server.pid);
server.kill('SIGTERM');
agent.destroy();

latencies.sort((a, b) => a - b);
console.log(`machine: ${machine()}`);
console.log(`date: ${new Date().toISOString().slice(0, 10)}`);
console.log(
  `clients: ${clients}${rate > 0 ? `, offered rate: ${rate}/s` : ''}, measured: ${seconds} s after ${warmupSeconds} s warm-up, requests: ${latencies.length}, errors: ${errors}`,
);
console.log(
  `latency ms: p50 ${percentile(latencies, 50).toFixed(1)}, p95 ${percentile(latencies, 95).toFixed(1)}, p99 ${percentile(latencies, 99).toFixed(1)}`,
);
console.log(`throughput: ${(latencies.length / elapsed).toFixed(0)} requests/s`);
console.log(`server RSS after the run: ${rss.toFixed(0)} MiB`);
