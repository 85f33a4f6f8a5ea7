import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, watchProblems } from '../support/browser';
import { REPO_ROOT, startNode } from '../support/processes';
import { SiteProcess, startSiteProcess } from '../support/site-process';

/** The page's globals as evaluate() callbacks use them (the tests' types include no DOM library). */
type PageGlobals = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the page's DOM, untyped here
  document: any;
  getComputedStyle(element: unknown): { direction: string; textAlign: string };
};

// The menus of the navigation bar with the keyboard alone, left-to-right values in right-to-left pages, and the
// company's facts from the company file.

const LAYOUTS = [
  { layout: 'desktop', viewport: { width: 1280, height: 900 } },
  { layout: 'phone', viewport: { width: 390, height: 844 } },
] as const;

const NAVIGATION_BUTTON = '.nav-bar__icon-button';
const LANGUAGE_BUTTON = '.nav-bar__language';
const ACCOUNT_BUTTON = '.nav-bar__account';

/** Opens a page in a language (the choice lives in localStorage) and waits for its heading. */
async function open(page: Page, url: string, language: string): Promise<void> {
  await page.addInitScript((lng) => {
    (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage.setItem(
      'language',
      lng,
    );
  }, language);
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.locator(`html[lang="${language}"]`).waitFor({ state: 'attached' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}

const focusedMatches = (page: Page, selector: string) =>
  page.evaluate(
    (s) => (globalThis as unknown as PageGlobals).document.activeElement?.matches(s) ?? false,
    selector,
  );

/** The text of the focused element's menu item, or null outside a menu. */
const focusedItem = (page: Page) =>
  page.evaluate(
    () =>
      (globalThis as unknown as PageGlobals).document.activeElement
        ?.closest('[role="menuitem"]')
        ?.textContent?.trim() ?? null,
  );

const openMenus = (page: Page) =>
  page.locator('.ant-dropdown:not(.ant-dropdown-hidden) [role="menu"]').count();

/** Presses Tab (or Shift+Tab) until the element matching `selector` has focus, as a keyboard user reaches it. */
async function tabTo(page: Page, selector: string, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  for (let presses = 0; presses < 40; presses += 1) {
    if (await focusedMatches(page, selector)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`Tab never reached ${selector}`);
}

/** Opens the menu of the focused button with `key` and waits until an item of it has focus. */
async function openWith(page: Page, key: string): Promise<void> {
  await page.keyboard.press(key);
  await page.waitForFunction(
    () => (globalThis as unknown as PageGlobals).document.activeElement?.closest('[role="menu"]') != null,
  );
  expect(await focusedItem(page)).not.toBeNull();
}

/**
 * Presses a key that moves focus within the open menu and waits until it has moved (the menu moves focus a frame
 * later, and a key pressed before that would act on the item focused before).
 */
async function move(page: Page, key: string): Promise<string | null> {
  const before = await focusedItem(page);
  await page.keyboard.press(key);
  await page.waitForFunction(
    (b) =>
      (globalThis as unknown as PageGlobals).document.activeElement
        ?.closest('[role="menuitem"]')
        ?.textContent?.trim() !== b,
    before,
  );
  return focusedItem(page);
}

/** Moves through the open menu with the arrow keys until the item whose text is `text` has focus. */
async function arrowTo(page: Page, text: string): Promise<void> {
  for (let presses = 0; presses < 20; presses += 1) {
    if ((await focusedItem(page)) === text) return;
    await move(page, 'ArrowDown');
  }
  throw new Error(`ArrowDown never reached the menu item ${text} (last: ${await focusedItem(page)})`);
}

/** After a pick: the menu is gone and its button has focus again. */
async function expectClosedWithFocusOn(page: Page, button: string): Promise<void> {
  await page.waitForFunction(
    () =>
      !(globalThis as unknown as PageGlobals).document.querySelector(
        '.ant-dropdown:not(.ant-dropdown-hidden)',
      ),
  );
  await expect(openMenus(page)).resolves.toBe(0);
  await expect(focusedMatches(page, button)).resolves.toBe(true);
  await expect(page.locator(button).getAttribute('aria-expanded')).resolves.toBe('false');
}

describe('the menus of the navigation bar with the keyboard alone', () => {
  let site: SiteProcess;
  let browser: Browser;
  let page: Page;
  let problems: string[];

  beforeAll(async () => {
    site = await startSiteProcess();
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  afterEach(async () => {
    await page?.close();
  });

  describe.each(LAYOUTS)('$layout layout', ({ layout, viewport }) => {
    beforeEach(async () => {
      page = await browser.newPage({ viewport });
      problems = watchProblems(page);
    });

    it.each([
      ['en', 'Enter', 'Careers', 'Contact', 'Settings'],
      ['ar', ' ', 'الوظائف', 'اتصل بنا', 'الإعدادات'],
    ])(
      'in %s: the navigation menu opens, moves with arrows, Home and End, follows an item picked with "%s", closes and gives focus back',
      async (language, key, careers, contact, settings) => {
        await open(page, `${site.origin}/about`, language);
        await tabTo(page, NAVIGATION_BUTTON);
        await expect(page.locator(NAVIGATION_BUTTON).getAttribute('aria-haspopup')).resolves.toBe('menu');

        await openWith(page, key);
        await expect(page.locator(NAVIGATION_BUTTON).getAttribute('aria-expanded')).resolves.toBe('true');
        const first = await focusedItem(page);
        const last = await move(page, 'End');
        // Visitors on a phone find Login and Register at the end of this menu.
        expect(last).toBe(layout === 'phone' ? (language === 'en' ? 'Register' : 'إنشاء حساب') : settings);
        await expect(move(page, 'Home')).resolves.toBe(first);
        await expect(move(page, 'ArrowUp')).resolves.toBe(last);

        // Escape closes the menu and gives focus back to its button.
        await page.keyboard.press('Escape');
        await expectClosedWithFocusOn(page, NAVIGATION_BUTTON);

        await openWith(page, key);
        await arrowTo(page, careers);
        await page.keyboard.press(key);
        await page.waitForURL(`${site.origin}/jobs`);
        await expectClosedWithFocusOn(page, NAVIGATION_BUTTON);

        // A second pick from the same button, with the other key.
        await openWith(page, key === 'Enter' ? ' ' : 'Enter');
        await arrowTo(page, contact);
        await page.keyboard.press(key === 'Enter' ? ' ' : 'Enter');
        await page.waitForURL(`${site.origin}/contact`);
        await expectClosedWithFocusOn(page, NAVIGATION_BUTTON);
        expect(problems).toEqual([]);
      },
    );

    it.each([
      ['en', 'Enter', 'Deutsch', 'de', 'ltr'],
      ['ar', ' ', 'English', 'en', 'ltr'],
      ['de', ' ', 'العربية', 'ar', 'rtl'],
    ])(
      'in %s: the language menu switches with "%s" to %s, closes and gives focus back',
      async (language, key, label, code, dir) => {
        await open(page, `${site.origin}/home`, language);
        await tabTo(page, LANGUAGE_BUTTON);
        await openWith(page, key);
        await arrowTo(page, label);
        await page.keyboard.press(key);

        await page.locator(`html[lang="${code}"][dir="${dir}"]`).waitFor({ state: 'attached' });
        await expectClosedWithFocusOn(page, LANGUAGE_BUTTON);
        expect(problems).toEqual([]);
      },
    );
  });

  it.each(LAYOUTS)(
    'the account menu, $layout layout: Enter and Space follow Profile and Settings, and Logout signs out (en, then ar)',
    async ({ viewport }) => {
      page = await browser.newPage({ viewport });
      problems = watchProblems(page);
      await open(page, `${site.origin}/home`, 'en');
      await tabTo(page, NAVIGATION_BUTTON);
      await openWith(page, 'Enter');
      await move(page, 'End');
      if (viewport.width >= 768) {
        // Login is in the bar on wide screens.
        await page.keyboard.press('Escape');
        await expectClosedWithFocusOn(page, NAVIGATION_BUTTON);
        await tabTo(page, '.nav-bar__auth button:first-child', 'Shift+Tab');
      } else {
        await arrowTo(page, 'Login');
      }
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/realms\/europa-launchpad\/login-actions\//);
      await page.locator('#f-username').fill('alice');
      await page.locator('#f-password').fill('alice-dev-password');
      await page.locator('#f-password').press('Enter');
      await page.waitForURL(`${site.origin}/home`);
      await page.locator(ACCOUNT_BUTTON).waitFor();

      await tabTo(page, ACCOUNT_BUTTON);
      await openWith(page, 'Enter');
      await arrowTo(page, 'User profile');
      await page.keyboard.press('Enter');
      await page.waitForURL(`${site.origin}/profile`);
      await expectClosedWithFocusOn(page, ACCOUNT_BUTTON);

      await open(page, `${site.origin}/home`, 'ar');
      await tabTo(page, ACCOUNT_BUTTON);
      await openWith(page, ' ');
      await expect(move(page, 'End')).resolves.toBe('تسجيل الخروج');
      await expect(move(page, 'Home')).resolves.toBe('الملف الشخصي');
      await arrowTo(page, 'الإعدادات');
      await page.keyboard.press(' ');
      await page.waitForURL(`${site.origin}/settings`);
      await expectClosedWithFocusOn(page, ACCOUNT_BUTTON);

      await openWith(page, 'Enter');
      await arrowTo(page, 'تسجيل الخروج');
      await page.keyboard.press('Enter');
      // The provider ends the session and sends the browser back to the site root, signed out.
      await page.waitForURL(`${site.origin}/`);
      await page.locator('.nav-bar__auth').waitFor({ state: 'attached' });
      await expect(page.locator(ACCOUNT_BUTTON).count()).resolves.toBe(0);
      expect(problems).toEqual([]);
    },
  );
});

/** The left edge of each of `chars` where it first appears in the text of the element matching `selector`. */
function leftEdges(page: Page, selector: string, chars: string[]): Promise<Record<string, number>> {
  return page.evaluate(
    ({ selector, chars }) => {
      const doc = (globalThis as unknown as PageGlobals).document;
      const root = doc.querySelector(selector);
      if (!root) throw new Error(`no ${selector}`);
      const edges: Record<string, number> = {};
      const walker = doc.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const char of chars) {
          const at = text.indexOf(char);
          if (at < 0 || char in edges) continue;
          const range = doc.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + char.length);
          edges[char] = range.getBoundingClientRect().left;
        }
      }
      return edges;
    },
    { selector, chars },
  );
}

describe('e-mail addresses and phone numbers in Arabic read left to right', () => {
  let site: SiteProcess;
  let browser: Browser;
  let page: Page;
  let problems: string[];

  beforeAll(async () => {
    site = await startSiteProcess();
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

  it('shows a typed "x@" as typed, in the field and in its error message, aligned to the right', async () => {
    await open(page, `${site.origin}/contact`, 'ar');
    const email = page.locator('input[type="email"]');
    await email.focus();
    await page.keyboard.type('x@');

    const style = await email.evaluate((input) => {
      const computed = (globalThis as unknown as PageGlobals).getComputedStyle(input);
      return { direction: computed.direction, textAlign: computed.textAlign };
    });
    expect(style).toEqual({ direction: 'ltr', textAlign: 'right' });
    const phone = page.locator('input[type="tel"]');
    await expect(
      phone.evaluate((input) => (globalThis as unknown as PageGlobals).getComputedStyle(input).direction),
    ).resolves.toBe('ltr');

    await page.getByRole('button', { name: 'إرسال الرسالة' }).click();
    const describedBy = await email.getAttribute('aria-describedby');
    await page.locator(`[id="${describedBy}"]`).waitFor();
    const edges = await leftEdges(page, `[id="${describedBy}"]`, ['x', '@']);
    expect(edges.x).toBeLessThan(edges['@']!);
    expect(problems).toEqual([]);
  });

  it('shows the company e-mail address and phone number left to right on the contact page and the imprint', async () => {
    for (const route of ['/contact', '/impressum']) {
      await open(page, `${site.origin}${route}`, 'ar');
      const mail = page.locator('main a[href^="mailto:"]').first();
      const address = (await mail.getAttribute('href'))!.slice('mailto:'.length);
      const [user] = address.split('@');
      const mailEdges = await leftEdges(page, `main a[href="mailto:${address}"]`, [user!, '@']);
      expect(mailEdges[user!]).toBeLessThan(mailEdges['@']!);

      const tel = page.locator('main a[href^="tel:"]').first();
      const digits = (await tel.textContent())!.trim().split(/\s+/);
      const phoneEdges = await leftEdges(page, 'main a[href^="tel:"]', [digits[0]!, digits.at(-1)!]);
      expect(phoneEdges[digits[0]!]).toBeLessThan(phoneEdges[digits.at(-1)!]!);
    }
    expect(problems).toEqual([]);
  });
});

describe('the company file: the legal notice and contact page show its facts', () => {
  let browser: Browser;
  let page: Page;
  let folder: string;
  const example = async () =>
    JSON.parse(await readFile(join(REPO_ROOT, 'config', 'company.json'), 'utf8')) as Record<string, unknown>;

  beforeAll(async () => {
    browser = await launchChromium();
    folder = await mkdtemp(join(tmpdir(), 'company-file-'));
  });

  afterAll(async () => {
    await browser?.close();
  });

  beforeEach(async () => {
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  });

  afterEach(async () => {
    await page.close();
  });

  it('shows the shipped example data and says so, on the legal notice and the contact page', async () => {
    const site = await startSiteProcess();
    try {
      const problems = watchProblems(page);
      await open(page, `${site.origin}/impressum`, 'en');
      await page.getByRole('alert').filter({ hasText: 'Example data' }).waitFor();
      await page.getByText('Erika Mustermann and Max Mustermann').waitFor();
      await open(page, `${site.origin}/contact`, 'en');
      await page.getByRole('alert').filter({ hasText: 'Example data' }).waitFor();
      expect(problems).toEqual([]);
    } finally {
      await site.stop();
    }
  });

  it('shows the data of the file COMPANY_FILE names, without a rebuild', async () => {
    const { $comment: _comment, ...facts } = await example();
    const file = join(folder, 'nordlicht.json');
    await writeFile(
      file,
      JSON.stringify({
        ...facts,
        example: false,
        legalName: 'Nordlicht Beratung GmbH',
        address: { street: 'Hafenstraße 7', postalCode: '20457', city: 'Hamburg', countryCode: 'DE' },
        phone: '+49 40 1234567',
        email: 'kontakt@nordlicht.example',
        managingDirectors: ['Ada Lovelace', 'Grace Hopper'],
        responsibleForContent: ['Hedy Lamarr'],
      }),
    );
    const site = await startSiteProcess({ COMPANY_FILE: file });
    try {
      const problems = watchProblems(page);
      await open(page, `${site.origin}/impressum`, 'de');
      const main = page.getByRole('main');
      for (const text of [
        'Nordlicht Beratung GmbH',
        'Hafenstraße 7',
        '20457 Hamburg',
        'Ada Lovelace und Grace Hopper',
      ]) {
        await main.getByText(text, { exact: true }).first().waitFor();
      }
      await main
        .getByRole('heading', { name: 'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV' })
        .waitFor();
      await main.getByText('Hedy Lamarr', { exact: true }).waitFor();
      await expect(main.getByRole('alert').count()).resolves.toBe(0);
      await expect(main.getByText(/Musterstraße|Mustermann/).count()).resolves.toBe(0);
      // the footer too
      await page.getByText(/© \d{4} Nordlicht Beratung GmbH/).waitFor();

      await open(page, `${site.origin}/contact`, 'de');
      await main.getByRole('link', { name: 'kontakt@nordlicht.example' }).waitFor();
      await expect(main.getByRole('link', { name: '+49 40 1234567' }).getAttribute('href')).resolves.toBe(
        'tel:+49401234567',
      );
      await expect(main.getByRole('alert').count()).resolves.toBe(0);
      expect(problems).toEqual([]);
    } finally {
      await site.stop();
    }
  });

  it('refuses to start with a bad company file, naming the variable, the file and the field', async () => {
    const file = join(folder, 'bad.json');
    await writeFile(file, JSON.stringify({ ...(await example()), vatId: 'not a VAT id' }));
    const server = startNode('services/standalone/dist/main.js', {
      PORT: '0',
      DATA_DIR: await mkdtemp(join(tmpdir(), 'company-file-data-')),
      LOG_LEVEL: 'warn',
      COMPANY_FILE: file,
    });

    await expect(server.exited).resolves.toEqual({ code: 1, signal: null });
    expect(server.output()).toContain(
      `Invalid configuration: COMPANY_FILE ${file}: vatId must be a VAT identification number, like DE123456789`,
    );
  });
});
