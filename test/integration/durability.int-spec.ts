import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSiteProcess } from '../support/site-process';
import { startTestIssuer, TestIssuer } from '../support/tokens';

describe('an acknowledged write survives kill -9 of the standalone process', () => {
  let issuer: TestIssuer;

  beforeAll(async () => {
    issuer = await startTestIssuer();
  });

  afterAll(async () => {
    await issuer?.close();
  });

  it('keeps a profile saved just before the process was killed, unchanged', async () => {
    const env = {
      DATA_DIR: await mkdtemp(join(tmpdir(), 'durable-')),
      OIDC_ISSUER: issuer.issuer,
      OIDC_JWKS_URL: issuer.jwksUrl,
    };
    const headers = { authorization: `Bearer ${await issuer.token()}`, 'content-type': 'application/json' };
    const first = await startSiteProcess(env);
    const saved = await fetch(`${first.origin}/api/users/profile`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ user_id: 'user-1', first_name: 'Ada', city: 'Berlin', country_code: 'DE' }),
    });
    expect(saved.status).toBe(200);
    const profile = await saved.json();
    first.process.child.kill('SIGKILL');
    expect((await first.process.exited).signal).toBe('SIGKILL');

    const second = await startSiteProcess(env);
    try {
      expect(await (await fetch(`${second.origin}/api/users/profile/user-1`, { headers })).json()).toEqual(
        profile,
      );
    } finally {
      await second.stop();
    }
  }, 90_000);

  it('keeps a favourite added just before the process was killed', async () => {
    const env = {
      DATA_DIR: await mkdtemp(join(tmpdir(), 'durable-')),
      OIDC_ISSUER: issuer.issuer,
      OIDC_JWKS_URL: issuer.jwksUrl,
    };
    const headers = { authorization: `Bearer ${await issuer.token()}`, 'content-type': 'application/json' };
    const entry = { university: 'Lund University', program: 'Physics (BSc)', country: 'Sweden' };

    const first = await startSiteProcess(env);
    const added = await fetch(`${first.origin}/api/favorites`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ user_id: 'user-1', university: entry }),
    });
    expect(added.status).toBe(200);
    first.process.child.kill('SIGKILL');
    expect((await first.process.exited).signal).toBe('SIGKILL');

    const second = await startSiteProcess(env);
    try {
      const listed = await fetch(`${second.origin}/api/favorites?user_id=user-1`, { headers });
      expect(await listed.json()).toEqual([entry]);
    } finally {
      await second.stop();
    }
  }, 90_000);
});
