import { mkdir, mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { seriousAxeViolations } from '../support/axe';
import { launchChromium, watchProblems } from '../support/browser';
import { SiteProcess, startSiteProcess } from '../support/site-process';
import { waitFor } from '../support/wait';

// The company pages, the contact form and the settings, in Chromium against the built SPA and the standalone server.

const SCREENSHOTS_DIR = process.env.SCREENSHOTS_DIR;

const PAGES: { route: string; heading: string }[] = [
  { route: '/home', heading: 'European expertise for funding, AI and cloud software' },
  { route: '/about', heading: 'About us' },
  { route: '/jobs', heading: 'Careers' },
  { route: '/contact', heading: 'Contact' },
  { route: '/impressum', heading: 'Legal notice' },
  { route: '/privacy', heading: 'Privacy policy' },
  { route: '/terms', heading: 'Terms of use' },
  { route: '/settings', heading: 'Settings' },
  { route: '/llm_aisolution_overview', heading: 'AI Solutions Overview' },
];

const SUCCESS = "Thank you for your message! We'll get back to you soon.";
const FAILURE =
  'Sorry, there was an error sending your message. Please try again later or contact us directly.';

/** Every `.eml` file under a folder. */
async function emlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile() && e.name.endsWith('.eml')).map((e) => join(e.parentPath, e.name));
}

async function screenshot(page: Page, name: string): Promise<void> {
  if (!SCREENSHOTS_DIR) return;
  await mkdir(SCREENSHOTS_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS_DIR, name) });
}

