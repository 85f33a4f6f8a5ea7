import { createServer, Server } from 'node:http';
import { exportJWK, exportSPKI, generateKeyPair, JWK, KeyLike, SignJWT } from 'jose';

/** A test issuer: an RSA key pair, its JWKS served over HTTP, and a token factory with overridable claims. */
export interface TestIssuer {
  readonly issuer: string;
  readonly jwksUrl: string;
  readonly publicKeyPem: string;
  token(
    claims?: Record<string, unknown>,
    options?: { key?: KeyLike; kid?: string; alg?: string },
  ): Promise<string>;
  close(): Promise<void>;
}

export async function startTestIssuer(audience = 'site-api'): Promise<TestIssuer> {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'test-key-1', alg: 'RS256', use: 'sig' };
  const server: Server = createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const issuer = `http://127.0.0.1:${port}/realms/europa-launchpad`;
  return {
    issuer,
    jwksUrl: `http://127.0.0.1:${port}/certs`,
    publicKeyPem: await exportSPKI(publicKey),
    async token(claims = {}, options = {}) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ preferred_username: 'alice', email: 'alice@example.org', ...claims })
        .setProtectedHeader({ alg: options.alg ?? 'RS256', kid: options.kid ?? 'test-key-1', typ: 'JWT' })
        .setIssuer(typeof claims.iss === 'string' ? claims.iss : issuer)
        .setAudience((claims.aud as string | string[] | undefined) ?? [audience, 'account'])
        .setSubject(typeof claims.sub === 'string' ? claims.sub : 'user-1')
        .setIssuedAt(now)
        .setExpirationTime(typeof claims.exp === 'number' ? claims.exp : now + 300)
        .sign(options.key ?? privateKey);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** An unsigned token (`alg: none`), which must always be refused. */
export function unsignedToken(payload: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(payload)}.`;
}
