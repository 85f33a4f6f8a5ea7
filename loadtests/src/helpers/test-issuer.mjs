// A throw-away OpenID issuer for benchmarks: a JWKS on a loopback port and access tokens signed with its key, so a
// standalone server started with `issuerEnv` accepts them as it would Keycloak's.
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from './server.mjs';

const require = createRequire(join(ROOT, 'services/platform/package.json'));
const { exportJWK, generateKeyPair, SignJWT } = require('jose');

export async function startTestIssuer() {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'load-1', alg: 'RS256', use: 'sig' };
  const jwks = createServer((_req, res) => res.end(JSON.stringify({ keys: [jwk] }))).listen(0, '127.0.0.1');
  await new Promise((resolve) => jwks.once('listening', resolve));
  const base = `http://127.0.0.1:${jwks.address().port}`;
  const issuer = `${base}/realms/load`;
  return {
    /** Variables that make a server trust this issuer. */
    env: { OIDC_ISSUER: issuer, OIDC_JWKS_URL: `${base}/certs` },
    /** A bearer header for the subject `sub` (an hour). */
    bearer: async (sub) =>
      `Bearer ${await new SignJWT({ preferred_username: sub })
        .setProtectedHeader({ alg: 'RS256', kid: 'load-1' })
        .setIssuer(issuer)
        .setAudience('site-api')
        .setSubject(sub)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(privateKey)}`,
    close: () => new Promise((resolve) => jwks.close(resolve)),
  };
}
