import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CookieBrowser, formAction, pkcePair } from '../support/oidc-client';
import { freePort } from '../support/ports';
import { REPO_ROOT, RunningProcess, startNode } from '../support/processes';
import { waitFor } from '../support/wait';

// The development provider as the SPA uses it: authorization code with PKCE, through the built standalone server.
describe('development identity provider', () => {
  let port: number;
  let origin: string;
  let dataDir: string;
  let staticDir: string;
  let server: RunningProcess;
  const realm = () => `${origin}/realms/europa-launchpad`;
  const oidc = () => `${realm()}/protocol/openid-connect`;
  const callback = () => `${origin}/auth/callback`;

  async function start(): Promise<void> {
    server = startNode('services/standalone/dist/main.js', {
      PORT: String(port),
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      STATIC_DIR: staticDir,
      LOG_LEVEL: 'warn',
    });
    await waitFor(
      async () => ((await fetch(`${origin}/health/ready`)).ok ? true : undefined),
      30_000,
      'the server',
    );
  }

  beforeAll(async () => {
    port = await freePort();
    origin = `http://localhost:${port}`;
    const root = await mkdtemp(join(tmpdir(), 'dev-idp-'));
    dataDir = join(root, 'data');
    staticDir = join(root, 'spa');
    await mkdir(staticDir);
    await writeFile(join(staticDir, 'index.html'), '<!doctype html>');
    await start();
  });

  afterAll(async () => {
    await server?.stop();
  });

  function authorizeUrl(challenge: string, endpoint = 'auth', extra: Record<string, string> = {}): string {
    const params = new URLSearchParams({
      client_id: 'site-spa',
      redirect_uri: callback(),
      response_type: 'code',
      response_mode: 'query',
      scope: 'openid',
      state: 'state-1',
      nonce: 'nonce-1',
      code_challenge: challenge,
      code_challenge_method: 'S256',
      ...extra,
    });
    return `${oidc()}/${endpoint}?${params}`;
  }

  async function exchange(code: string, verifier: string) {
    const response = await fetch(`${oidc()}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: callback(),
        client_id: 'site-spa',
        code_verifier: verifier,
      }),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as {
      access_token: string;
      refresh_token: string;
      id_token: string;
      expires_in: number;
    };
  }

  const me = async (token: string) =>
    fetch(`${origin}/api/users/me`, { headers: { authorization: `Bearer ${token}` } });
  const isCallback = (url: URL) => url.href.startsWith(callback());

  async function signIn(browser: CookieBrowser, username: string, password: string) {
    const { verifier, challenge } = pkcePair();
    const toLogin = await browser.follow(await browser.get(authorizeUrl(challenge)), origin, isCallback);
    expect(toLogin.response.status).toBe(200);
    const page = await toLogin.response.text();
    const done = await browser.follow(
      await browser.postForm(new URL(formAction(page), origin).href, { username, password }),
      origin,
      isCallback,
    );
    const code = done.url.searchParams.get('code');
    expect(done.url.searchParams.get('state')).toBe('state-1');
    expect(code).toBeTruthy();
    return exchange(String(code), verifier);
  }

  let aliceTokens: Awaited<ReturnType<typeof exchange>>;
  const browser = new CookieBrowser();

  it('serves a Keycloak-shaped discovery document', async () => {
    const discovery = (await (await fetch(`${realm()}/.well-known/openid-configuration`)).json()) as Record<
      string,
      unknown
    >;
    expect(discovery).toMatchObject({
      issuer: realm(),
      authorization_endpoint: `${oidc()}/auth`,
      token_endpoint: `${oidc()}/token`,
      jwks_uri: `${oidc()}/certs`,
      end_session_endpoint: `${oidc()}/logout`,
      code_challenge_methods_supported: ['S256'],
    });
  });

  it('shows its sign-in page in the language asked for, and refuses a wrong password', async () => {
    const local = new CookieBrowser();
    const { challenge } = pkcePair();
    const toLogin = await local.follow(
      await local.get(authorizeUrl(challenge, 'auth', { ui_locales: 'de' })),
      origin,
      isCallback,
    );
    const page = await toLogin.response.text();
    expect(page).toContain('<html lang="de" dir="ltr">');
    expect(page).toContain('Anmelden');
    const refused = await local.postForm(new URL(formAction(page), origin).href, {
      username: 'alice',
      password: 'wrong-password',
    });
    expect(refused.status).toBe(401);
    expect(await refused.text()).toContain('Benutzername oder Passwort ist falsch.');
  });

  it('signs a realm demo user in with PKCE and issues JWT access tokens the services accept', async () => {
    aliceTokens = await signIn(browser, 'alice', 'alice-dev-password');
    expect(aliceTokens.expires_in).toBe(300);
    const payload = JSON.parse(
      Buffer.from(aliceTokens.access_token.split('.')[1] ?? '', 'base64url').toString(),
    ) as Record<string, unknown>;
    expect(payload).toMatchObject({ iss: realm(), aud: 'site-api', preferred_username: 'alice' });
    const response = await me(aliceTokens.access_token);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ preferred_username: 'alice', email: 'alice@example.org' });
  });

  it('refreshes the access token with the refresh token', async () => {
    const response = await fetch(`${oidc()}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: aliceTokens.refresh_token,
        client_id: 'site-spa',
      }),
    });
    expect(response.status).toBe(200);
    const refreshed = (await response.json()) as { access_token: string };
    expect(refreshed.access_token).not.toBe(aliceTokens.access_token);
    expect((await me(refreshed.access_token)).status).toBe(200);
  });

  it('refuses an authorization request without PKCE or with a foreign redirect URI', async () => {
    const local = new CookieBrowser();
    const noPkce = `${oidc()}/auth?${new URLSearchParams({ client_id: 'site-spa', redirect_uri: callback(), response_type: 'code', scope: 'openid', state: 'x' })}`;
    const refused = await local.get(noPkce);
    expect(new URL(refused.headers.get('location') ?? '', origin).searchParams.get('error')).toBe(
      'invalid_request',
    );
    const foreign = await local.get(
      authorizeUrl(pkcePair().challenge).replace(
        encodeURIComponent(callback()),
        encodeURIComponent('https://evil.example/cb'),
      ),
    );
    expect(foreign.status).toBe(400);
  });

  it('registers a new account and signs it in', async () => {
    const local = new CookieBrowser();
    const { verifier, challenge } = pkcePair();
    const toForm = await local.follow(
      await local.get(authorizeUrl(challenge, 'registrations')),
      origin,
      isCallback,
    );
    const page = await toForm.response.text();
    expect(page).toContain('Create your account');
    const form = {
      firstName: 'Carol',
      lastName: 'Example',
      email: 'carol@example.org',
      username: 'carol',
      password: 'carol-long-password',
    };
    const tooShort = await local.postForm(new URL(formAction(page), origin).href, {
      ...form,
      password: 'short',
    });
    expect(tooShort.status).toBe(400);
    const done = await local.follow(
      await local.postForm(new URL(formAction(page), origin).href, form),
      origin,
      isCallback,
    );
    const tokens = await exchange(String(done.url.searchParams.get('code')), verifier);
    expect(await (await me(tokens.access_token)).json()).toMatchObject({
      preferred_username: 'carol',
      name: 'Carol Example',
    });
  });

  /** The sign-in (or, with `register`, registration) page of a fresh authorization request, and its form URL. */
  async function formPage(local: CookieBrowser, register = false, extra: Record<string, string> = {}) {
    const { verifier, challenge } = pkcePair();
    const toForm = await local.follow(
      await local.get(authorizeUrl(challenge, register ? 'registrations' : 'auth', extra)),
      origin,
      isCallback,
    );
    const page = await toForm.response.text();
    return { page, action: new URL(formAction(page), origin).href, verifier };
  }

  it('derives every URL it issues from PUBLIC_URL, never from Host or X-Forwarded-* headers', async () => {
    const hostile = {
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
      'x-forwarded-port': '443',
      forwarded: 'host=evil.example;proto=https',
    };
    const discovery = (await (
      await fetch(`${realm()}/.well-known/openid-configuration`, { headers: hostile })
    ).json()) as Record<string, unknown>;
    const urls = Object.entries(discovery).filter(
      ([key, value]) => typeof value === 'string' && (key === 'issuer' || /_(endpoint|uri)$/.test(key)),
    );
    expect(urls.length).toBeGreaterThanOrEqual(7);
    expect(urls.filter(([, url]) => !String(url).startsWith(realm()))).toEqual([]);

    // The same through an absolute-form request target naming another host.
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () =>
        socket.write(
          `GET http://evil.example/realms/europa-launchpad/.well-known/openid-configuration HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n`,
        ),
      );
      let data = '';
      socket.on('data', (chunk: Buffer) => (data += chunk.toString()));
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
    });
    expect(raw).toContain(`"authorization_endpoint":"${oidc()}/auth"`);
    expect(raw).not.toContain('evil.example');

    // Redirects and the sign-in form's action.
    const { challenge } = pkcePair();
    const local = new CookieBrowser();
    const toLogin = await fetch(authorizeUrl(challenge), { headers: hostile, redirect: 'manual' });
    expect(toLogin.headers.get('location')).toMatch(new RegExp(`^${realm()}/login-actions/`));
    const viaRegistration = await local.get(`${authorizeUrl(challenge, 'registrations')}`);
    expect(viaRegistration.headers.get('location')).toMatch(new RegExp(`^${oidc()}/auth\\?`));
    const { page } = await formPage(new CookieBrowser());
    expect(formAction(page)).toMatch(new RegExp(`^${realm()}/login-actions/[^/]+/login$`));
  });

  it('answers an oversized sign-in form with a readable 413 page, and an overlong field with the form error', async () => {
    const local = new CookieBrowser();
    const { action } = await formPage(local, false, { ui_locales: 'de' });
    const huge = await local.postForm(action, { username: 'a'.repeat(20_000), password: 'x' });
    expect(huge.status).toBe(413);
    expect(huge.headers.get('content-type')).toMatch(/^text\/html/);
    const page = await huge.text();
    expect(page).toContain('<html lang="de" dir="ltr">');
    expect(page).toContain('Dieses Formular ist zu groß.');
    const overlong = await local.postForm(action, { username: 'a'.repeat(500), password: 'x' });
    expect(overlong.status).toBe(401);
    expect(await overlong.text()).toContain('Benutzername oder Passwort ist falsch.');
  });

  it('answers no malformed form post with a 5xx', async () => {
    const local = new CookieBrowser();
    const login = (await formPage(local)).action;
    const register = (await formPage(local, true)).action;
    const token = `${oidc()}/token`;
    const posts: { body: string; headers: Record<string, string> }[] = [
      { body: '', headers: {} },
      { body: 'username=alice&password=x', headers: {} },
      { body: '%%%&&&==\u0000\u00ff', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      {
        body: 'username=a&username=b&password=a&password=b',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
      {
        body: 'garbage',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-encoding': 'gzip' },
      },
      {
        body: 'garbage',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-encoding': 'br' },
      },
      { body: 'a=b', headers: { 'content-type': 'application/x-www-form-urlencoded; charset=ebcdic' } },
      { body: '{"username":"alice","password":"x"}', headers: { 'content-type': 'application/json' } },
      { body: '{"username":', headers: { 'content-type': 'application/json' } },
      { body: 'username=alice', headers: { 'content-type': 'text/plain' } },
      { body: 'x'.repeat(200_000), headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      {
        body: Array.from({ length: 100 }, (_, i) => `f${i}=1`).join('&'),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
    ];
    const failures: string[] = [];
    const others = [
      `${oidc()}/revoke`,
      `${oidc()}/logout/confirm`,
      `${realm()}/login-actions/unknown-uid/login`,
    ];
    for (const url of [login, register, token, ...others]) {
      for (const { body, headers } of posts) {
        const response = await fetch(url, { method: 'POST', headers, body, redirect: 'manual' });
        await response.arrayBuffer();
        if (response.status >= 500)
          failures.push(
            `${response.status} ${new URL(url).pathname} ${JSON.stringify(headers)} ${body.slice(0, 40)}`,
          );
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses to register a username shaped like a subject id, or equal to one', async () => {
    const aliceSub = (
      JSON.parse(Buffer.from(aliceTokens.access_token.split('.')[1] ?? '', 'base64url').toString()) as {
        sub: string;
      }
    ).sub;
    const realmFile = JSON.parse(
      await readFile(join(REPO_ROOT, 'infra/keycloak/realm-europa-launchpad.json'), 'utf8'),
    ) as { users: { id?: string; username: string }[] };
    const bobId = realmFile.users.find((u) => u.username === 'bob')?.id;
    const local = new CookieBrowser();
    const { action } = await formPage(local, true, { ui_locales: 'fr' });
    for (const [i, username] of [
      aliceSub,
      aliceSub.toUpperCase(),
      bobId,
      '123e4567-e89b-12d3-a456-426614174000',
    ].entries()) {
      const refused = await local.postForm(action, {
        firstName: 'Mallory',
        lastName: 'Example',
        email: `mallory${i}@example.org`,
        username: String(username),
        password: 'mallory-long-password',
      });
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain(
        'Ce nom d’utilisateur a la forme d’un identifiant de compte (UUID)',
      );
    }
  });

  it("locks a user after the realm's failureFactor wrong passwords, and refuses the right one as if it were wrong", async () => {
    const local = new CookieBrowser();
    const { action } = await formPage(local, true);
    const registered = await local.postForm(action, {
      firstName: 'Dave',
      lastName: 'Example',
      email: 'dave@example.org',
      username: 'dave',
      password: 'dave-long-password',
    });
    expect(registered.status).toBe(303);
    const { failureFactor } = JSON.parse(
      await readFile(join(REPO_ROOT, 'infra/keycloak/realm-europa-launchpad.json'), 'utf8'),
    ) as { failureFactor: number };
    const attempt = async (password: string) => {
      const session = new CookieBrowser();
      const response = await session.postForm((await formPage(session)).action, {
        username: 'dave',
        password,
      });
      return { status: response.status, page: await response.text() };
    };
    for (let i = 0; i < failureFactor; i++) expect((await attempt(`wrong-${i}`)).status).toBe(401);
    const refused = await attempt('dave-long-password');
    expect(refused.status).toBe(401);
    expect(refused.page).toContain('Invalid username or password.');
  });

  it('keeps keys, sessions and accounts across a restart', async () => {
    await server.stop();
    await start();
    expect((await me(aliceTokens.access_token)).status).toBe(200);
    const { challenge } = pkcePair();
    const silent = await browser.follow(
      await browser.get(authorizeUrl(challenge, 'auth', { prompt: 'none' })),
      origin,
      isCallback,
    );
    expect(silent.url.searchParams.get('code')).toBeTruthy();
    const carol = await signIn(new CookieBrowser(), 'carol', 'carol-long-password');
    expect((await me(carol.access_token)).status).toBe(200);
    // And a lockout: dave stays locked.
    const session = new CookieBrowser();
    const { action } = await formPage(session);
    expect(
      (await session.postForm(action, { username: 'dave', password: 'dave-long-password' })).status,
    ).toBe(401);
  });
});
