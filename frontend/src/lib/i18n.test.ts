import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh i18next and app i18n module, as on a first page load, with the browser preferring `languages`. */
async function freshI18n(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  vi.resetModules();
  return import('@/lib/i18n');
}

afterEach(() => {
  vi.resetModules();
});

describe('the first language', () => {
  it('follows the browser on a first visit, without remembering it as a choice', async () => {
    const { initI18n, i18n } = await freshI18n(['de-AT', 'en']);
    await initI18n();

    expect(i18n.language).toBe('de');
    expect(document.documentElement).toHaveAttribute('lang', 'de');
    expect(localStorage.getItem('language')).toBeNull();

    // a language picked on the site is remembered
    await i18n.changeLanguage('fr');
    expect(localStorage.getItem('language')).toBe('fr');
  });

  it('is right to left for a browser preferring Arabic', async () => {
    const { initI18n, i18n } = await freshI18n(['ar-EG']);
    await initI18n();

    expect(i18n.language).toBe('ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  it('is the choice made on the site, whatever the browser prefers', async () => {
    localStorage.setItem('language', 'en');
    const { initialLanguage } = await freshI18n(['de-DE']);
    expect(initialLanguage()).toBe('en');

    localStorage.setItem('language', 'ko');
    expect(initialLanguage()).toBe('ko');
  });

  it('is English when the browser prefers none of the ten languages, or a choice is not one of them', async () => {
    const { initialLanguage } = await freshI18n(['nl-BE', 'ja']);
    expect(initialLanguage()).toBe('en');

    localStorage.setItem('language', 'xx');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de']);
    expect(initialLanguage()).toBe('en');
  });
});
