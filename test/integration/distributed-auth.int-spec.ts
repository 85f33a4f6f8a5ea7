import { distributedHarness, RunningSite } from '../support/harness';
import { accessTokenFromProvider } from '../support/oidc-client';

// Distributed mode: a token from the identity provider passes the edge (Kong's rules) and the service.
describe('sign-in in distributed mode', () => {
  let site: RunningSite;
  let token: string;

  beforeAll(async () => {
    site = await distributedHarness.start();
    const siteOrigin = `http://localhost:${new URL(site.baseUrl).port}`;
    token = await accessTokenFromProvider(site.identityOrigin, siteOrigin, 'bob', 'bob-dev-password');
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
