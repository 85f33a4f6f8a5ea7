import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { seriousAxeViolations } from '../support/axe';
import {
  launchChromium,
  saveFavouritesThroughApi,
  type SeenIdentity,
  watchIdentity,
  watchProblems,
} from '../support/browser';
import { SiteProcess, startSiteProcess } from '../support/site-process';

/** Set SCREENSHOTS_DIR to keep `applications-<lng>.png` and `schedule-<lng>.png` for en, de and ar. */
const SCREENSHOTS_DIR = process.env.SCREENSHOTS_DIR;

/** A real catalogue program (its timeline comes from the planner), and a favourite with a deadline only. */
const FAVOURITES = [
  {
    university: 'TU Berlin',
    program: 'Computer Science',
    country: 'Germany',
    country_code: 'DE',
    program_id: 'de-tu-berlin-ba-computer-science',
    link: 'https://www.tu.berlin/',
    next_deadline: '2027-07-15',
  },
  {
    university: 'Uni Vienna',
    program: 'Economics',
    country: 'Austria',
    country_code: 'AT',
    next_deadline: '2027-09-05',
  },
];

const TITLES = {
  en: { applications: 'Applications', schedule: 'Schedule', deadline: 'Application deadline' },
  de: { applications: 'Bewerbungen', schedule: 'Terminplan', deadline: 'Bewerbungsfrist' },
  ar: { applications: 'الطلبات', schedule: 'الجدول الزمني', deadline: 'آخر موعد للتقديم' },
} as const;

const REMINDERS = { de: 'Erinnerungen per E-Mail', ar: 'التذكير بالبريد الإلكتروني' } as const;

