import { mkdir, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { seriousAxeViolations } from '../support/axe';
import { launchChromium, watchProblems } from '../support/browser';
import { SiteProcess, startSiteProcess } from '../support/site-process';

// The AI solutions overview in Chromium, against the built SPA and the standalone server: three languages, a
// desktop and a phone, axe, the links on, and a screenshot of each when SCREENSHOTS_DIR is set.

const SCREENSHOTS_DIR = process.env.SCREENSHOTS_DIR;
const ROUTE = '/llm_aisolution_overview';

const LANGUAGES = [
  { language: 'en', dir: 'ltr', heading: 'AI Solutions Overview', contact: 'Contact us' },
  { language: 'de', dir: 'ltr', heading: 'Überblick KI-Lösungen', contact: 'Kontakt aufnehmen' },
  { language: 'ar', dir: 'rtl', heading: 'نظرة عامة على حلول الذكاء الاصطناعي', contact: 'تواصل معنا' },
] as const;

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const CASES = LANGUAGES.flatMap((language) => VIEWPORTS.map((viewport) => ({ ...language, viewport })));

/** Opens the page in a language (the choice lives in localStorage) and waits for its heading. */
async function open(page: Page, url: string, language: string): Promise<void> {
  await page.addInitScript((lng) => {
    (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage.setItem(
      'language',
      lng,
    );
  }, language);
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.locator(`html[lang="${language}"]`).waitFor({ state: 'attached' });
  await page.getByRole('heading', { level: 1 }).waitFor();
}

describe('AI solutions overview in Chromium', () => {
  let site: SiteProcess;
  let browser: Browser;

  beforeAll(async () => {
    site = await startSiteProcess({ DATA_DIR: await mkdtemp(join(tmpdir(), 'ai-solutions-')) });
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  it.each(CASES)(
    'shows the page in $language on a $viewport.name, without serious accessibility violations',
    async ({ language, dir, heading, contact, viewport }) => {
      const page = await browser.newPage({ viewport: { width: viewport.width, height: viewport.height } });
      const problems = watchProblems(page);
      try {
        await open(page, `${site.origin}${ROUTE}`, language);
        await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(heading);
        await expect(page.locator('html').getAttribute('dir')).resolves.toBe(dir);
        await expect(page.getByRole('heading', { level: 2 }).count()).resolves.toBe(5);
        await expect(page.getByRole('link', { name: contact }).getAttribute('href')).resolves.toBe(
          '/contact?subject=ai',
        );
        // the chat is linked from its example and from the closing call to action
        await expect(page.locator('main a[href="/llmchat"]').count()).resolves.toBe(2);
        // nothing scrolls sideways
        await expect(
          page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth'),
        ).resolves.toBeLessThanOrEqual(0);
        expect(await seriousAxeViolations(page)).toEqual([]);
        if (SCREENSHOTS_DIR) {
          await mkdir(SCREENSHOTS_DIR, { recursive: true });
          await page.screenshot({
            path: join(SCREENSHOTS_DIR, `ai-solutions-${language}-${viewport.name}.png`),
            fullPage: true,
          });
        }
        expect(problems).toEqual([]);
      } finally {
        await page.close();
      }
    },
  );

  it.each(['en', 'ar'])('fits a 360 px screen in %s without sideways scrolling', async (language) => {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    try {
      await open(page, `${site.origin}${ROUTE}`, language);
      await expect(
        page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth'),
      ).resolves.toBeLessThanOrEqual(0);
    } finally {
      await page.close();
    }
  });

  it('stays accessible in the dark theme', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    try {
      await page.addInitScript(() =>
        (
          globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }
        ).localStorage.setItem('theme', 'dark'),
      );
      await open(page, `${site.origin}${ROUTE}`, 'en');
      await page.locator('html[data-theme="dark"]').waitFor({ state: 'attached' });
      expect(await seriousAxeViolations(page)).toEqual([]);
      if (SCREENSHOTS_DIR) {
        await page.screenshot({ path: join(SCREENSHOTS_DIR, 'ai-solutions-en-dark.png'), fullPage: true });
      }
    } finally {
      await page.close();
    }
  });

  it('leads from the keyboard to the contact form', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    try {
      await open(page, `${site.origin}${ROUTE}`, 'en');
      const contact = page.getByRole('link', { name: 'Contact us' });
      await contact.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(`${site.origin}/contact?subject=ai`);
      await page.getByRole('heading', { level: 1, name: 'Contact' }).waitFor();
    } finally {
      await page.close();
    }
  });
});
