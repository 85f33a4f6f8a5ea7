import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { firstViewScript } from '@/prerender';

const SITE_TITLE = 'Europa Launchpad';

/** Runs the page's inline script over a prerendered view, as the browser does before its first paint. */
function runFirstViewScript({
  path = '/',
  languages = ['en-US'],
}: { path?: string; languages?: string[] } = {}) {
  window.history.replaceState(null, '', path);
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  new Function(firstViewScript(SITE_TITLE))();
  return document.getElementById('root')?.textContent === '' ? 'cleared' : 'kept';
}

beforeEach(() => {
  document.body.innerHTML = '<div id="root"><h1>Study abroad planner</h1></div>';
  document.title = 'Study abroad planner · Europa Launchpad';
});

afterEach(() => {
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe(firstViewScript.name, () => {
  it('keeps the English first view for a browser preferring English, or none of the ten languages', () => {
    expect(runFirstViewScript({ languages: ['en-GB', 'de'] })).toBe('kept');
    expect(runFirstViewScript({ languages: ['nl-NL', 'ja'] })).toBe('kept');
    expect(runFirstViewScript({ path: '/llm_openapi_studyplanner/', languages: ['en'] })).toBe('kept');
    expect(document.title).toBe('Study abroad planner · Europa Launchpad');
  });

  it.each([['de-DE'], ['ar'], ['zh-Hant-TW'], ['nl', 'pt-BR', 'en']])(
    'clears it before the first paint for a first visit with %s preferred',
    (...languages) => {
      expect(runFirstViewScript({ languages })).toBe('cleared');
      expect(document.title).toBe(SITE_TITLE);
    },
  );

  it('follows the language chosen on the site over the browser', () => {
    localStorage.setItem('language', 'en');
    expect(runFirstViewScript({ languages: ['de-DE'] })).toBe('kept');
    localStorage.setItem('language', 'fr');
    expect(runFirstViewScript({ languages: ['en-US'] })).toBe('cleared');
  });

  it('clears it on another path and with the dark theme', () => {
    expect(runFirstViewScript({ path: '/contact' })).toBe('cleared');
    document.body.innerHTML = '<div id="root"><h1>Study abroad planner</h1></div>';
    localStorage.setItem('theme', 'dark');
    expect(runFirstViewScript()).toBe('cleared');
  });
});
