import { distributedHarness, RunningSite } from '../support/harness';
import { CookieBrowser, formAction, pkcePair } from '../support/oidc-client';

// Distributed mode: a token from the identity provider passes the edge (Kong's rules) and the service.
describe('sign-in in distributed mode', () => {
  let site: RunningSite;
  let token: string;

  beforeAll(async () => {
    site = await distributedHarness.start();
    const oidc = `${site.identityOrigin}/realms/europa-launchpad/protocol/openid-connect`;
    const siteOrigin = `http://localhost:${new URL(site.baseUrl).port}`;
    const browser = new CookieBrowser();
    const { verifier, challenge } = pkcePair();
    const authorize = `${oidc}/auth?${new URLSearchParams({
      client_id: 'site-spa',
      redirect_uri: `${siteOrigin}/auth/callback`,
      response_type: 'code',
      response_mode: 'query',
      scope: 'openid',
      state: 's',
      code_challenge: challenge,
      code_challenge_method: 'S256',
    })}`;
    const isCallback = (url: URL) => url.pathname === '/auth/callback';
    const page = await browser.follow(await browser.get(authorize), site.identityOrigin, isCallback);
    const form = new URL(formAction(await page.response.text()), site.identityOrigin).href;
    const done = await browser.follow(
      await browser.postForm(form, { username: 'bob', password: 'bob-dev-password' }),
      site.identityOrigin,
      isCallback,
    );
    const answer = await fetch(`${oidc}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: String(done.url.searchParams.get('code')),
        redirect_uri: `${siteOrigin}/auth/callback`,
        client_id: 'site-spa',
        code_verifier: verifier,
      }),
    });
    token = ((await answer.json()) as { access_token: string }).access_token;
  }, 90_000);

  afterAll(async () => {
    await site?.stop();
  });

  it('serves the identity settings the SPA reads', async () => {
    const config = (await (await fetch(`${site.baseUrl}/app-config.json`)).json()) as {
      auth: { url: string };
    };
    expect(config.auth.url).toBe(site.identityOrigin);
  });

  it('lets a valid token through the edge to the service', async () => {
    const response = await fetch(`${site.baseUrl}/api/users/me`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ preferred_username: 'bob' });
  });

  it('stops a request without a token, or with the token in the query, at the edge', async () => {
    expect((await fetch(`${site.baseUrl}/api/users/me`)).status).toBe(401);
    expect((await fetch(`${site.baseUrl}/api/users/me?jwt=${token}`)).status).toBe(401);
  });

  it("refuses another user's id in the service behind the edge", async () => {
    const response = await fetch(`${site.baseUrl}/api/users/profile/someone-else`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(403);
  });
});
