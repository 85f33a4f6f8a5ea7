// Planner questions to a server on loopback, each from its own client address (X-Forwarded-For; start the server
// with TRUST_PROXY=loopback): a load stands for many visitors, not one client that kong.yml's per-client limits
// would stop after 60 questions a minute.
import { request } from 'node:http';

let sent = 0;

/** POST /api/plan_study_abroad with `body`; answers {ms, ok} (ok: status 200), never rejects. */
export function askPlanner(port, agent, body) {
  const client = `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`;
  sent += 1;
  return new Promise((resolve) => {
    const started = performance.now();
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/plan_study_abroad',
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-forwarded-for': client,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ ms: performance.now() - started, ok: res.statusCode === 200 }));
      },
    );
    req.on('error', () => resolve({ ms: performance.now() - started, ok: false }));
    req.end(body);
  });
}
