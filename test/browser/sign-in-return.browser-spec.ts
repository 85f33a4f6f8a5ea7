import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page, Response } from 'playwright-core';
import { LANGUAGES, textsFor } from '../../services/dev-identity/src/texts';
import { launchChromium, watchProblems } from '../support/browser';
import { SiteProcess, startSiteProcess } from '../support/site-process';

// Signing in and coming back, through the development provider (ADR 21): the planner and the favourite asked for
// survive the round trip, Back after signing in never shows the sign-in form, and the provider's pages speak the
// site's language.

/** Set SCREENSHOTS_DIR to keep the screenshots of these journeys (en, de, ar; desktop and phone). */
const SCREENSHOTS_DIR = process.env.SCREENSHOTS_DIR;

const SIGN_IN_PAGE = /\/realms\/europa-launchpad\/login-actions\//;
const PHONE = { width: 390, height: 844 };

async function screenshot(page: Page, name: string): Promise<void> {
  if (!SCREENSHOTS_DIR) return;
  await mkdir(SCREENSHOTS_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS_DIR, name) });
}

/** Opens the site in a language (the choice lives in localStorage). */
async function rememberLanguage(page: Page, language: string): Promise<void> {
  await page.addInitScript((lng) => {
    (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage.setItem(
      'language',
      lng,
    );
  }, language);
}

async function signInOnProviderPage(page: Page, username = 'alice', password = 'alice-dev-password') {
  await page.waitForURL(SIGN_IN_PAGE);
  await page.locator('#f-username').fill(username);
  await page.locator('#f-password').fill(password);
  await page.locator('button[type="submit"]').click();
}

/** The planner's search in a URL (`#q=`). */
const searchedIn = (url: string) => new URLSearchParams(new URL(url).hash.slice(1)).get('q');

const signedIn = (page: Page) => page.getByRole('button', { name: 'Account menu' });

/** Every page of the sign-in form the browser shows from now on (a 200 answer of a sign-in page). */
function watchSignInForms(page: Page): string[] {
  const shown: string[] = [];
  page.on('response', (response: Response) => {
    if (response.request().isNavigationRequest() && SIGN_IN_PAGE.test(response.url()) && response.ok()) {
      shown.push(response.url());
    }
  });
  return shown;
}

describe('signing in and coming back, in Chromium', () => {
  let site: SiteProcess;
  let browser: Browser;
  let origin: string;
  let page: Page;
  let problems: string[];

  beforeAll(async () => {
    site = await startSiteProcess();
    origin = site.origin;
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  beforeEach(async () => {
    // a new context: no session of the provider, no storage
    page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    problems = watchProblems(page);
  });

  afterEach(async () => {
    await page.context().close();
  });

  it('brings the planner back after signing in from the favourite dialog, and saves the favourite once', async () => {
    await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Tech & innovation' }).click();
    const description = await page.getByRole('textbox').inputValue();
    await page.getByRole('button', { name: 'Find', exact: true }).click();
    const card = page.locator('.result-card').nth(1);
    await card.waitFor();
    const program = (await card.getByRole('heading', { level: 3 }).textContent())?.trim() ?? '';
    const university = (await card.locator('.result-card__university').textContent())?.trim() ?? '';
    const programs = await page.locator('.result-card h3').allTextContents();
    // the search is in the URL's fragment
    expect(searchedIn(page.url())).toBe(description);
    await card.getByRole('button', { name: /^Show timeline/ }).click();
    const panel = page.getByRole('dialog').filter({ hasText: program });
    await panel.waitFor();
    await panel.getByRole('button', { name: 'Close' }).first().click();
    await panel.waitFor({ state: 'hidden' });

    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/favorites')) posts.push(request.url());
    });
    await card.getByRole('button', { name: /^Add to favorites/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in required' });
    await dialog.getByRole('button', { name: 'Login' }).click();
    await signInOnProviderPage(page);

    await page.waitForURL((url) => url.origin === origin && searchedIn(url.href) === description);
    await signedIn(page).waitFor();
    await page.getByText(`Saved to your favorites: ${program}, ${university}`).waitFor();
    await card.getByRole('button', { name: /^Favorited/ }).waitFor();
    await expect(page.getByRole('textbox').inputValue()).resolves.toBe(description);
    await expect(page.locator('.result-card h3').allTextContents()).resolves.toEqual(programs);
    await screenshot(page, 'sign-in-return-favourite-en.png');
    expect(posts).toHaveLength(1);

    // a reload: the same planner, the favourite still saved, nothing saved again
    await page.reload({ waitUntil: 'networkidle' });
    await card.getByRole('button', { name: /^Favorited/ }).waitFor();
    await expect(page.getByRole('textbox').inputValue()).resolves.toBe(description);
    expect(posts).toHaveLength(1);
    expect(problems).toEqual([]);
  });

  it('says so when the favourite cannot be saved after signing in', async () => {
    await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Business & economics' }).click();
    await page.getByRole('button', { name: 'Find', exact: true }).click();
    const card = page.locator('.result-card').first();
    const program = (await card.getByRole('heading', { level: 3 }).textContent())?.trim() ?? '';
    const university = (await card.locator('.result-card__university').textContent())?.trim() ?? '';
    await card.getByRole('button', { name: /^Add to favorites/ }).click();
    await page
      .getByRole('dialog', { name: 'Sign in required' })
      .getByRole('button', { name: 'Login' })
      .click();
    // the favourites service refuses the change (e.g. it is down)
    await page.route('**/api/favorites', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 503, json: { detail: 'Favourites are unavailable', code: 'UNAVAILABLE' } })
        : route.fallback(),
    );
    await signInOnProviderPage(page);

    await page
      .getByText(
        `Could not save to your favorites: ${program}, ${university}. Please try again. (Favourites are unavailable)`,
      )
      .waitFor();
    await card.getByRole('button', { name: /^Add to favorites/ }).waitFor();
    expect(problems.filter((problem) => !problem.includes('503'))).toEqual([]);
  });

  it('goes back from the page after signing in to site pages, signed in, never to the sign-in form', async () => {
    await page.goto(`${origin}/about`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Login' }).first().click();
    await signInOnProviderPage(page);
    await page.waitForURL(`${origin}/about`);
    await signedIn(page).waitFor();
    const forms = watchSignInForms(page);

    // Back once: the provider's finished page sends the signed-in visitor to the site
    await page.goBack({ waitUntil: 'networkidle' });
    expect(new URL(page.url()).origin).toBe(origin);
    expect(page.url()).not.toMatch(/\/realms\//);
    await signedIn(page).waitFor();
    await expect(page.locator('#f-username').count()).resolves.toBe(0);

    // Back twice: the page the visitor signed in from
    await page.goBack({ waitUntil: 'networkidle' });
    expect(page.url()).toBe(`${origin}/about`);
    await signedIn(page).waitFor();
    await page.getByRole('heading', { level: 1, name: 'About us' }).waitFor();

    // and forward again, to the end: still the site
    await page.goForward({ waitUntil: 'networkidle' });
    await page.goForward({ waitUntil: 'networkidle' });
    expect(page.url()).toBe(`${origin}/about`);
    await signedIn(page).waitFor();
    expect(forms).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('goes back to the planner from the page after signing in from the favourite dialog', async () => {
    await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Arts & design' }).click();
    await page.getByRole('button', { name: 'Find', exact: true }).click();
    const card = page.locator('.result-card').first();
    await card.getByRole('button', { name: /^Add to favorites/ }).click();
    await page
      .getByRole('dialog', { name: 'Sign in required' })
      .getByRole('button', { name: 'Login' })
      .click();
    await signInOnProviderPage(page);
    await card.getByRole('button', { name: /^Favorited/ }).waitFor();
    const forms = watchSignInForms(page);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/favorites')) posts.push(request.url());
    });

    for (const _press of [1, 2]) {
      await page.goBack({ waitUntil: 'networkidle' });
      expect(new URL(page.url()).pathname).toBe('/');
      await signedIn(page).waitFor();
      await card.getByRole('button', { name: /^Favorited/ }).waitFor();
    }
    expect(forms).toEqual([]);
    expect(posts).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('shows no error page for a stale sign-in callback URL, signed in or not', async () => {
    const stale = `${origin}/auth/callback#state=00000000-0000-4000-8000-000000000000&code=stale&iss=x`;
    await page.goto(stale, { waitUntil: 'networkidle' });
    await page.waitForURL(`${origin}/`);
    await page.getByRole('button', { name: 'Login' }).first().waitFor();

    await page.getByRole('button', { name: 'Login' }).first().click();
    await signInOnProviderPage(page);
    await page.waitForURL(`${origin}/`);
    await signedIn(page).waitFor();
    await page.goto(stale, { waitUntil: 'networkidle' });
    await page.waitForURL(`${origin}/`);
    await signedIn(page).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Study abroad planner' }).waitFor();
    expect(problems).toEqual([]);
  });

  it.each(LANGUAGES)(
    'opens the sign-in and registration pages in the language of the site (%s)',
    async (lng) => {
      const texts = textsFor(lng);
      await rememberLanguage(page, lng);
      await page.goto(`${origin}/about`, { waitUntil: 'networkidle' });
      await page.locator(`html[lang="${lng}"]`).waitFor({ state: 'attached' });
      const authorization = page.waitForRequest((request) =>
        request.url().includes('/protocol/openid-connect/auth'),
      );
      await page.locator('.nav-bar__auth button').first().click();
      expect(new URL((await authorization).url()).searchParams.get('ui_locales')).toBe(lng);

      await page.waitForURL(SIGN_IN_PAGE);
      const html = page.locator('html');
      await expect(html.getAttribute('lang')).resolves.toBe(lng);
      await expect(html.getAttribute('dir')).resolves.toBe(lng === 'ar' ? 'rtl' : 'ltr');
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(texts.signInTitle);
      await expect(page.getByLabel(texts.username, { exact: true }).count()).resolves.toBe(1);
      await expect(page.getByLabel(texts.password, { exact: true }).count()).resolves.toBe(1);
      // the brand icon is drawn (an SVG with a size), not an empty box
      const logo = page.locator('.logo svg');
      await expect(logo.locator('path').count()).resolves.toBeGreaterThan(0);
      const box = await logo.boundingBox();
      expect(box?.width).toBeGreaterThan(10);
      expect(box?.height).toBeGreaterThan(10);
      if (['en', 'de', 'ar'].includes(lng)) {
        await screenshot(page, `sign-in-${lng}.png`);
        await page.setViewportSize(PHONE);
        await screenshot(page, `sign-in-${lng}-phone.png`);
        await page.setViewportSize({ width: 1280, height: 900 });
      }

      await page.getByRole('link', { name: texts.toRegister }).click();
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(texts.registerTitle);
      await expect(page.locator('html').getAttribute('dir')).resolves.toBe(lng === 'ar' ? 'rtl' : 'ltr');
      await expect(page.getByLabel(texts.firstName, { exact: true }).count()).resolves.toBe(1);
      if (['en', 'de', 'ar'].includes(lng)) await screenshot(page, `register-${lng}.png`);
      expect(problems).toEqual([]);
    },
  );
});
