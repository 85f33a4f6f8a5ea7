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

/** The SPA's latest `Authorization` header and the token's subject (from its profile call), kept up to date. */
export interface SeenIdentity {
  authorization?: string;
  subject?: string;
}

export function watchIdentity(page: Page): SeenIdentity {
  const seen: SeenIdentity = {};
  page.on('request', (request) => {
    const header = request.headers().authorization;
    if (header) seen.authorization = header;
    const match = /\/api\/users\/profile\/([^/?]+)$/.exec(new URL(request.url()).pathname);
    if (match) seen.subject = decodeURIComponent(match[1]!);
  });
  return seen;
}

/** Saves favourites from inside the page, as the signed-in SPA would; answers each request's status. */
export function saveFavouritesThroughApi(page: Page, identity: SeenIdentity, entries: readonly object[]) {
  return page.evaluate(
    async ({ header, userId, list }) => {
      const results: number[] = [];
      for (const entry of list) {
        const response = await fetch('/api/favorites', {
          method: 'POST',
          headers: { authorization: header, 'content-type': 'application/json' },
          body: JSON.stringify({ user_id: userId, university: entry }),
        });
        results.push(response.status);
      }
      return results;
    },
    { header: identity.authorization!, userId: identity.subject!, list: entries },
  );
}
