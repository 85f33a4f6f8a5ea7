// Cost of validating an access token in a service (TokenVerifier: RS256 signature, claims, cached JWKS).
// In-process microbenchmark, loopback JWKS server, bounded iterations. Needs `npm run build:services`.
// Usage: node loadtests/src/token-validation.mjs [--iterations 20000]
import { machine } from './helpers/server.mjs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { TokenVerifier } = require('../../services/platform/dist/index.js');
const { exportJWK, generateKeyPair, SignJWT } = require('jose');

const at = process.argv.indexOf('--iterations');
const iterations = at === -1 ? 20_000 : Number(process.argv[at + 1]);

const { publicKey, privateKey } = await generateKeyPair('RS256');
const jwk = { ...(await exportJWK(publicKey)), kid: 'bench', alg: 'RS256', use: 'sig' };
const server = createServer((_req, res) => res.end(JSON.stringify({ keys: [jwk] })));
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}`;
const issuer = `${base}/realms/europa-launchpad`;
const verifier = new TokenVerifier({ issuer, audience: 'site-api', jwksUrl: `${base}/certs` });
const token = await new SignJWT({ preferred_username: 'alice' })
  .setProtectedHeader({ alg: 'RS256', kid: 'bench' })
  .setIssuer(issuer)
  .setAudience('site-api')
  .setSubject('user-1')
  .setIssuedAt()
  .setExpirationTime('1h')
  .sign(privateKey);

for (let i = 0; i < 500; i++) await verifier.verify(token); // warm-up, fills the JWKS cache
const samples = new Float64Array(iterations);
const started = performance.now();
for (let i = 0; i < iterations; i++) {
  const t0 = performance.now();
  await verifier.verify(token);
  samples[i] = (performance.now() - t0) * 1000;
}
const totalMs = performance.now() - started;
samples.sort();
const pct = (p) => samples[Math.min(samples.length - 1, Math.floor((p / 100) * samples.length))].toFixed(1);
server.close();
console.log(
  JSON.stringify(
    {
      date: new Date().toISOString(),
      machine: machine(),
      iterations,
      meanMicroseconds: ((totalMs * 1000) / iterations).toFixed(1),
      p50Microseconds: pct(50),
      p95Microseconds: pct(95),
      p99Microseconds: pct(99),
    },
    null,
    2,
  ),
);
