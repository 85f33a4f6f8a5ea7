import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { seriousAxeViolations } from '../support/axe';
import { launchChromium, watchProblems } from '../support/browser';
import { SiteProcess, startSiteProcess } from '../support/site-process';

// The study planner end to end: the built SPA against the real standalone server (planner, favourites, sign-in).

const SCREENSHOTS_DIR = process.env.SCREENSHOTS_DIR;

async function screenshot(page: Page, name: string, scrollTo?: string): Promise<void> {
  if (!SCREENSHOTS_DIR) return;
  // results: the summary and the first cards in view
  if (scrollTo) {
    await page
      .locator(scrollTo)
      .first()
      .evaluate((element) => element.scrollIntoView());
    await page.evaluate('window.scrollBy(0, -80)'); // below the sticky navigation bar
  }
  await mkdir(SCREENSHOTS_DIR, { recursive: true });
  // let opening animations (drawer, toasts) finish
  await page.waitForTimeout(800);
  await page.screenshot({ path: join(SCREENSHOTS_DIR, name) });
}

const QUICK_PROFILE_LANGUAGES = ['en', 'de', 'pt', 'es', 'fr', 'tr', 'pl', 'ko', 'zh', 'ar'];
const QUICK_PROFILES = ['business', 'sports', 'tech', 'affordable', 'arts', 'science'] as const;
type QuickProfile = (typeof QUICK_PROFILES)[number];

interface PlannerTexts {
  form: { submit: string };
  status: { resultsLoaded: string };
  results: { heading: string };
  quickProfiles: Record<QuickProfile, string> & { samples: Record<QuickProfile, string> };
}

/** The planner's texts in a language, as the SPA has them (English from the typed source's JSON twin). */
async function plannerTexts(language: string): Promise<PlannerTexts> {
  const locales = join(__dirname, '..', '..', 'frontend', 'src', 'locales');
  if (language !== 'en') {
    return JSON.parse(await readFile(join(locales, language, 'planner.json'), 'utf8')) as PlannerTexts;
  }
  return {
    form: { submit: 'Find' },
    status: { resultsLoaded: 'results loaded' },
    results: { heading: 'Matching programs' },
    quickProfiles: {
      business: 'Business & economics',
      sports: 'Sports & campus life',
      tech: 'Tech & innovation',
      affordable: 'Affordable (low budget)',
      arts: 'Arts & design',
      science: 'Natural sciences',
      samples: {
        business:
          "I am interested in business and economics and would like a master's degree taught in English in Germany or the Netherlands.",
        sports:
          'I love sports and campus life. I would like to study sport science at a university with a lively campus and many student clubs.',
        tech: 'I want to study computer science and work in tech and innovation, ideally in a city with a strong start-up scene.',
        affordable:
          'I have a low budget: I need a program with low or no tuition fees and affordable living costs, taught in English.',
        arts: 'I want to study art and design, for example graphic design or architecture, in a creative city.',
        science: 'I am passionate about natural sciences: physics, chemistry or biology.',
      },
    },
  };
}

