import { pickLanguage } from './texts';

describe(pickLanguage.name, () => {
  it.each([
    ['de fr', 'en', 'de'],
    ['ja ar', undefined, 'ar'],
    [undefined, 'de-AT,de;q=0.9,en;q=0.8', 'de'],
    [undefined, 'de;q=0.1, fr', 'fr'],
    [undefined, 'zh-Hans-CN', 'zh'],
    [undefined, 'nl-NL,nl;q=0.9,pt;q=0.5', 'pt'],
    [undefined, 'ko;q=0', 'en'],
    [undefined, 'ja', 'en'],
    [undefined, undefined, 'en'],
    ['', '', 'en'],
    [42, 'tr', 'tr'],
  ] as const)('ui_locales %p, Accept-Language %p → %s', (uiLocales, acceptLanguage, language) => {
    expect(pickLanguage(uiLocales, acceptLanguage)).toBe(language);
  });
});
