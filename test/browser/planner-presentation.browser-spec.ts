import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { seriousAxeViolations } from '../support/axe';
import { launchChromium, watchProblems } from '../support/browser';
import { SiteProcess, startSiteProcess } from '../support/site-process';

// How the planner's results read for every visitor: names in the interface language, what a match means, where
// a link goes, places that wrap on a phone, and the focus coming back when an overlay closes.

const SCREENSHOTS_DIR = process.env.SCREENSHOTS_DIR;

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

interface Recommendation {
  city: string;
  city_names: Record<string, string>;
  country_code: string;
  link: string;
  link_kind: 'program' | 'university';
  criteria: { kind: string; met: boolean }[];
}

/** A profile per language whose results are German programs (Munich has a German and an Arabic name). */
const PROFILES = {
  de: {
    text: 'Ich möchte Informatik in München studieren, einen Master auf Englisch.',
    find: 'Finden',
    country: 'Deutschland',
    city: 'München',
    allCriteria: /^Erfüllt alle \d+ Ihrer Kriterien$/,
    website: 'Website der Hochschule',
    details: /^Details: /,
    select: /^Zeitplan anzeigen: /,
    onlyEnglish: 'Nur auf Englisch verfügbar',
    admissions: 'Zulassung',
  },
  ar: {
    text: 'أريد دراسة ماجستير في علوم الحاسوب في ألمانيا باللغة الإنجليزية.',
    find: 'بحث',
    country: 'ألمانيا',
    city: null,
    allCriteria: /^يستوفي كل معاييرك \(\d+\)$/,
    website: 'موقع الجامعة',
    details: /^التفاصيل: /,
    select: /^عرض الجدول الزمني: /,
    onlyEnglish: 'متاح بالإنجليزية فقط',
    admissions: 'القبول',
  },
} as const;
type Language = keyof typeof PROFILES;

async function screenshot(page: Page, name: string): Promise<void> {
  if (!SCREENSHOTS_DIR) return;
  await mkdir(SCREENSHOTS_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS_DIR, name) });
}

/** Opens the planner in a language, searches and answers the API's recommendations. */
async function search(
  page: Page,
  origin: string,
  language: Language,
  text: string,
): Promise<Recommendation[]> {
  await page.addInitScript((lng) => {
    (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage.setItem(
      'language',
      lng,
    );
  }, language);
  await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
  await page.locator(`html[lang="${language}"]`).waitFor({ state: 'attached' });
  await page.getByRole('textbox').fill(text);
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/plan_study_abroad'));
  await page.getByRole('button', { name: PROFILES[language].find, exact: true }).click();
  const { recommendations } = (await (await answer).json()) as { recommendations: Recommendation[] };
  await page.locator('.result-card').first().waitFor();
  return recommendations;
}

/** Whether an element shows all of its text: nothing cut off, no ellipsis, nothing hidden by overflow. */
function showsAllText(element: Locator) {
  return element.evaluate((node) => {
    const el = node as unknown as { scrollWidth: number; clientWidth: number };
    const style = (
      globalThis as unknown as { getComputedStyle(e: unknown): { textOverflow: string; whiteSpace: string } }
    ).getComputedStyle(node);
    return {
      fits: el.scrollWidth <= el.clientWidth,
      ellipsis: style.textOverflow === 'ellipsis',
      nowrap: style.whiteSpace === 'nowrap',
    };
  });
}

/** The accessible name of the focused element, or its tag when it has none (e.g. the page's body). */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = (
      globalThis as unknown as {
        document: { activeElement: { tagName: string; getAttribute(n: string): string | null } | null };
      }
    ).document.activeElement;
    return active ? (active.getAttribute('aria-label') ?? active.tagName) : null;
  });

