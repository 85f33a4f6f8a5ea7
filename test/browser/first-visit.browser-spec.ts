import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, watchProblems } from '../support/browser';
import { SiteProcess, startSiteProcess } from '../support/site-process';

/** The page's globals as evaluate() callbacks use them (the tests' types include no DOM library). */
type PageGlobals = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the page's DOM, untyped here
  document: any;
  scrollTo(x: number, y: number): void;
  scrollY: number;
  localStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void };
};

// A visitor's first visit of the planner: the prerendered first view (ADR 16) is usable before the app's code has
// run, and what they type or press there is kept when the app takes over; a visitor whose browser prefers another
// of the site's languages gets it at once, without an English first paint.

const LABEL = 'Describe yourself and what you want to study';

interface HeldAppCode {
  /** Lets the app's code load (held until then; the page's entry script is not held). */
  release(): void;
}

/** Holds every script of the app except the page's entry, which watches the first view, until `release()`. */
async function holdAppCode(context: BrowserContext, origin: string): Promise<HeldAppCode> {
  const page = await (await fetch(`${origin}/`)).text();
  const entry = /<script type="module"[^>]* src="([^"]+)"/.exec(page)?.[1];
  if (!entry) throw new Error('the page has no entry script');
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route('**/assets/*.js', async (route) => {
    if (new URL(route.request().url()).pathname !== entry) await released;
    await route.continue();
  });
  return { release };
}

/** Whether the app has rendered the planner: its description box is React's (the prerendered one is plain HTML). */
const appStarted = (page: Page) =>
  page.evaluate(() => {
    const box = (globalThis as unknown as PageGlobals).document.querySelector('textarea');
    return box !== null && Object.keys(box).some((key) => key.startsWith('__reactProps'));
  });
const waitForApp = (page: Page) =>
  page.waitForFunction(() => {
    const box = (globalThis as unknown as PageGlobals).document.querySelector('textarea');
    return box !== null && Object.keys(box).some((key) => key.startsWith('__reactProps'));
  });

/** The description box's text and caret, whether it has focus, and how many such boxes the page has. */
const descriptionBox = (page: Page) =>
  page.evaluate(() => {
    const boxes = (globalThis as unknown as PageGlobals).document.querySelectorAll('textarea');
    const box = boxes[0];
    return {
      boxes: boxes.length,
      value: box?.value,
      selection: [box?.selectionStart, box?.selectionEnd, box?.selectionDirection],
      focused: (globalThis as unknown as PageGlobals).document.activeElement === box,
    };
  });

async function plannerTitle(language: string): Promise<string> {
  const file = join(__dirname, '..', '..', 'frontend', 'src', 'locales', language, 'planner.json');
  return (JSON.parse(await readFile(file, 'utf8')) as { title: string }).title;
}

