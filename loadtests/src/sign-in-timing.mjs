// Answer time of the development provider's sign-in form for a known and an unknown username (issue 14, item 8:
// the time must not tell whether a username exists). Spawns the built standalone server; loopback only, bounded.
// Usage: npm run build:services && node loadtests/src/sign-in-timing.mjs [--attempts 40]
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, machine, ROOT, sleep, stop } from './helpers/server.mjs';

const at = process.argv.indexOf('--attempts');
const attempts = at === -1 ? 40 : Number(process.argv[at + 1]);

const port = await freePort();
const origin = `http://localhost:${port}`;
const child = spawn(process.execPath, [join(ROOT, 'services/standalone/dist/main.js')], {
  env: {
    ...process.env,
    PORT: String(port),
    PUBLIC_URL: origin,
    LOG_LEVEL: 'warn',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-sign-in-')),
  },
  stdio: 'ignore',
});
for (let waited = 0; ; waited += 200) {
  if (waited > 120_000) throw new Error('server did not become ready within 2 minutes');
  const ready = await fetch(`${origin}/health/ready`).then(
    (r) => r.ok,
    () => false,
  );
  if (ready) break;
  await sleep(200);
}
const cookies = new Map();

async function request(url, init = {}) {
  const cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const response = await fetch(url, {
    ...init,
    redirect: 'manual',
    headers: { ...(init.headers ?? {}), ...(cookie ? { cookie } : {}) },
  });
  for (const header of response.headers.getSetCookie()) {
    const [pair] = header.split(';');
    const i = pair.indexOf('=');
    cookies.set(pair.slice(0, i), pair.slice(i + 1));
  }
  return response;
}

/** The sign-in form's URL of a fresh authorization request. */
async function formUrl() {
  const verifier = randomBytes(32).toString('base64url');
  const params = new URLSearchParams({
    client_id: 'site-spa',
    redirect_uri: `${origin}/auth/callback`,
    response_type: 'code',
    scope: 'openid',
    state: 's',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  });
  let response = await request(`${origin}/realms/europa-launchpad/protocol/openid-connect/auth?${params}`);
  while (response.status >= 300 && response.status < 400)
    response = await request(new URL(response.headers.get('location'), origin).href);
  const action = /<form[^>]*action="([^"]+)"/.exec(await response.text())[1].replace(/&amp;/g, '&');
  return new URL(action, origin).href;
}

async function series(username) {
  const url = await formUrl();
  const samples = [];
  for (let i = 0; i < attempts; i++) {
    const t0 = performance.now();
    const response = await request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: username(i), password: `wrong-password-${i}` }),
    });
    await response.arrayBuffer();
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  const pct = (p) => samples[Math.min(samples.length - 1, Math.floor((p / 100) * samples.length))].toFixed(1);
  return { p50Ms: pct(50), p95Ms: pct(95) };
}

try {
  await series(() => 'warm-up');
  // alice is locked after her second quick failure: a locked account is checked like any other.
  const known = await series(() => 'alice');
  const unknown = await series((i) => `nobody-${i}`);
  console.log(
    JSON.stringify({ date: new Date().toISOString(), machine: machine(), attempts, known, unknown }, null, 2),
  );
} finally {
  await stop(child);
}