describe('the planner presented in the visitor’s language', () => {
  let site: SiteProcess;
  let browser: Browser;
  let origin: string;

  beforeAll(async () => {
    site = await startSiteProcess();
    origin = site.origin;
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  describe.each(VIEWPORTS)('on a $name ($width x $height)', (viewport) => {
    let page: Page;
    let problems: string[];

    beforeEach(async () => {
      page = await browser.newPage({ viewport: { width: viewport.width, height: viewport.height } });
      problems = watchProblems(page);
    });

    afterEach(async () => {
      await page.close();
    });

    it.each(['de', 'ar'] as const)(
      'names cities and countries in %s, says what the match means and lets the place wrap',
      async (language) => {
        const texts = PROFILES[language];
        const recommendations = await search(page, origin, language, texts.text);
        expect(recommendations.length).toBeGreaterThan(0);
        const cards = page.locator('.result-card');
        await expect(cards.count()).resolves.toBe(recommendations.length);

        for (const [index, recommendation] of recommendations.entries()) {
          const card = cards.nth(index);
          const place = card.locator('.result-card__place');
          const city = recommendation.city_names[language] ?? recommendation.city;
          await expect(place.innerText()).resolves.toContain(city);
          if (recommendation.country_code === 'DE') {
            await expect(place.innerText()).resolves.toContain(texts.country);
          }
          await expect(showsAllText(place)).resolves.toEqual({ fits: true, ellipsis: false, nowrap: false });
          // every result meets the criteria the profile states (they are hard constraints)
          expect(recommendation.criteria.every((criterion) => criterion.met)).toBe(true);
          const criteria = (await card.locator('.result-card__criteria-met').innerText()).trim();
          expect(criteria).toMatch(texts.allCriteria);
          await expect(card.getByText(/\d+\s?%/).count()).resolves.toBe(0);
          if (recommendation.link_kind === 'university') {
            await expect(card.locator('a', { hasText: texts.website }).getAttribute('href')).resolves.toBe(
              recommendation.link,
            );
          }
        }
        if (texts.city)
          await expect(cards.first().locator('.result-card__place').innerText()).resolves.toContain(
            texts.city,
          );
        // the place line does not push the page sideways either
        const pageWidth = await page.evaluate(
          () =>
            (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document
              .documentElement.scrollWidth,
        );
        expect(pageWidth).toBeLessThanOrEqual(viewport.width);

        await cards.first().scrollIntoViewIfNeeded();
        await screenshot(page, `planner-cards-${language}-${viewport.name}.png`);
        expect(await seriousAxeViolations(page)).toEqual([]);
        expect(problems).toEqual([]);
      },
    );

    it.each(['de', 'ar'] as const)(
      'returns the focus to the opener when the dialog or the panel closes, and marks English texts, in %s',
      async (language) => {
        const texts = PROFILES[language];
        await search(page, origin, language, texts.text);
        const card = page.locator('.result-card').first();

        // university dialog: opened with Enter, closed with Escape
        const details = card.getByRole('button', { name: texts.details });
        const detailsName = await details.getAttribute('aria-label');
        await details.focus();
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('tab', { name: texts.admissions }).waitFor();
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
        await expect(focused(page)).resolves.toBe(detailsName);

        // the details panel (a drawer): opened with Enter, closed with Escape
        const select = card.getByRole('button', { name: texts.select });
        const selectName = await select.getAttribute('aria-label');
        await select.focus();
        await page.keyboard.press('Enter');
        const panel = page.getByRole('dialog');
        await panel.getByRole('tab').first().waitFor();
        await page.keyboard.press('Escape');
        await panel.waitFor({ state: 'detached' });
        await expect(focused(page)).resolves.toBe(selectName);

        // the dialog again: catalogue texts marked as English; closed by a click outside it
        await details.focus();
        await page.keyboard.press('Enter');
        // on a phone the German tabs overflow and slide while Ant Design measures them: a click event, not a
        // pointer aimed at a moving tab
        await dialog.getByRole('tab', { name: texts.admissions }).dispatchEvent('click');
        await dialog.getByText(texts.onlyEnglish).waitFor();
        await expect(dialog.locator('[lang="en"]').count()).resolves.toBeGreaterThan(0);
        await screenshot(page, `planner-dialog-${language}-${viewport.name}.png`);
        await page.mouse.click(5, viewport.height - 5);
        await dialog.waitFor({ state: 'detached' });
        await expect(focused(page)).resolves.toBe(detailsName);
        expect(problems).toEqual([]);
      },
    );
  });

  it('labels the link of a program whose page the catalogue has "Apply now", and returns focus from the sign-in dialog', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const problems = watchProblems(page);
    await page.addInitScript(() =>
      (
        globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }
      ).localStorage.setItem('language', 'en'),
    );
    await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
    await page
      .getByRole('textbox')
      .fill("I want a master's in data science in Luxembourg, taught in English.");
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/plan_study_abroad'));
    await page.getByRole('button', { name: 'Find', exact: true }).click();
    const { recommendations } = (await (await answer).json()) as { recommendations: Recommendation[] };
    const withPage = recommendations.findIndex((r) => r.link_kind === 'program');
    expect(withPage).toBeGreaterThanOrEqual(0);
    const card = page.locator('.result-card').nth(withPage);
    await expect(card.getByRole('link', { name: /^Apply now: / }).getAttribute('href')).resolves.toBe(
      recommendations[withPage]!.link,
    );

    // the favourites' sign-in dialog gives the focus back to the heart button too
    const favourite = card.getByRole('button', { name: /^Add to favorites/ });
    const favouriteName = await favourite.getAttribute('aria-label');
    await favourite.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Sign in required' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect(focused(page)).resolves.toBe(favouriteName);
    expect(problems).toEqual([]);
    await page.close();
  });
});
