import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CookieBrowser, formAction, pkcePair } from '../support/oidc-client';
import { freePort } from '../support/ports';
import { REPO_ROOT, RunningProcess, startNode } from '../support/processes';
import { waitFor } from '../support/wait';

// The realm's brute-force detection end to end, with a realm whose lockout is short enough to wait out
// (the rules themselves are unit-tested with a clock the test moves: brute-force-protector.spec.ts).
describe('development identity provider: brute-force lockout', () => {
  const WAIT_SECONDS = 2;
  let origin: string;
  let server: RunningProcess;

  beforeAll(async () => {
    const port = await freePort();
    origin = `http://localhost:${port}`;
    const root = await mkdtemp(join(tmpdir(), 'dev-idp-lockout-'));
    const staticDir = join(root, 'spa');
    await mkdir(staticDir);
    await writeFile(join(staticDir, 'index.html'), '<!doctype html>');
    const realm = JSON.parse(
      await readFile(join(REPO_ROOT, 'infra/keycloak/realm-europa-launchpad.json'), 'utf8'),
    ) as Record<string, unknown>;
    const realmFile = join(root, 'realm.json');
    await writeFile(
      realmFile,
      JSON.stringify({
        ...realm,
        bruteForceProtected: true,
        failureFactor: 3,
        waitIncrementSeconds: WAIT_SECONDS,
        maxFailureWaitSeconds: WAIT_SECONDS,
        quickLoginCheckMilliSeconds: 0,
      }),
    );
    server = startNode('services/standalone/dist/main.js', {
      PORT: String(port),
      PUBLIC_URL: origin,
      DATA_DIR: join(root, 'data'),
      STATIC_DIR: staticDir,
      REALM_FILE: realmFile,
      LOG_LEVEL: 'warn',
    });
    await waitFor(
      async () => ((await fetch(`${origin}/health/ready`)).ok ? true : undefined),
      30_000,
      'the server',
    );
  });

  afterAll(async () => {
    await server?.stop();
  });

  /** One sign-in attempt as bob, in a fresh authorization request: the status of the form's answer. */
  async function attempt(password: string): Promise<number> {
    const browser = new CookieBrowser();
    const params = new URLSearchParams({
      client_id: 'site-spa',
      redirect_uri: `${origin}/auth/callback`,
      response_type: 'code',
      scope: 'openid',
      state: 's',
      nonce: 'n',
      code_challenge: pkcePair().challenge,
      code_challenge_method: 'S256',
    });
    const toLogin = await browser.follow(
      await browser.get(`${origin}/realms/europa-launchpad/protocol/openid-connect/auth?${params}`),
      origin,
      (url) => url.pathname === '/auth/callback',
    );
    const page = await toLogin.response.text();
    const answer = await browser.postForm(new URL(formAction(page), origin).href, {
      username: 'bob',
      password,
    });
    await answer.arrayBuffer();
    return answer.status;
  }

  it('refuses the right password during the lockout after failureFactor wrong ones, and accepts it after the wait', async () => {
    for (let i = 0; i < 3; i++) expect(await attempt(`wrong-${i}`)).toBe(401);
    expect(await attempt('bob-dev-password')).toBe(401);
    // Attempts during the lockout are not counted, so polling with the right password does not prolong it.
    expect(
      await waitFor(
        async () => ((await attempt('bob-dev-password')) === 303 ? true : undefined),
        (WAIT_SECONDS + 10) * 1000,
        'the lockout to end',
      ),
    ).toBe(true);
  });
});
