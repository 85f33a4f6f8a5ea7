import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CookieBrowser, formAction, pkcePair } from '../support/oidc-client';
import { freePort } from '../support/ports';
import { RunningProcess, startNode } from '../support/processes';
import { waitFor } from '../support/wait';

// What the development provider answers a browser that comes back to a sign-in page after signing in (the Back
// button), or asks to sign in again while it has a session: as Keycloak, it sends a signed-in visitor to the site.
describe('development identity provider, signed in already', () => {
  let origin: string;
  let server: RunningProcess;
  const oidc = () => `${origin}/realms/europa-launchpad/protocol/openid-connect`;
  const callback = () => `${origin}/auth/callback`;
  const isCallback = (url: URL) => url.href.startsWith(callback());

  beforeAll(async () => {
    origin = `http://localhost:${await freePort()}`;
    const root = await mkdtemp(join(tmpdir(), 'dev-idp-return-'));
    await mkdir(join(root, 'spa'));
    await writeFile(join(root, 'spa', 'index.html'), '<!doctype html>');
    server = startNode('services/standalone/dist/main.js', {
      PORT: new URL(origin).port,
      PUBLIC_URL: origin,
      DATA_DIR: join(root, 'data'),
      STATIC_DIR: join(root, 'spa'),
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

  const authorizeUrl = (extra: Record<string, string> = {}) =>
    `${oidc()}/auth?${new URLSearchParams({
      client_id: 'site-spa',
      redirect_uri: callback(),
      response_type: 'code',
      response_mode: 'fragment',
      scope: 'openid',
      state: 'state-1',
      code_challenge: pkcePair().challenge,
      code_challenge_method: 'S256',
      ...extra,
    })}`;

  /** Opens the sign-in form: its URL, and the page. */
  async function openForm(browser: CookieBrowser) {
    const shown = await browser.follow(await browser.get(authorizeUrl()), origin, isCallback);
    expect(shown.response.status).toBe(200);
    return { url: shown.url.href, page: await shown.response.text(), response: shown.response };
  }

  let browser: CookieBrowser;
  let form: Awaited<ReturnType<typeof openForm>>;

  beforeEach(async () => {
    browser = new CookieBrowser();
    form = await openForm(browser);
  });

  async function signIn(): Promise<void> {
    const done = await browser.follow(
      await browser.postForm(new URL(formAction(form.page), origin).href, {
        username: 'alice',
        password: 'alice-dev-password',
      }),
      origin,
      isCallback,
    );
    expect(done.url.hash).toContain('code=');
  }

  it('forbids the browser to keep a copy of its sign-in page', () => {
    expect(form.response.headers.get('cache-control')).toBe('no-store');
  });

  it('sends a signed-in visitor who goes back to the finished sign-in page to the site', async () => {
    await signIn();
    const back = await browser.get(form.url);
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`${origin}/`);
  });

  it('sends a signed-in visitor who submits the finished sign-in form again to the site', async () => {
    await signIn();
    const again = await browser.postForm(new URL(formAction(form.page), origin).href, {
      username: 'alice',
      password: 'alice-dev-password',
    });
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe(`${origin}/`);
  });

  it('answers a new authorization request of a signed-in visitor with a code, without the form', async () => {
    await signIn();
    const answer = await browser.follow(
      await browser.get(authorizeUrl({ state: 'state-2' })),
      origin,
      isCallback,
    );
    expect(answer.url.href.startsWith(callback())).toBe(true);
    expect(new URLSearchParams(answer.url.hash.slice(1)).get('state')).toBe('state-2');
    expect(new URLSearchParams(answer.url.hash.slice(1)).get('code')).toBeTruthy();
  });

  it('still tells a visitor without a session that the finished page has expired', async () => {
    await signIn();
    const stranger = new CookieBrowser();
    const expired = await stranger.get(form.url);
    expect(expired.status).toBe(400);
    expect(expired.headers.get('cache-control')).toBe('no-store');
    expect(await expired.text()).toContain('This sign-in page has expired.');
  });
});