/** Opens a page in a language (the choice lives in localStorage) and waits for its heading. */
async function open(page: Page, url: string, language = 'en'): Promise<void> {
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

async function chooseSubject(page: Page, label: string): Promise<void> {
  await page.getByRole('combobox', { name: /^Subject/ }).click();
  await page.locator(`.ant-select-item-option[title="${label}"]`).click();
}

async function fillContactForm(page: Page, name: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('ada@example.org');
  await page.getByRole('textbox', { name: 'Company', exact: true }).fill('Analytical Engines');
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('30 1234 567');
  await chooseSubject(page, 'AI Development');
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill(`Hello from ${name}.`);
}

describe('company pages, contact form and settings in Chromium', () => {
  let site: SiteProcess;
  let dataDir: string;
  let browser: Browser;
  let page: Page;
  let problems: string[];
  let stopping = false;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'company-pages-'));
    site = await startSiteProcess({ DATA_DIR: dataDir });
    // a site that dies mid-run makes every later test fail with "connection refused": say why
    void site.process.exited.then((exit) => {
      if (!stopping)
        process.stderr.write(
          `the site exited early: ${JSON.stringify(exit)}\n${site.process.output().slice(-3000)}`,
        );
    });
    browser = await launchChromium();
  });

  afterAll(async () => {
    stopping = true;
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

  it.each(PAGES)(
    'renders $route in English without serious accessibility violations',
    async ({ route, heading }) => {
      await open(page, `${site.origin}${route}`);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(heading);
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    },
  );

  it('shows the company content: metrics, values, leaders, partnerships, positions, office hours, legal dates', async () => {
    await open(page, `${site.origin}/home`);
    for (const figure of ['99.9%', '20+', '2.5x', '40%']) {
      await page.getByText(figure, { exact: true }).waitFor();
    }

    await open(page, `${site.origin}/about`);
    for (const value of ['Sovereignty', 'Privacy by design', 'Innovation with integrity', 'Transparency']) {
      await page.getByRole('heading', { level: 3, name: value }).waitFor();
    }
    await expect(page.locator('.leader').count()).resolves.toBe(2);
    await expect(page.locator('.partnership-list__item').count()).resolves.toBe(4);

    await open(page, `${site.origin}/jobs`);
    for (const position of ['Senior AI Engineer', 'EU Funding Specialist', 'Cloud Solutions Architect']) {
      const link = page.getByRole('link', { name: new RegExp(`^Apply now\\W+${position}$`) });
      await expect(link.getAttribute('href')).resolves.toMatch(/^mailto:/);
    }
    await page.getByRole('heading', { name: 'Open application' }).waitFor();

    await open(page, `${site.origin}/contact`);
    await page.getByText('Monday to Friday').waitFor();
    await page.getByText('9:00–17:00 CET').waitFor();

    await open(page, `${site.origin}/terms`);
    await page.getByText('Last updated: May 10, 2025').waitFor();
    await open(page, `${site.origin}/privacy`, 'de');
    await page.getByText('Zuletzt aktualisiert: 10. Mai 2025').waitFor();
    expect(problems).toEqual([]);
  });

  it('shows every validation message on an empty submit, and refuses letters in the phone number', async () => {
    await open(page, `${site.origin}/contact`);
    await page.getByRole('button', { name: 'Send message' }).click();
    for (const message of [
      'Name is required',
      'Email is required',
      'Subject is required',
      'Message is required',
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    await expect(
      page
        .getByRole('textbox', { name: 'Name', exact: true })
        .evaluate((el) => el === el.ownerDocument.activeElement),
    ).resolves.toBe(true);

    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('ada@');
    await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('030 12ab');
    await page.getByRole('button', { name: 'Send message' }).click();
    // the address is isolated left to right (U+2066 … U+2069)
    await page.getByText('Email must be in a valid format (\u2066ada@\u2069)').waitFor();
    await page.getByText('Phone number should contain only digits').waitFor();

    // editing a field clears its message
    await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('030 12');
    await page.getByText('Phone number should contain only digits').waitFor({ state: 'detached' });
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('sends a message: success banner, cleared form, and the mail in the outbox', async () => {
    await open(page, `${site.origin}/contact`);
    await fillContactForm(page, 'Ada Lovelace');
    const request = page.waitForRequest((r) => r.url().endsWith('/api/send-email'));

    await page.getByRole('button', { name: 'Send message' }).click();

    const sent = await request;
    expect(sent.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent.postDataJSON()).toMatchObject({
      name: 'Ada Lovelace',
      fullPhone: '+49 30 1234 567',
      subject: 'ai',
      language: 'en',
      website: '',
    });
    await page.getByText(SUCCESS).waitFor();
    await expect(page.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).resolves.toBe('');
    await expect(page.getByRole('textbox', { name: 'Message', exact: true }).inputValue()).resolves.toBe('');

    const files = await waitFor(
      async () => {
        const found = await emlFiles(dataDir);
        return found.length > 0 ? found : undefined;
      },
      20_000,
      'the contact mail in the outbox',
    );
    const mails = await Promise.all(files.map((file) => readFile(file, 'utf8')));
    expect(mails.join('\n')).toContain('Ada Lovelace');

    // the banner goes after 5 s
    await page.getByText(SUCCESS).waitFor({ state: 'detached', timeout: 7_000 });
    expect(problems).toEqual([]);
  });

  it('shows the failure banner when the server refuses the message (429)', async () => {
    const limited = await startSiteProcess({ CONTACT_RATE_LIMIT: '1' });
    const rateLimited = watchProblems(page, (text) => text.includes('429'));
    try {
      await open(page, `${limited.origin}/contact`);
      await fillContactForm(page, 'First Sender');
      await page.getByRole('button', { name: 'Send message' }).click();
      await page.getByText(SUCCESS).waitFor();

      await fillContactForm(page, 'Second Sender');
      const answer = page.waitForResponse((r) => r.url().endsWith('/api/send-email'));
      await page.getByRole('button', { name: 'Send message' }).click();
      expect((await answer).status()).toBe(429);
      await page.getByText(FAILURE).waitFor();
      // the visitor keeps what they wrote
      await expect(page.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).resolves.toBe(
        'Second Sender',
      );
      await page.getByText(FAILURE).waitFor({ state: 'detached', timeout: 7_000 });
      expect(rateLimited).toEqual([]);
    } finally {
      await limited.stop();
    }
  });

  it('switches the language menu to Deutsch and to العربية: texts, lang and right-to-left', async () => {
    await open(page, `${site.origin}/contact`);

    await page.getByRole('button', { name: /^Language:/ }).click();
    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    await page.locator('html[lang="de"][dir="ltr"]').waitFor({ state: 'attached' });
    await page.getByRole('heading', { level: 1, name: 'Kontakt' }).waitFor();
    await page.getByRole('button', { name: 'Nachricht senden' }).waitFor();
    await page.getByRole('button', { name: 'Nachricht senden' }).click();
    await page.getByText('Name ist erforderlich').waitFor();
    await expect(page.evaluate('localStorage.getItem("language")')).resolves.toBe('de');

    await page.getByRole('button', { name: /^Sprache:/ }).click();
    await page.getByRole('menuitem', { name: 'العربية' }).click();
    await page.locator('html[lang="ar"][dir="rtl"]').waitFor({ state: 'attached' });
    await page.getByRole('heading', { level: 1, name: 'اتصل بنا' }).waitFor();
    await page.getByRole('button', { name: 'إرسال الرسالة' }).waitFor();
    await expect(
      page
        .locator('.contact-form')
        .evaluate((el) => el.ownerDocument.defaultView?.getComputedStyle(el).direction),
    ).resolves.toBe('rtl');
    await expect(
      page.getByRole('combobox', { name: 'رمز الاتصال الدولي' }).locator('xpath=..').innerText(),
    ).resolves.toBe('+49');
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it.each(['en', 'de', 'ar'])('shows the home, contact and about pages in %s', async (language) => {
    for (const [route, name] of [
      ['/home', 'home'],
      ['/contact', 'contact'],
      ['/about', 'about'],
    ]) {
      await open(page, `${site.origin}${route}`, language);
      await screenshot(page, `${name}-${language}.png`);
    }
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('keeps the theme: dark in settings, remembered after a reload, still accessible', async () => {
    await open(page, `${site.origin}/settings`);
    // Ant Design draws the radio buttons over visually hidden inputs: the label is what a visitor clicks.
    await page.locator('label', { hasText: 'Dark' }).click();
    await expect(page.getByRole('radio', { name: 'Dark' }).isChecked()).resolves.toBe(true);
    await page.locator('html[data-theme="dark"]').waitFor({ state: 'attached' });
    await expect(page.evaluate('localStorage.getItem("theme")')).resolves.toBe('dark');
    await page.goto(`${site.origin}/settings`, { waitUntil: 'networkidle' });
    await page.locator('html[data-theme="dark"]').waitFor({ state: 'attached' });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await open(page, `${site.origin}/contact`);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it.each(PAGES.map((p) => p.route))('fits %s into 360 px without horizontal scrolling', async (route) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await open(page, `${site.origin}${route}`);
    const overflow = await page.evaluate(
      'document.documentElement.scrollWidth - document.documentElement.clientWidth',
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(problems).toEqual([]);
  });
});
