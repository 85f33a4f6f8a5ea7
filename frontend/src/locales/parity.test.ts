import { describe, expect, it } from 'vitest';

import { LANGUAGE_CODES } from '@/config/languages';
import { NAMESPACES } from '@/locales/resources';

const english = import.meta.glob<Record<string, unknown>>('./en/*.ts', { eager: true, import: 'default' });

const translations = import.meta.glob<Record<string, unknown>>('./*/*.json', {
  eager: true,
  import: 'default',
});

/** `{ a: { b: 'x' } }` → `{ 'a.b': 'x' }`. */
function flatten(value: unknown, prefix = ''): Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return { [prefix]: value };
  return Object.entries(value).reduce<Record<string, unknown>>(
    (flat, [key, child]) => ({ ...flat, ...flatten(child, prefix ? `${prefix}.${key}` : key) }),
    {},
  );
}

const placeholders = (text: unknown) =>
  typeof text === 'string' ? [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort() : [];

const otherLanguages = LANGUAGE_CODES.filter((code) => code !== 'en');

describe('translations', () => {
  it('has a file for every language and namespace, and no other', () => {
    const expected = otherLanguages.flatMap((lng) => NAMESPACES.map((ns) => `./${lng}/${ns}.json`)).sort();
    expect(Object.keys(translations).sort()).toEqual(expected);
  });

  describe.each(otherLanguages)('%s', (lng) => {
    it.each(NAMESPACES)(
      '%s has exactly the English keys, as non-empty strings with the same placeholders',
      (ns) => {
        const source = flatten(english[`./en/${ns}.ts`]);
        const translated = flatten(translations[`./${lng}/${ns}.json`] ?? {});

        expect(Object.keys(translated).sort()).toEqual(Object.keys(source).sort());
        for (const [key, text] of Object.entries(translated)) {
          expect(typeof text === 'string' && text.trim() !== '', `${lng}/${ns}:${key} is empty`).toBe(true);
          expect(placeholders(text), `${lng}/${ns}:${key} placeholders`).toEqual(placeholders(source[key]));
        }
      },
    );
  });
});
