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

/** Set SCREENSHOTS_DIR to keep `profile-<lng>.png` and `favorites-<lng>.png` for en, de and ar. */
const SCREENSHOTS_DIR = process.env.SCREENSHOTS_DIR;

/**
 * Three programs as the planner recommends them (display strings plus structured facts). The names are short on
 * purpose: the embedded favourites store loses entries whose key (subject + university + program) is longer than
 * about 63 characters (reported; `getRange` of `@site/platform`'s embedded store misses them).
 */
const PROGRAMS = [
  {
    university: 'TU Munich',
    program: 'Informatics',
    country: 'Germany',
    country_code: 'DE',
    tuition: '€0 per year',
    living_cost: '€1,200 per month',
    language: 'English',
    visa: 'National visa for study purposes',
    link: 'https://www.tum.de/',
    next_deadline: '2027-05-31',
    tuition_eur: 0,
    living_cost_eur_month: 1200,
    languages: ['en'],
  },
  {
    university: 'Uni Vienna',
    program: 'Economics',
    country: 'Austria',
    country_code: 'AT',
    tuition: '€1,453 per year',
    living_cost: '€1,100 per month',
    language: 'German',
    visa: 'Residence permit for students',
    link: 'https://www.univie.ac.at/',
    next_deadline: '2027-09-05',
    tuition_eur: 1453,
    living_cost_eur_month: 1100,
    languages: ['de'],
  },
  {
    university: 'UvA',
    program: 'AI (MSc)',
    country: 'Netherlands',
    country_code: 'NL',
    tuition: '€2,601 per year',
    living_cost: '€1,400 per month',
    language: 'English',
    visa: 'MVV entry visa and residence permit',
    link: 'https://www.uva.nl/',
    next_deadline: '2027-04-01',
    tuition_eur: 2601,
    living_cost_eur_month: 1400,
    languages: ['en'],
  },
];

// Chromium reports every refused request as a console error; the refused phone number below is one on purpose.
const isExpectedRefusal = (problem: string) => problem.includes('status of 400');

