import type { Browser, Page } from 'playwright-core';
import { launchChromium, watchProblems } from '../support/browser';
import { adminRequest, RunningKeycloak, startKeycloak } from '../support/keycloak';
import { SiteProcess, startSiteProcess } from '../support/site-process';

interface IdentitySetup {
  readonly site: SiteProcess;
  /** Fills and submits the provider's own sign-in form. */
  signIn(page: Page, username: string, password: string): Promise<void>;
  /** The sign-in page of the provider, as a URL pattern. */
  readonly signInPage: RegExp;
  stop(): Promise<void>;
}

// Access tokens live 20 s in these runs, so the SPA has to refresh them while the test watches.
const SHORT_TOKEN_SECONDS = 20;

async function developmentProvider(): Promise<IdentitySetup> {
  const site = await startSiteProcess({ DEV_IDENTITY_ACCESS_TOKEN_TTL: String(SHORT_TOKEN_SECONDS) });
  return {
    site,
    signInPage: /\/realms\/europa-launchpad\/login-actions\//,
    signIn: async (page, username, password) => {
      await page.locator('#f-username').fill(username);
      await page.locator('#f-password').fill(password);
      await page.locator('button[type="submit"]').click();
    },
    stop: () => site.stop(),
  };
}

async function realKeycloak(): Promise<IdentitySetup> {
  const keycloak: RunningKeycloak = await startKeycloak();
  try {
    await adminRequest(keycloak, '', { method: 'PUT', body: { accessTokenLifespan: SHORT_TOKEN_SECONDS } });
    const site = await startSiteProcess({ OIDC_ISSUER: keycloak.issuer });
    await keycloak.addRedirectUri(site.origin);
    return {
      site,
      signInPage: /\/realms\/europa-launchpad\/protocol\/openid-connect\/auth/,
      signIn: async (page, username, password) => {
        await page.locator('#username').fill(username);
        await page.locator('#password').fill(password);
        await page.locator('#kc-login').click();
      },
      stop: async () => {
        await site.stop();
        await keycloak.stop();
      },
    };
  } catch (error) {
    await keycloak.stop();
    throw error;
  }
}

describe.each([
  ['the development provider', developmentProvider],
  ['a real Keycloak', realKeycloak],
])('signing in through %s', (_name, setUp) => {
  let identity: IdentitySetup;
  let browser: Browser;
  let page: Page;
  let problems: string[];

  beforeAll(async () => {
    identity = await setUp();
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    // Keycloak's own pages may log about their resources; the site's pages must log nothing.
    problems = watchProblems(page, (text) => !text.includes(identity.site.origin));
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await identity?.stop();
  });

  it('signs in from a page and returns to it', async () => {
    const origin = identity.site.origin;
    await page.goto(`${origin}/about`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Login' }).first().click();
    await page.waitForURL(identity.signInPage);
    await identity.signIn(page, 'alice', 'alice-dev-password');
    await page.waitForURL(`${origin}/about`);
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    expect(problems).toEqual([]);
  });

  it('calls a protected API with the bearer token', async () => {
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/users/me'));
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'User profile' }).click();
    const response = await answer;
    expect(response.status()).toBe(200);
    expect(response.request().headers().authorization).toMatch(/^Bearer /);
    await page.getByRole('main').getByText('Signed in as alice').waitFor();
  });

  it('stays signed in through a token refresh, and the new token works', async () => {
    const refreshed = await page.waitForResponse(
      (r) =>
        r.url().includes('/protocol/openid-connect/token') &&
        (r.request().postData() ?? '').includes('grant_type=refresh_token'),
      { timeout: (SHORT_TOKEN_SECONDS + 40) * 1000 },
    );
    expect(refreshed.status()).toBe(200);
    const { access_token: token } = (await refreshed.json()) as { access_token: string };
    const me = await fetch(`${identity.site.origin}/api/users/me`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ preferred_username: 'alice' });
    await expect(page.getByRole('button', { name: 'Account menu' }).isVisible()).resolves.toBe(true);
  });

  it('signs out to the site root', async () => {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(`${identity.site.origin}/`);
    await page.getByRole('button', { name: 'Login' }).first().waitFor();
    expect(problems).toEqual([]);
  });
});