/** Opens the planner in a language (the choice lives in localStorage) and waits for the form. */
async function openPlanner(page: Page, origin: string, language = 'en'): Promise<void> {
  await page.addInitScript((lng) => {
    (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage.setItem(
      'language',
      lng,
    );
  }, language);
  await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
  await page.locator(`html[lang="${language}"]`).waitFor({ state: 'attached' });
  await page.getByRole('heading', { level: 1 }).waitFor();
}

/** Fills the box from a quick profile, searches and waits for the results. */
async function searchWithQuickProfile(
  page: Page,
  profile: string,
  find: string,
  loaded: string,
): Promise<void> {
  await page.getByRole('button', { name: profile }).click();
  const box = page.getByRole('textbox');
  await expect(box.inputValue()).resolves.not.toBe('');
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/plan_study_abroad'));
  await page.getByRole('button', { name: find, exact: true }).click();
  expect((await answer).status()).toBe(200);
  await page.getByRole('status').filter({ hasText: loaded }).waitFor({ state: 'attached' });
  await page.locator('.result-card').first().waitFor();
}

describe('the study planner in Chromium', () => {
  let site: SiteProcess;
  let browser: Browser;
  let origin: string;
  let page: Page;
  let problems: string[];

  beforeAll(async () => {
    // kong.yml allows one client 60 questions a minute: the loops below stand for several visitors (X-Forwarded-For,
    // trusted from loopback), as they would on an idle machine that runs them within the minute
    site = await startSiteProcess({ TRUST_PROXY: 'loopback' });
    origin = site.origin;
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  beforeEach(async () => {
    page = await browser.newPage({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    problems = watchProblems(page);
  });

  afterEach(async () => {
    await page.close();
  });

  it('paints the prerendered first view before any script runs, and the app renders the same view over it', async () => {
    // the parts of the first view, and where they are
    const FIRST_VIEW = [
      'h1',
      '.page__lead',
      'textarea',
      'button[type=submit]',
      '.quick-profiles button',
      '.nav-bar__brand',
      '.site-footer',
    ];
    const layout = (target: Page) =>
      Promise.all(
        FIRST_VIEW.map(async (selector) => {
          const element = target.locator(selector).first();
          const box = await element.boundingBox();
          if (!box) return `${selector} missing`;
          const text = ((await element.textContent()) ?? '').trim().slice(0, 40);
          return `${selector} ${text} @${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}x${Math.round(box.height)}`;
        }),
      );

    // The page as it stands before the app's scripts run (they are held back; the inline script in the page runs).
    const withoutApp = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await withoutApp.route('**/assets/*.js', (route) => route.abort());
    const still = await withoutApp.newPage();
    await still.goto(`${origin}/`);
    await expect(still.title()).resolves.toBe('Study abroad planner · Europa Launchpad');
    const prerendered = await layout(still);
    expect(prerendered.filter((line) => line.endsWith('missing'))).toEqual([]);
    // Another path, or another remembered language: the English planner is cleared before it is painted.
    await still.goto(`${origin}/contact`);
    await expect(still.locator('#root').innerHTML()).resolves.toBe('');
    await expect(still.title()).resolves.toBe('Europa Launchpad');
    await still.evaluate("localStorage.setItem('language', 'de')");
    await still.goto(`${origin}/`);
    await expect(still.locator('#root').innerHTML()).resolves.toBe('');
    await withoutApp.close();

    await openPlanner(page, origin);
    // (the bar's Login and Register appear once the identity client has answered: the prerender knows no visitor)
    await expect(layout(page)).resolves.toEqual(prerendered);
    expect(problems).toEqual([]);
  });

  it('finds programs from a quick profile, with summary, reasons, score and accessible results', async () => {
    await openPlanner(page, origin);
    const find = page.getByRole('button', { name: 'Find', exact: true });
    await expect(find.isDisabled()).resolves.toBe(true);

    await searchWithQuickProfile(page, 'Business & economics', 'Find', 'results loaded');
    const cards = page.locator('.result-card');
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(6);
    await page.getByRole('heading', { name: 'Your match summary' }).waitFor();
    await page.getByRole('heading', { name: 'Selection criteria' }).waitFor();
    await page.getByText('Why it matches').first().waitFor();
    await expect(
      cards
        .first()
        .getByText(/Meets all \d+ of your criteria/)
        .isVisible(),
    ).resolves.toBe(true);
    await expect(
      cards
        .first()
        .getByRole('img', { name: /^Flag of / })
        .isVisible(),
    ).resolves.toBe(true);
    // "Apply now" for a program's own page, else the university's website (ADR 22)
    const apply = cards.first().getByRole('link', { name: /^(Apply now|University website):/ });
    await expect(apply.getAttribute('target')).resolves.toBe('_blank');
    // the first result prefills the timeline section
    await page.getByRole('heading', { name: 'Study timeline' }).waitFor();

    await screenshot(page, 'planner-results-en.png', '.planner__results');
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('keeps its text contrast under the pointer, on buttons and links', async () => {
    await openPlanner(page, origin);
    await searchWithQuickProfile(page, 'Business & economics', 'Find', 'results loaded');
    const hovered = [
      page.getByRole('button', { name: 'Find', exact: true }),
      page
        .locator('.result-card')
        .first()
        .getByRole('link', { name: /^(Apply now|University website):/ }),
      page.getByRole('contentinfo').getByRole('link').first(),
    ];
    for (const control of hovered) {
      await control.hover(); // the axe helper waits for the colour transitions this starts
      expect(await seriousAxeViolations(page)).toEqual([]);
    }
  });

  it('submits with Ctrl+Enter and tells when nothing matches', async () => {
    await openPlanner(page, origin);
    const box = page.getByRole('textbox');
    await box.fill('I want to study medicine in Iceland, taught in German.');
    await box.press('Control+Enter');
    await page
      .locator('.planner__problem-text', {
        hasText: 'No matching study programs found. Please describe yourself differently.',
      })
      .waitFor();
    expect(problems).toEqual([]);
  });

  it('opens the details panel: timeline with calendar file and completion, costs, resources, scholarships, templates', async () => {
    await openPlanner(page, origin);
    await searchWithQuickProfile(page, 'Business & economics', 'Find', 'results loaded');
    const timelineAnswer = page.waitForResponse((r) => r.url().endsWith('/api/study_abroad_timeline'));
    await page
      .locator('.result-card')
      .first()
      .getByRole('button', { name: /^Show timeline/ })
      .click();
    expect((await timelineAnswer).status()).toBe(200);
    const panel = page.getByRole('dialog');
    await panel.getByRole('tab', { name: 'Timeline' }).waitFor();
    await panel.getByRole('heading', { name: 'Check the admission requirements' }).waitFor();
    await expect(panel.getByRole('switch', { name: 'Show completed' }).isChecked()).resolves.toBe(true);
    await expect(page.locator('.result-card--selected').count()).resolves.toBe(1);

    await screenshot(page, 'planner-details-en.png');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Add to Calendar: a real .ics download
    const [calendar] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: /^Add to Calendar: Check the admission requirements/ }).click(),
    ]);
    expect(calendar.suggestedFilename()).toMatch(/\.ics$/);
    const ics = await readFile(await calendar.path(), 'utf8');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics).toContain('BEGIN:VEVENT\r\n');
    expect(ics).toMatch(/\r\nUID:[^\r\n]+\r\n/);
    expect(ics).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/);
    expect(ics).toMatch(/\r\nDTSTART;VALUE=DATE:\d{8}\r\n/);
    expect(ics).toContain('SUMMARY:Check the admission requirements\r\n');
    expect(ics).toContain('\r\nDESCRIPTION:');
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/\n/);

    // completing a step: a toast, remembered, hidden when completed steps are hidden
    await panel.getByRole('checkbox', { name: 'Completed: Check the admission requirements' }).check();
    await page.getByText('Step marked as completed').waitFor();
    const stored = await page.evaluate(() =>
      JSON.stringify(
        Object.entries((globalThis as unknown as { localStorage: Record<string, string> }).localStorage),
      ),
    );
    expect(stored).toContain('planner.completedSteps.');
    await panel.getByRole('switch', { name: 'Show completed' }).click();
    await panel
      .getByRole('heading', { name: 'Check the admission requirements' })
      .waitFor({ state: 'detached' });
    await panel.getByRole('switch', { name: 'Show completed' }).click();
    await panel.getByRole('heading', { name: 'Check the admission requirements' }).waitFor();

    await panel.getByRole('tab', { name: 'Estimated Costs' }).click();
    await panel.getByRole('rowheader', { name: 'First-year total' }).waitFor();
    await expect(panel.locator('tfoot td').innerText()).resolves.toMatch(/^€[\d,]+$/);

    await panel.getByRole('tab', { name: 'Local Resources' }).click();
    await panel
      .getByRole('link', { name: /^Visit website:/ })
      .first()
      .waitFor();

    await panel.getByRole('tab', { name: 'Scholarships' }).click();
    await panel
      .getByRole('link', { name: /^Apply:/ })
      .first()
      .waitFor();

    await panel.getByRole('tab', { name: 'Templates' }).click();
    const [template] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('link', { name: 'Download: Standard motivation letter' }).click(),
    ]);
    expect(template.suggestedFilename()).toMatch(/^standard-.+\.txt$/);
    expect(await readFile(await template.path(), 'utf8')).toContain('Admissions Office');

    // closing clears the selection
    await panel.getByRole('button', { name: 'Close' }).click();
    await page.locator('.result-card--selected').first().waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
  });

  it('shows the university dialog with its four tabs, each fetched once', async () => {
    await openPlanner(page, origin);
    await searchWithQuickProfile(page, 'Business & economics', 'Find', 'results loaded');
    const detailCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/university_details')) detailCalls.push(request.postData() ?? '');
    });
    await page
      .locator('.result-card')
      .first()
      .getByRole('button', { name: /^Details/ })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'Courses' }).waitFor();
    await dialog.locator('.university-details__content').first().waitFor();
    for (const tab of ['Faculty', 'Admissions', 'Facilities', 'Courses', 'Faculty']) {
      await dialog.getByRole('tab', { name: tab }).click();
      await dialog.getByRole('tabpanel', { name: tab }).locator('.university-details__content').waitFor();
    }
    expect(detailCalls).toHaveLength(4);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await expect(
      dialog.getByRole('link', { name: /Apply Now|University website/ }).getAttribute('href'),
    ).resolves.toMatch(/^https:/);
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await dialog.waitFor({ state: 'hidden' });
    expect(problems).toEqual([]);
  });

  it('asks a signed-out visitor to sign in before favouriting', async () => {
    await openPlanner(page, origin);
    await searchWithQuickProfile(page, 'Business & economics', 'Find', 'results loaded');
    await page
      .locator('.result-card')
      .first()
      .getByRole('button', { name: /^Add to favorites/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Sign in required' });
    await dialog.waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).first().click();
    await dialog.waitFor({ state: 'hidden' });

    await page
      .locator('.result-card')
      .first()
      .getByRole('button', { name: /^Add to favorites/ })
      .click();
    await dialog.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/\/realms\/europa-launchpad\/login-actions\//);
    // it comes back to the planner with its search (ADR 21)
    const returnTo = await page.evaluate<string | null>("sessionStorage.getItem('auth.returnTo')");
    expect(returnTo).toMatch(/^\/#q=I\+am\+interested\+in\+business/);
  });

  it('lets a signed-in user favourite a program and undo it', async () => {
    await page.goto(`${origin}/login?returnTo=%2F`);
    await page.waitForURL(/\/realms\/europa-launchpad\/login-actions\//);
    await page.locator('#f-username').fill('alice');
    await page.locator('#f-password').fill('alice-dev-password');
    await page.locator('button[type="submit"]').click();
    await page.waitForURL(`${origin}/`);
    await page.getByRole('button', { name: 'Account menu' }).waitFor();

    await searchWithQuickProfile(page, 'Tech & innovation', 'Find', 'results loaded');
    const card = page.locator('.result-card').first();
    const added = page.waitForResponse(
      (r) => r.url().includes('/api/favorites') && r.request().method() === 'POST',
    );
    await card.getByRole('button', { name: /^Add to favorites/ }).click();
    expect((await added).status()).toBeLessThan(300);
    await card.getByRole('button', { name: /^Favorited/ }).waitFor();
    await expect(card.getByRole('button', { name: /^Favorited/ }).getAttribute('aria-pressed')).resolves.toBe(
      'true',
    );

    const removed = page.waitForResponse(
      (r) => r.url().includes('/api/favorites/') && r.request().method() === 'DELETE',
    );
    await card.getByRole('button', { name: /^Favorited/ }).click();
    expect((await removed).status()).toBeLessThan(300);
    await card.getByRole('button', { name: /^Add to favorites/ }).waitFor();
    expect(problems).toEqual([]);
  });

  it('works in German', async () => {
    await openPlanner(page, origin, 'de');
    await searchWithQuickProfile(page, 'Wirtschaft & BWL', 'Finden', 'Ergebnisse geladen');
    await page.getByRole('heading', { name: 'Passende Studiengänge' }).waitFor();
    await page
      .getByText(/Passt zu Ihrem Fach/)
      .first()
      .waitFor();
    await screenshot(page, 'planner-results-de.png', '.planner__results');

    await page
      .locator('.result-card')
      .first()
      .getByRole('button', { name: /^Zeitplan anzeigen/ })
      .click();
    const panel = page.getByRole('dialog');
    await panel.getByRole('heading', { name: 'Zulassungsvoraussetzungen prüfen' }).waitFor();
    await panel
      .getByText(/Fällig am \d+\. \p{L}+ \d{4}/u)
      .first()
      .waitFor();
    await screenshot(page, 'planner-details-de.png');
    await panel.getByRole('tab', { name: 'Geschätzte Kosten' }).click();
    await expect(panel.locator('tfoot td').innerText()).resolves.toMatch(/^[\d.]+\s€$/);
    expect(problems).toEqual([]);
  });

  it('works in Arabic, right to left', async () => {
    await openPlanner(page, origin, 'ar');
    await expect(page.locator('html').getAttribute('dir')).resolves.toBe('rtl');
    await searchWithQuickProfile(page, 'إدارة الأعمال والاقتصاد', 'بحث', 'تم تحميل النتائج');
    await page.getByRole('heading', { name: 'البرامج المطابقة' }).waitFor();
    await screenshot(page, 'planner-results-ar.png', '.planner__results');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page
      .locator('.result-card')
      .first()
      .getByRole('button', { name: /^عرض الجدول الزمني/ })
      .click();
    const panel = page.getByRole('dialog');
    await panel.getByRole('heading', { name: 'تحقق من شروط القبول' }).waitFor();
    await screenshot(page, 'planner-details-ar.png');
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it.each(QUICK_PROFILE_LANGUAGES)(
    'finds programs for each of the six quick profiles in %s',
    async (language) => {
      await page.setExtraHTTPHeaders({
        'X-Forwarded-For': `198.51.100.${QUICK_PROFILE_LANGUAGES.indexOf(language) + 1}`,
      });
      const texts = await plannerTexts(language);
      await openPlanner(page, origin, language);
      for (const profile of QUICK_PROFILES) {
        await page.getByRole('button', { name: texts.quickProfiles[profile], exact: true }).click();
        await expect(page.getByRole('textbox').inputValue()).resolves.toBe(
          texts.quickProfiles.samples[profile],
        );
        const answer = page.waitForResponse((r) => r.url().endsWith('/api/plan_study_abroad'));
        await page.getByRole('button', { name: texts.form.submit, exact: true }).click();
        const body = (await (await answer).json()) as { recommendations: unknown[] };
        expect(body.recommendations.length).toBeGreaterThan(0);
        await page
          .getByRole('status')
          .filter({ hasText: texts.status.resultsLoaded })
          .waitFor({ state: 'attached' });
        await page.getByRole('heading', { name: texts.results.heading }).waitFor();
      }
      expect(problems).toEqual([]);
    },
  );

  it('fits a 360 px wide screen', async () => {
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '198.51.100.99' });
    await page.setViewportSize({ width: 360, height: 780 });
    await openPlanner(page, origin);
    await searchWithQuickProfile(page, 'Affordable (low budget)', 'Find', 'results loaded');
    const overflow = await page.evaluate(() => {
      const root = (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } })
        .document.documentElement;
      return root.scrollWidth;
    });
    expect(overflow).toBeLessThanOrEqual(360);
    await screenshot(page, 'planner-mobile-en.png', '.planner__results');
    expect(problems).toEqual([]);
  });
});