describe('the account pages (profile and favourites) in Chromium', () => {
  let site: SiteProcess;
  let browser: Browser;
  let page: Page;
  let problems: string[];
  let identity: SeenIdentity;

  const origin = () => site.origin;
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });

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

  async function expectNoSeriousAxeViolations() {
    expect(await seriousAxeViolations(page)).toEqual([]);
  }

  /** At 360 px the page itself never scrolls sideways (wide content scrolls inside its own region). */
  async function expectNoSidewaysScrollAt360() {
    await page.setViewportSize({ width: 360, height: 800 });
    try {
      const width = await page.evaluate(
        () =>
          (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document
            .documentElement.scrollWidth,
      );
      expect(width).toBeLessThanOrEqual(360);
      if (process.env.NARROW_SHOTS) {
        await page.screenshot({ path: join(process.env.NARROW_SHOTS, `${Date.now()}.png`), fullPage: true });
      }
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  }

  async function openProfile() {
    await page.goto(`${origin()}/profile`, { waitUntil: 'networkidle' });
    await page.getByRole('form', { name: 'Profile' }).waitFor();
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

  it('tells a signed-out visitor to log in, and Login comes back to /profile', async () => {
    await page.goto(`${origin()}/profile`, { waitUntil: 'networkidle' });
    await page.getByText('You need to be logged in to view or edit your profile.').waitFor();
    await expectNoSeriousAxeViolations();

    await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/\/realms\/europa-launchpad\/login-actions\//);
    await page.locator('#f-username').fill('alice');
    await page.locator('#f-password').fill('alice-dev-password');
    await page.locator('button[type="submit"]').click();
    await page.waitForURL(`${origin()}/profile`);
    await page.getByRole('form', { name: 'Profile' }).waitFor();
  });

  it('shows the profile prefilled from the token when nothing is saved yet', async () => {
    // The development provider's token names the user and their e-mail address.
    await page.waitForFunction(
      () =>
        (
          globalThis as unknown as { document: { querySelector(s: string): { value: string } | null } }
        ).document.querySelector('#profile_email')?.value === 'alice@example.org',
    );
    await expect(field('Display name').inputValue()).resolves.toBe('Alice Example');
    await expect(field('Email').getAttribute('type')).resolves.toBe('email');
    await expect(page.getByLabel('Date of birth').getAttribute('type')).resolves.toBe('date');
    await expect(field('City').inputValue()).resolves.toBe('');
    await page.getByRole('main').getByText('Signed in as alice').waitFor();
    expect(identity.subject).toBeTruthy();
  });

  it('saves edits (blank as null, the country as its code), and a reload shows them', async () => {
    await page.getByLabel('Date of birth').fill('1994-03-12');
    await field('City').fill('Berlin');
    await field('Postal code').fill('10115');
    await field('Phone').fill('+49 30 1234567');
    await field('Display name').fill('   ');
    const country = page.getByRole('combobox', { name: 'Country' });
    await country.click();
    await country.pressSequentially('Germany');
    await page.locator('.ant-select-item-option-active[title="Germany"]').waitFor();
    await country.press('Enter');

    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/users/profile') && r.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Save changes' }).click();
    const response = await saved;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON()).toMatchObject({
      city: 'Berlin',
      postal_code: '10115',
      country_code: 'DE',
      date_of_birth: '1994-03-12',
      display_name: null,
      address_line1: null,
    });
    await page.getByText('Profile saved successfully.').waitFor();

    await openProfile();
    await expect(field('City').inputValue()).resolves.toBe('Berlin');
    await expect(page.getByLabel('Date of birth').inputValue()).resolves.toBe('1994-03-12');
    await expect(field('Display name').inputValue()).resolves.toBe('');
    await page
      .locator('.ant-select-content, .ant-select-selection-item')
      .getByText('Germany')
      .first()
      .waitFor();
  });

  it('Cancel restores the last loaded values', async () => {
    await field('City').fill('Paris');
    await field('Postal code').fill('75001');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(field('City').inputValue()).resolves.toBe('Berlin');
    await expect(field('Postal code').inputValue()).resolves.toBe('10115');
  });

  it('shows the field message of a value the API refuses, and keeps what was typed', async () => {
    await field('Mobile phone').fill('call me maybe');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Failed to save profile').waitFor();
    await page
      .getByText(
        'Enter a phone number with its country code (e.g. +49 30 901820), or as dialled in the country of your address.',
      )
      .waitFor();
    await expect(field('Mobile phone').getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(field('Mobile phone').inputValue()).resolves.toBe('call me maybe');

    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(field('Mobile phone').inputValue()).resolves.toBe('');
  });

  it('has no serious accessibility violations when signed in', async () => {
    await openProfile();
    await expectNoSeriousAxeViolations();
    await screenshot('profile-en');
    await expectNoSidewaysScrollAt360();
  });

  it('is translated into German and Arabic (right to left)', async () => {
    try {
      await useLanguage('de', '/profile');
      await page.getByRole('heading', { level: 1, name: 'Benutzerprofil' }).waitFor();
      await page.getByRole('heading', { name: 'Basisinformationen' }).waitFor();
      await expect(page.getByRole('textbox', { name: 'Ort', exact: true }).inputValue()).resolves.toBe(
        'Berlin',
      );
      await page.getByRole('button', { name: 'Änderungen speichern' }).waitFor();
      await page.getByRole('button', { name: 'Meine Daten herunterladen' }).waitFor();
      await page
        .locator('.ant-select-content, .ant-select-selection-item')
        .getByText('Deutschland')
        .first()
        .waitFor();
      await expectNoSeriousAxeViolations();
      await screenshot('profile-de');

      await useLanguage('ar', '/profile');
      await page.getByRole('heading', { level: 1, name: 'الملف الشخصي' }).waitFor();
      await expect(
        page.evaluate(() => (globalThis as unknown as { document: { dir: string } }).document.dir),
      ).resolves.toBe('rtl');
      await page.getByRole('button', { name: 'حفظ التغييرات' }).waitFor();
      await expect(page.getByRole('textbox', { name: 'المدينة', exact: true }).inputValue()).resolves.toBe(
        'Berlin',
      );
      await expectNoSeriousAxeViolations();
      await screenshot('profile-ar');
    } finally {
      await useLanguage('en', '/profile');
    }
    await page.getByRole('heading', { level: 1, name: 'User profile' }).waitFor();
  });

  it('downloads my data as a JSON file that holds the profile', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const document = JSON.parse(await readFile((await file.path())!, 'utf8')) as {
      user: { preferred_username: string };
    };
    expect(document.user.preferred_username).toBe('alice');
    const text = JSON.stringify(document);
    expect(text).toContain('"Berlin"');
    expect(text).toContain('"10115"');
  });

  it('lists favourites saved through the API, compares them side by side and removes one', async () => {
    expect(identity.authorization).toMatch(/^Bearer /);
    const statuses = await saveFavouritesThroughApi(page, identity, PROGRAMS);
    expect(statuses.every((status) => status >= 200 && status < 300)).toBe(true);

    await page.goto(`${origin()}/favorites`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'Favorites' }).waitFor();
    for (const { university } of PROGRAMS) await page.getByRole('article', { name: university }).waitFor();
    const munich = page.getByRole('article', { name: 'TU Munich' });
    await munich.getByText('No tuition fee').waitFor();
    await munich.getByText('€1,200 per month').waitFor();
    await munich.getByText('May 31, 2027').waitFor();

    for (const { university, program } of PROGRAMS) {
      await page.getByRole('checkbox', { name: `Compare ${program} at ${university}` }).check();
    }
    const table = page.getByRole('table', { name: 'Selected programs side by side' });
    await expect(table.getByRole('columnheader').count()).resolves.toBe(4);
    await table.getByRole('rowheader', { name: 'Tuition' }).waitFor();
    await table.getByText('€2,601 per year').waitFor();
    await expectNoSeriousAxeViolations();
    await screenshot('favorites-en');
    await expectNoSidewaysScrollAt360();

    // By keyboard: focus the button and press Enter.
    await page.getByRole('button', { name: 'Remove Economics at Uni Vienna from favorites' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('article', { name: 'Uni Vienna' }).waitFor({ state: 'detached' });
    await expect(page.getByRole('article').count()).resolves.toBe(2);
    await expect(table.getByRole('columnheader').count()).resolves.toBe(3);

    // The list comes from the server: a reload still shows two.
    await page.goto(`${origin()}/favorites`, { waitUntil: 'networkidle' });
    await page.getByRole('article', { name: 'UvA' }).waitFor();
    await expect(page.getByRole('article').count()).resolves.toBe(2);
  });

  it('shows the favourites and the comparison in German and Arabic', async () => {
    try {
      for (const [language, title] of [
        ['de', 'Favoriten'],
        ['ar', 'المفضلة'],
      ] as const) {
        await useLanguage(language, '/favorites');
        await page.getByRole('heading', { level: 1, name: title }).waitFor();
        const boxes = page.locator('.favorite-card input[type="checkbox"]');
        await boxes.nth(0).check();
        await boxes.nth(1).check();
        const table = page.getByRole('table');
        await table.waitFor();
        if (language === 'de')
          await table
            .getByText(/1\.200\s€ pro Monat/)
            .first()
            .waitFor();
        if (language === 'ar') {
          await expect(
            page.evaluate(() => (globalThis as unknown as { document: { dir: string } }).document.dir),
          ).resolves.toBe('rtl');
        }
        await expectNoSeriousAxeViolations();
        await screenshot(`favorites-${language}`);
      }
    } finally {
      await useLanguage('en', '/favorites');
    }
    await page.getByRole('heading', { level: 1, name: 'Favorites' }).waitFor();
  });

  it('deletes my data after a confirmation, shows the progress and signs out', async () => {
    await openProfile();
    await page.getByRole('button', { name: 'Delete my data' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete all your data?' });
    await dialog.waitFor();
    await expectNoSeriousAxeViolations();
    const completed = page.waitForResponse(
      async (r) =>
        r.url().includes('/api/users/me/erasure/') &&
        r.ok() &&
        ((await r.json()) as { status: string }).status === 'complete',
      { timeout: 60_000 },
    );
    await dialog.getByRole('button', { name: 'Delete everything' }).click();
    await page.getByText(/Services finished: \d of \d/).waitFor();
    await completed;
    await page.getByText('All your data has been deleted. Signing you out…').waitFor();
    await page.waitForURL(`${origin()}/`, { timeout: 30_000 });
    await page.getByRole('button', { name: 'Login' }).first().waitFor();

    expect(problems.filter((problem) => !isExpectedRefusal(problem))).toEqual([]);
  });
});