describe('favourite → application → checklist → schedule → .ics in Chromium', () => {
  let site: SiteProcess;
  let browser: Browser;
  let page: Page;
  let problems: string[];
  let identity: SeenIdentity;

  const origin = () => site.origin;

  async function useLanguage(language: string, path: string) {
    await page.evaluate((lng) => {
      (
        globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }
      ).localStorage.setItem('language', lng);
    }, language);
    await page.goto(`${origin()}${path}`, { waitUntil: 'networkidle' });
  }

  async function screenshot(name: string) {
    if (!SCREENSHOTS_DIR) return;
    await mkdir(SCREENSHOTS_DIR, { recursive: true });
    await page.screenshot({ path: join(SCREENSHOTS_DIR, `${name}.png`), fullPage: true });
  }

  /** The page at 360 px wide, kept as `<name>.png` when SCREENSHOTS_DIR is set. */
  async function screenshotAt360(name: string) {
    if (!SCREENSHOTS_DIR) return;
    await page.setViewportSize({ width: 360, height: 800 });
    try {
      await screenshot(name);
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  }

  /** At 360 px the page never scrolls sideways (read once the page has laid itself out at the new width). */
  async function expectNoSidewaysScrollAt360() {
    await page.setViewportSize({ width: 360, height: 800 });
    try {
      const scrollWidth = () =>
        (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document
          .documentElement.scrollWidth;
      // Two frames: the layout at the new width is done (a right-to-left page may report the old width before).
      await page.evaluate(
        () =>
          new Promise((resolve) => {
            const raf = (globalThis as unknown as { requestAnimationFrame(f: () => void): void })
              .requestAnimationFrame;
            raf(() => raf(() => resolve(true)));
          }),
      );
      expect(await page.evaluate(scrollWidth)).toBeLessThanOrEqual(360);
      // The signed-in bar fits too: the site's name does not run under the language and account buttons.
      const [name, actions] = await Promise.all(
        ['.nav-bar__brand > span:not(.nav-bar__logo)', '.nav-bar__actions'].map((selector) =>
          page.locator(selector).boundingBox(),
        ),
      );
      const overlap =
        Math.min(name!.x + name!.width, actions!.x + actions!.width) - Math.max(name!.x, actions!.x);
      expect(overlap).toBeLessThanOrEqual(0);
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  }

  async function downloadIcs(button: string): Promise<string> {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: button }).click(),
    ]);
    return readFile((await download.path())!, 'utf8');
  }

  beforeAll(async () => {
    site = await startSiteProcess();
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    problems = watchProblems(page);
    identity = watchIdentity(page);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  it('signs in and saves two favourites', async () => {
    await page.goto(`${origin()}/profile`, { waitUntil: 'networkidle' });
    await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/\/realms\/europa-launchpad\/login-actions\//);
    await page.locator('#f-username').fill('alice');
    await page.locator('#f-password').fill('alice-dev-password');
    await page.locator('button[type="submit"]').click();
    await page.waitForURL(`${origin()}/profile`);
    await page.getByRole('form', { name: 'Profile' }).waitFor();
    for (let i = 0; i < 50 && !identity.subject; i += 1) await page.waitForTimeout(100);

    const statuses = await saveFavouritesThroughApi(page, identity, FAVOURITES);
    expect(statuses).toEqual([200, 200]);
  });

  it('starts an application from the favourite card', async () => {
    await page.goto(`${origin()}/favorites`, { waitUntil: 'networkidle' });
    const card = page.getByRole('article', { name: 'TU Berlin' });
    await card.waitFor();
    await card.getByRole('button', { name: 'Start application · Computer Science · TU Berlin' }).click();
    const open = card.getByRole('link', { name: 'Application · Computer Science · TU Berlin' });
    await open.waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await open.click();
    await page.waitForURL(`${origin()}/applications`);
  });

  it('ticks a checklist item and changes the status, which the history dates', async () => {
    const card = page.getByRole('article', { name: 'Computer Science' });
    await card.waitFor();
    const boxes = card.getByRole('checkbox');
    expect(await boxes.count()).toBeGreaterThan(3);
    const total = await boxes.count();
    await boxes.first().click();
    await card.getByText(`1 of ${total} done`).waitFor();

    await card.getByRole('combobox', { name: 'Status' }).click();
    await page.getByTitle('Preparing documents').click();
    await card.getByRole('list', { name: 'Status history' }).getByText('Preparing documents').waitFor();

    await card.getByRole('textbox', { name: 'Notes' }).fill('Ask for two reference letters');
    await card.getByRole('button', { name: 'Save notes' }).click();
    await card.getByRole('button', { name: 'Save notes' }).isDisabled();

    // A reload shows what the service keeps.
    await page.goto(`${origin()}/applications`, { waitUntil: 'networkidle' });
    await page.getByText(`1 of ${total} done`).waitFor();
    await expect(page.getByRole('textbox', { name: 'Notes' }).inputValue()).resolves.toBe(
      'Ask for two reference letters',
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot('applications-en');
    await expectNoSidewaysScrollAt360();
  });

  it('shows the dates in the agenda and the month, and exports them as .ics', async () => {
    await page.goto(`${origin()}/schedule`, { waitUntil: 'networkidle' });
    const agenda = page.getByRole('list', { name: 'Agenda' });
    await agenda.waitFor();
    await agenda.getByText('Application deadline · Economics').waitFor();
    expect(await agenda.getByRole('listitem').count()).toBeGreaterThan(2);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot('schedule-en');
    await expectNoSidewaysScrollAt360();

    await page.getByText('Month', { exact: true }).click();
    // The month opens at the next date's month: this one has none.
    await page
      .getByRole('table')
      .getByText(/Computer Science/)
      .first()
      .waitFor();
    await screenshot('schedule-month-en');
    await page.getByRole('button', { name: 'Next month' }).click();
    await page
      .getByRole('table')
      .getByText(/Computer Science/)
      .first()
      .waitFor();

    const ics = await downloadIcs('Download .ics');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics).toContain('SUMMARY:Application deadline · Economics');
    expect(ics).not.toContain('reference letters');
  });

  it('switches reminder e-mails on for 5 days ahead, and shows them saved after a reload', async () => {
    await page.goto(`${origin()}/schedule`, { waitUntil: 'networkidle' });
    const region = page.getByRole('region', { name: 'E-mail reminders' });
    await region.getByText('Off: you get no reminder e-mails.').waitFor();
    const toggle = region.getByRole('switch', { name: 'Send me reminder e-mails' });
    expect(await toggle.getAttribute('aria-checked')).toBe('false');

    await toggle.click();
    const days = region.getByRole('spinbutton', { name: 'Days before each date' });
    await days.fill('5');
    await region.getByRole('button', { name: 'Save' }).click();
    await region.getByText(/^Saved\. On: reminders go to .+@.+\. Days before each date: 5\.$/).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot('schedule-reminders-en');
    await screenshotAt360('schedule-reminders-360-en');
    await expectNoSidewaysScrollAt360();

    await page.reload({ waitUntil: 'networkidle' });
    const reloaded = page.getByRole('region', { name: 'E-mail reminders' });
    await reloaded.getByText(/^On: reminders go to .+@.+\. Days before each date: 5\.$/).waitFor();
    expect(await reloaded.getByRole('switch').getAttribute('aria-checked')).toBe('true');
    expect(await reloaded.getByRole('spinbutton').inputValue()).toBe('5');
    expect(await reloaded.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
  });

  it('shows the tracker and the schedule in German and Arabic, and the .ics in that language', async () => {
    try {
      for (const language of ['de', 'ar'] as const) {
        const titles = TITLES[language];
        await useLanguage(language, '/applications');
        await page.getByRole('heading', { level: 1, name: titles.applications }).waitFor();
        await page.getByRole('article', { name: 'Computer Science' }).waitFor();
        if (language === 'ar') {
          await expect(
            page.evaluate(() => (globalThis as unknown as { document: { dir: string } }).document.dir),
          ).resolves.toBe('rtl');
        }
        expect(await seriousAxeViolations(page)).toEqual([]);
        await screenshot(`applications-${language}`);
        await expectNoSidewaysScrollAt360();

        await page.goto(`${origin()}/schedule`, { waitUntil: 'networkidle' });
        await page.getByRole('heading', { level: 1, name: titles.schedule }).waitFor();
        await page.getByText(`${titles.deadline} · Economics`).waitFor();
        expect(await seriousAxeViolations(page)).toEqual([]);
        await page
          .getByRole('region', { name: REMINDERS[language] })
          .getByRole('switch', { checked: true })
          .waitFor();
        await screenshot(`schedule-${language}`);
        await screenshotAt360(`schedule-360-${language}`);
        await expectNoSidewaysScrollAt360();
        const ics = await downloadIcs(language === 'de' ? '.ics herunterladen' : 'نزّل ملف ‎.ics');
        expect(ics).toContain(`SUMMARY:${titles.deadline} · Economics`);
      }
    } finally {
      await useLanguage('en', '/applications');
    }
  });

  it('reported no page errors', () => {
    expect(problems).toEqual([]);
  });
});
