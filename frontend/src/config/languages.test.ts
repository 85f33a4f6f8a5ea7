import { describe, expect, it } from 'vitest';

import { preferredLanguage } from '@/config/languages';

describe(preferredLanguage.name, () => {
  it.each([
    [['de-AT', 'en'], 'de'],
    [['zh-Hant-TW'], 'zh'],
    [['ar'], 'ar'],
    [['EN-gb', 'de'], 'en'],
    [['pt-BR'], 'pt'],
  ])('matches %j by primary subtag: %s', (preferred, expected) => {
    expect(preferredLanguage(preferred)).toBe(expected);
  });

  it('takes the first language the site offers, in the browser order', () => {
    expect(preferredLanguage(['nl-NL', 'sv', 'fr-CA', 'de'])).toBe('fr');
  });

  it('finds none when the site offers none of them', () => {
    expect(preferredLanguage(['nl', 'ja-JP'])).toBeUndefined();
    expect(preferredLanguage([])).toBeUndefined();
  });
});
