// Favourites on the embedded store under load: USERS signed-in users, each repeating add → list → remove of a
// favourite of their own for SECONDS, against the standalone server. Tokens come from a throwaway RS256 issuer on
// loopback (the server is told to trust it), so no identity provider is involved. Reports p50/p95/p99 per
// operation, throughput and errors. Needs `npm run build` first. Bounded and loopback only.
// Usage: node loadtests/src/favourites-load.mjs [--users 100] [--seconds 20]
import { Agent, request } from 'node:http';
import { machine, rssMiB, startStandalone, stop } from './helpers/server.mjs';
import { startTestIssuer } from './helpers/test-issuer.mjs';

const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : Number(process.argv[at + 1]);
};
const users = arg('users', 100);
const seconds = arg('seconds', 20);

const issuer = await startTestIssuer();
const { child: server, port } = await startStandalone('favourites-load-', issuer.env);

const agent = new Agent({ keepAlive: true, maxSockets: users });
const call = (method, path, authorization, body) =>
  new Promise((resolve) => {
    const started = performance.now();
    const payload = body === undefined ? undefined : JSON.stringify(body);
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
        res.resume();
        res.on('end', () => resolve({ ms: performance.now() - started, status: res.statusCode }));
      },
    );
    req.on('error', () => resolve({ ms: performance.now() - started, status: 0 }));
    req.end(payload);
  });

const latencies = { add: [], list: [], remove: [] };
let errors = 0;
const until = performance.now() + seconds * 1000;
const started = performance.now();
await Promise.all(
  Array.from({ length: users }, async (_, index) => {
    const sub = `load-user-${index}`;
    const authorization = await issuer.bearer(sub);
    let round = 0;
    while (performance.now() < until) {
      const entry = { university: `University ${index}`, program: `Program ${round++}`, country: 'Germany' };
      const steps = [
        [
          'add',
          () => call('POST', '/api/favorites', authorization, { user_id: sub, university: entry }),
          200,
        ],
        ['list', () => call('GET', `/api/favorites?user_id=${sub}`, authorization), 200],
        [
          'remove',
          () =>
            call(
              'DELETE',
              `/api/favorites/${sub}?university=${encodeURIComponent(entry.university)}&program=${encodeURIComponent(entry.program)}`,
              authorization,
            ),
          204,
        ],
      ];
      for (const [name, run, expected] of steps) {
        const { ms, status } = await run();
        latencies[name].push(ms);
        if (status !== expected) errors += 1;
      }
    }
  }),
);
const elapsed = (performance.now() - started) / 1000;
const rss = rssMiB(server.pid);
await stop(server);
agent.destroy();
await issuer.close();

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const total = Object.values(latencies).reduce((sum, list) => sum + list.length, 0);
console.log(`machine: ${machine()}`);
console.log(
  `date: ${new Date().toISOString().slice(0, 10)}, users: ${users}, seconds: ${seconds}, errors: ${errors}`,
);
for (const [name, list] of Object.entries(latencies)) {
  list.sort((a, b) => a - b);
  console.log(
    `${name}: ${list.length} requests, p50 ${percentile(list, 50).toFixed(1)} ms, p95 ${percentile(list, 95).toFixed(1)} ms, p99 ${percentile(list, 99).toFixed(1)} ms`,
  );
}
console.log(`throughput: ${(total / elapsed).toFixed(0)} requests/s, server RSS ${rss.toFixed(0)} MiB`);
