import type { INestApplication } from '@nestjs/common';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createStandaloneApp, loadStandaloneConfig } from '@site/standalone';
import { siteMongoEnv } from './mongo';
import { startTestIssuer, TestIssuer } from './tokens';

/**
 * The standalone app in this process, trusting a test issuer's tokens, with its own data folder (and its own MongoDB
 * databases when the suite runs on MongoDB).
 */
export interface SignedInSite {
  readonly baseUrl: string;
  readonly issuer: TestIssuer;
  /** The Nest application, for what a test reaches inside the process (e.g. the bus). */
  readonly app: INestApplication;
  /** Headers of a JSON request with a bearer token for `claims` (user-1, alice, by default). */
  headers(claims?: Record<string, unknown>): Promise<Record<string, string>>;
  /** A JSON request to `path` as the user of `claims`. */
  request(method: string, path: string, claims: Record<string, unknown>, body?: unknown): Promise<Response>;
  close(): Promise<void>;
}

export async function startSignedInSite(
  prefix = 'site-',
  env: Record<string, string> = {},
): Promise<SignedInSite> {
  const issuer = await startTestIssuer();
  const root = await mkdtemp(join(tmpdir(), prefix));
  await mkdir(join(root, 'spa'));
  await writeFile(join(root, 'spa', 'index.html'), '<!doctype html>');
  const app: INestApplication = await createStandaloneApp(
    loadStandaloneConfig({
      ...siteMongoEnv(root),
      DATA_DIR: join(root, 'data'),
      STATIC_DIR: join(root, 'spa'),
      LOG_LEVEL: 'warn',
      OIDC_ISSUER: issuer.issuer,
      OIDC_JWKS_URL: issuer.jwksUrl,
      ...env,
    }),
  );
  await app.listen(0, '127.0.0.1');
  const baseUrl = `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`;
  const headers = async (claims?: Record<string, unknown>) => ({
    authorization: `Bearer ${await issuer.token(claims)}`,
    'content-type': 'application/json',
  });
  return {
    baseUrl,
    issuer,
    app,
    headers,
    request: async (method, path, claims, body) =>
      fetch(`${baseUrl}${path}`, {
        method,
        headers: await headers(claims),
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    close: async () => {
      await app.close();
      await issuer.close();
    },
  };
}