describe('a first visit of the planner in Chromium', () => {
  let site: SiteProcess;
  let browser: Browser;
  let origin: string;
  let context: BrowserContext;

  beforeAll(async () => {
    site = await startSiteProcess();
    origin = site.origin;
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  afterEach(async () => {
    await context?.close();
  });

  /** A page in a new context (a first visit: nothing stored), on a CPU slowed down four times like a phone's. */
  async function slowPhonePage(
    options: { locale?: string; viewport?: { width: number; height: number } } = {},
  ): Promise<Page> {
    context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: 'en-US',
      ...options,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    return page;
  }

  it('keeps the text, caret and focus typed before the app started, and the form then works', async () => {
    const page = await slowPhonePage();
    const problems = watchProblems(page);
    const appCode = await holdAppCode(context, origin);
    await page.goto(`${origin}/`, { waitUntil: 'domcontentloaded' });

    const box = page.getByRole('textbox', { name: LABEL });
    await box.click();
    await page.keyboard.type('I want to study economics in Vienna');
    for (let i = 0; i < 6; i++) await page.keyboard.press('Shift+ArrowLeft');
    await expect(appStarted(page)).resolves.toBe(false);

    appCode.release();
    await waitForApp(page);
    await expect(descriptionBox(page)).resolves.toEqual({
      boxes: 1,
      value: 'I want to study economics in Vienna',
      selection: [29, 35, 'backward'],
      focused: true,
    });

    // The app's own form now: typing replaces the selected word, and Ctrl+Enter searches for the whole text.
    await page.keyboard.type('Germany');
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/plan_study_abroad'));
    await page.keyboard.press('Control+Enter');
    const response = await answer;
    expect(response.request().postDataJSON()).toEqual({
      description: 'I want to study economics in Germany',
      language: 'en',
    });
    expect(response.status()).toBe(200);
    await page.locator('.result-card').first().waitFor();
    expect(problems).toEqual([]);
  });

  it('loses no keystroke typed while the app takes over', async () => {
    const page = await slowPhonePage();
    const appCode = await holdAppCode(context, origin);
    await page.goto(`${origin}/`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('textbox', { name: LABEL }).click();

    let typed = 'Economics';
    await page.keyboard.type(typed);
    appCode.release();
    // typing on, a word at a time, until the app has taken over, and a few words after
    let after = 0;
    for (let word = 1; after < 3 && word < 500; word++) {
      await page.keyboard.type(` w${word}`);
      typed += ` w${word}`;
      if (await appStarted(page)) after++;
    }
    await expect(descriptionBox(page)).resolves.toMatchObject({ boxes: 1, value: typed, focused: true });
    await expect(page.getByRole('button', { name: 'Find', exact: true }).isEnabled()).resolves.toBe(true);
  });

  it('leaves a phone page scrolled where the visitor scrolled it', async () => {
    const page = await slowPhonePage({ viewport: { width: 390, height: 600 } });
    const appCode = await holdAppCode(context, origin);
    await page.goto(`${origin}/`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('textbox', { name: LABEL }).click();
    await page.keyboard.type('I like physics');
    await page.evaluate(() => (globalThis as unknown as PageGlobals).scrollTo(0, 250));

    appCode.release();
    await waitForApp(page);
    await expect(page.evaluate(() => (globalThis as unknown as PageGlobals).scrollY)).resolves.toBe(250);
    await expect(descriptionBox(page)).resolves.toMatchObject({ value: 'I like physics', focused: true });
  });

  it('carries out a search pressed before the app started, once', async () => {
    const page = await slowPhonePage();
    const appCode = await holdAppCode(context, origin);
    const searches: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/plan_study_abroad')) searches.push(request.postDataJSON());
    });
    await page.goto(`${origin}/`, { waitUntil: 'domcontentloaded' });

    const find = page.getByRole('button', { name: 'Find', exact: true });
    await expect(find.isDisabled()).resolves.toBe(true);
    await page.getByRole('textbox', { name: LABEL }).fill('economics in Germany');
    await expect(find.isEnabled()).resolves.toBe(true);
    await find.click();
    await find.click();
    expect(page.url()).toBe(`${origin}/`); // the browser did not send the form itself

    appCode.release();
    await page.locator('.result-card').first().waitFor();
    expect(searches).toEqual([{ description: 'economics in Germany', language: 'en' }]);
  });

  it('fills the box from a quick profile picked before the app started', async () => {
    const page = await slowPhonePage();
    const appCode = await holdAppCode(context, origin);
    await page.goto(`${origin}/`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Natural sciences' }).click();

    appCode.release();
    await waitForApp(page);
    await page.waitForFunction(
      () => (globalThis as unknown as PageGlobals).document.querySelector('textarea')?.value !== '',
    );
    await expect(page.getByRole('textbox', { name: LABEL }).inputValue()).resolves.toBe(
      'I am passionate about natural sciences: physics, chemistry or biology.',
    );
  });

  it.each([
    ['de-DE', 'de', 'ltr'],
    ['ar', 'ar', 'rtl'],
  ])(
    'shows a browser preferring %s the planner in its language at once, with no English first view',
    async (locale, language, dir) => {
      context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale });
      const page = await context.newPage();
      const problems = watchProblems(page);
      const appCode = await holdAppCode(context, origin);
      await page.goto(`${origin}/`, { waitUntil: 'domcontentloaded' });

      // Parsed, painted, the app's code not run: nothing English, the site's own title.
      await expect(
        page.evaluate(
          () => (globalThis as unknown as PageGlobals).document.getElementById('root')?.innerHTML,
        ),
      ).resolves.toBe('');
      await expect(page.title()).resolves.toBe('Europa Launchpad');

      appCode.release();
      await page.locator(`html[lang="${language}"][dir="${dir}"]`).waitFor({ state: 'attached' });
      await page.getByRole('heading', { level: 1, name: await plannerTitle(language) }).waitFor();
      // detected, not chosen: a later change of the browser's language still counts
      await expect(
        page.evaluate(() => (globalThis as unknown as PageGlobals).localStorage.getItem('language')),
      ).resolves.toBeNull();
      expect(problems).toEqual([]);
    },
  );

  it('stays English for a visitor who chose English on the site, whatever the browser prefers', async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' });
    await context.addInitScript(() =>
      (globalThis as unknown as PageGlobals).localStorage.setItem('language', 'en'),
    );
    const page = await context.newPage();
    const appCode = await holdAppCode(context, origin);
    await page.goto(`${origin}/`, { waitUntil: 'domcontentloaded' });

    // the prerendered English view is shown
    await page.getByRole('heading', { level: 1, name: 'Study abroad planner' }).waitFor();
    appCode.release();
    await waitForApp(page);
    await expect(
      page.evaluate(() => (globalThis as unknown as PageGlobals).document.documentElement.lang),
    ).resolves.toBe('en');
    await page.getByRole('heading', { level: 1, name: 'Study abroad planner' }).waitFor();
    await expect(
      page.evaluate(() => (globalThis as unknown as PageGlobals).localStorage.getItem('language')),
    ).resolves.toBe('en');
  });
});
