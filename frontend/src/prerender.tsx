// Build-time rendering of a page's first view (scripts/prerender.mjs puts it into dist/index.html), so the page
// paints before its JavaScript has loaded. Runs in Node from a Vite SSR build; the browser then renders the same
// view over it (ADR 16).
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';

import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { setupStore } from '@/app/store';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, LANGUAGE_STORAGE_KEY } from '@/config/languages';
import { paths } from '@/config/paths';
import { THEME_STORAGE_KEY } from '@/features/settings/utils/theme-preference';
import type { AuthClient } from '@/lib/auth-client';
import { initI18n } from '@/lib/i18n';

/**
 * Where and for whom the prerendered view is the app's first view: the planner's paths, in English (the visitor's
 * choice on the site, or else the first of the browser's languages that the site offers; none means English too) and
 * the light theme. The page's inline script clears it for everyone else (`firstViewScript`).
 */
const PRERENDERED_FOR = {
  paths: [paths.root, paths.planner],
  languageKey: LANGUAGE_STORAGE_KEY,
  languages: LANGUAGE_CODES,
  otherLanguages: LANGUAGE_CODES.filter((code) => code !== DEFAULT_LANGUAGE),
  themeKey: THEME_STORAGE_KEY,
  darkTheme: 'dark',
} as const;

/**
 * The page's inline script after `#root`: it runs before the first paint and clears the prerendered view (and puts
 * back the site's title) when the app's first view will be another one: another path, another language (chosen, or
 * detected from the browser's as `initialLanguage` in lib/i18n.ts does), or the dark theme. Those visitors see an
 * empty page until the app renders, never an English flash.
 */
export function firstViewScript(siteTitle: string): string {
  const only = PRERENDERED_FOR;
  return `(function () {
  var primary = function (tag) { return String(tag).toLowerCase().split('-')[0]; };
  var stored = null;
  var dark = false;
  try {
    stored = localStorage.getItem(${JSON.stringify(only.languageKey)});
    dark = localStorage.getItem(${JSON.stringify(only.themeKey)}) === ${JSON.stringify(only.darkTheme)};
  } catch (e) {}
  var language = stored ? primary(stored) : '';
  var preferred = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language];
  for (var i = 0; !language && i < preferred.length; i++) {
    if (${JSON.stringify(only.languages)}.indexOf(primary(preferred[i])) >= 0) language = primary(preferred[i]);
  }
  var path = location.pathname.replace(/(.)\\/$/, '$1');
  if (${JSON.stringify(only.paths)}.indexOf(path) >= 0 && !dark && ${JSON.stringify(only.otherLanguages)}.indexOf(language) < 0) return;
  document.getElementById('root').textContent = '';
  document.title = ${JSON.stringify(siteTitle)};
})();`;
}

/** There is no visitor at build time: the view is the one every visitor first sees, identity not known yet. */
const noVisitor: AuthClient = {
  init: () => Promise.resolve(null),
  user: () => null,
  token: () => undefined,
  updateToken: () => Promise.resolve(false),
  login: () => Promise.reject(new Error('No sign-in while prerendering')),
  logout: () => Promise.reject(new Error('No sign-out while prerendering')),
  on: () => () => undefined,
};

export type PrerenderedPage = {
  /** The markup of `#root`. */
  html: string;
  /** Ant Design's styles of that markup, as `<style>` elements for the document's head. */
  styles: string;
  /** The page's document title. */
  title: string;
};

const TITLE = /<title>([^<]*)<\/title>/;

/** The first view of the page at `url` (absolute), in English, light theme, before the identity client starts. */
export async function prerender(url: string): Promise<PrerenderedPage> {
  await initI18n();
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`${url} answers with a redirect (${context.status})`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const cache = createCache();
  const markup = renderToString(
    <StyleProvider cache={cache}>
      <AppProvider store={setupStore({ authClient: noVisitor })}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StyleProvider>,
  );
  // React renders a page's <title> where the page puts it; the document's head is the place for it.
  const title = TITLE.exec(markup)?.[1] ?? '';
  return { html: markup.replace(TITLE, ''), styles: extractStyle(cache), title };
}
