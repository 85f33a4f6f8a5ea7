import type { INestApplication } from '@nestjs/common';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Browser, chromium, Page } from 'playwright-core';
import { loadConfig } from '@site/platform';
import { createStandaloneApp, standaloneEnv } from '@site/standalone';
import { REPO_ROOT } from '../support/processes';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

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
  let app: INestApplication;
  let browser: Browser;
  let baseUrl: string;
  let page: Page;
  let problems: string[];

  beforeAll(async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'browser-'));
    app = await createStandaloneApp(
      loadConfig(standaloneEnv, {
        DATA_DIR: dataDir,
        STATIC_DIR: join(REPO_ROOT, 'frontend', 'dist'),
        LOG_LEVEL: 'warn',
      }),
    );
    await app.listen(0, '127.0.0.1');
    baseUrl = `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`;
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  });

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  beforeEach(async () => {
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    problems = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('requestfailed', (request) => problems.push(`request failed: ${request.url()}`));
  });

  afterEach(async () => {
    await page.close();
  });

  it.each(ROUTES)('renders %s with a heading and without console errors', async (route) => {
    const response = await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expect(page.getByRole('navigation').first().isVisible()).resolves.toBe(true);
    expect(problems).toEqual([]);
  });

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

  it('answers an unknown API path with JSON, not the SPA', async () => {
    const response = await page.goto(`${baseUrl}/api/nothing-here`);
    expect(response?.status()).toBe(404);
    expect(response?.headers()['content-type']).toContain('application/json');
  });
});
