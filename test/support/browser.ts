import { Browser, chromium, Page } from 'playwright-core';

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

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

/** Collects console errors, page errors and failed requests of a page, for tests that expect none. */
export function watchProblems(page: Page, ignore: (text: string) => boolean = () => false): string[] {
  const problems: string[] = [];
  const add = (text: string) => {
    if (!ignore(text)) problems.push(text);
  };
  page.on('console', (message) => {
    if (message.type() === 'error') add(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => add(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? '';
    // A navigation (e.g. the redirect to the sign-in page) cancels what the page it leaves was still loading.
    if (reason !== 'net::ERR_ABORTED') add(`request failed: ${request.url()} ${reason}`);
  });
  return problems;
}
