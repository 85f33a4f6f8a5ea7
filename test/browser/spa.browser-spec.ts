import type { Browser, Page } from 'playwright-core';
import { launchChromium, watchProblems } from '../support/browser';
import { SiteProcess, startSiteProcess } from '../support/site-process';

// Routes that send a signed-out visitor to the identity provider's sign-in page.
const SIGN_IN_ROUTES = ['/login', '/llmchat', '/favorites', '/applications', '/schedule'];

// Every route of the specification (section 2) plus an unknown one.
const ROUTES = [
  '/',
  '/llm_openapi_studyplanner',
  '/home',
  '/impressum',
  '/privacy',
  '/terms',
  '/jobs',
  '/about',
  '/contact',
  '/login',
  '/auth/callback',
  '/llmchat',
  '/profile',
  '/settings',
  '/favorites',
  '/applications',
  '/schedule',
  '/llm_aisolution_overview',
  '/no-such-page',
];

describe('the SPA in Chromium, served by the standalone server', () => {
  let site: SiteProcess;
  let browser: Browser;
  let baseUrl: string;
  let page: Page;
  let problems: string[];

  beforeAll(async () => {
    site = await startSiteProcess();
    baseUrl = site.origin;
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  beforeEach(async () => {
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    problems = watchProblems(page);
  });

  afterEach(async () => {
    await page.close();
  });

  it.each(ROUTES.filter((r) => !SIGN_IN_ROUTES.includes(r)))(
    'renders %s with a heading and without console errors',
    async (route) => {
      const response = await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(200);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await expect(page.getByRole('navigation').first().isVisible()).resolves.toBe(true);
      expect(problems).toEqual([]);
    },
  );

  it.each(SIGN_IN_ROUTES)(
    'sends a signed-out visitor of %s to the sign-in page, with a return to it',
    async (route) => {
      await page.goto(`${baseUrl}${route}`);
      await page.waitForURL(/\/realms\/europa-launchpad\/login-actions\//);
      await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
      const saved = await page.evaluate<string>('JSON.stringify(Object.entries(sessionStorage))');
      if (route !== '/login') expect(saved).toContain(route);
      expect(problems).toEqual([]);
    },
  );

  it('switches language from the menu, turns right-to-left for Arabic and keeps the choice', async () => {
    await page.goto(`${baseUrl}/home`, { waitUntil: 'networkidle' });
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('en');

    await page.getByRole('button', { name: /^Language:/ }).click();
    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    await page.locator('html[lang="de"]').waitFor({ state: 'attached' });
    await expect(page.locator('html').getAttribute('dir')).resolves.toBe('ltr');

    await page.getByRole('button', { name: /^Sprache:/ }).click();
    await page.getByRole('menuitem', { name: 'العربية' }).click();
    await page.locator('html[lang="ar"]').waitFor({ state: 'attached' });
    await expect(page.locator('html').getAttribute('dir')).resolves.toBe('rtl');

    await page.reload({ waitUntil: 'networkidle' });
    await expect(page.locator('html').getAttribute('dir')).resolves.toBe('rtl');
    expect(problems).toEqual([]);
  });

  it('keeps an open menu of the bar still under its button, while the page scrolls too, and Escape returns focus', async () => {
    await page.goto(`${baseUrl}/about`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: /^Language:/ }).click();
    await page.getByRole('menuitem', { name: 'Deutsch' }).waitFor();
    await page.waitForFunction('document.activeElement?.closest("[role=menu]") != null');

    // Measured within one task, before Ant Design could re-align a menu that the page carried away.
    const measured = (await page.evaluate(`(() => {
      const menu = document.querySelector('.ant-dropdown:not(.ant-dropdown-hidden) [role=menu]');
      const before = menu.getBoundingClientRect().top;
      window.scrollBy(0, 120);
      return { scrolled: window.scrollY, moved: menu.getBoundingClientRect().top - before };
    })()`)) as { scrolled: number; moved: number };
    expect(measured).toEqual({ scrolled: 120, moved: 0 });

    await page.keyboard.press('Escape');
    await page.getByRole('menuitem', { name: 'Deutsch' }).waitFor({ state: 'hidden' });
    await expect(page.evaluate('document.activeElement?.getAttribute("aria-label")')).resolves.toMatch(
      /^Language:/,
    );

    // It opens without motion: items that slide under the pointer lose clicks.
    await page.getByRole('button', { name: /^Language:/ }).click();
    await page.waitForFunction(
      'document.querySelector(".ant-dropdown:not(.ant-dropdown-hidden) [role=menu]")',
    );
    await expect(
      page.evaluate(
        'document.querySelector(".ant-dropdown:not(.ant-dropdown-hidden)").getAnimations({ subtree: true }).length',
      ),
    ).resolves.toBe(0);
    expect(problems).toEqual([]);
  });

  it('answers an unknown API path with JSON, not the SPA', async () => {
    const response = await page.goto(`${baseUrl}/api/nothing-here`);
    expect(response?.status()).toBe(404);
    expect(response?.headers()['content-type']).toContain('application/json');
  });
});
