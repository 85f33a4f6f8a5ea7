import { NOTICE_LANGUAGES } from './language';
import { notices } from './notices';

describe(notices.name, () => {
  it.each(NOTICE_LANGUAGES)(
    '%s: says how to connect a model server, with the commands as they are',
    (language) => {
      const text = notices(language);
      expect(text.unavailable).toContain('`ollama pull gemma3:1b`');
      expect(text.unavailable).toContain('`OLLAMA_URL=http://localhost:11434`');
      expect(text.answerCut).toMatch(/^\n\n\*.*50[ ,.\u202f]?000.*\*$/s);
      expect(text.source('a.pdf', 7)).toMatch(/^a\.pdf.*7/);
      expect(text.section(3, 5)).toMatch(/3.*5/);
    },
  );

  it.each(NOTICE_LANGUAGES.filter((language) => language !== 'en'))(
    '%s: no notice left in English',
    (language) => {
      const [english, translated] = [notices('en'), notices(language)];
      expect(translated.passages).not.toBe(english.passages);
      expect(translated.wholeDocument(3)).not.toBe(english.wholeDocument(3));
      expect(translated.sectionCut).not.toBe(english.sectionCut);
    },
  );

  it("names a passage's file and page with the language's comma and word order", () => {
    expect(notices('en').source('a.pdf', 2)).toBe('a.pdf, page 2');
    expect(notices('ko').source('a.pdf', 2)).toBe('a.pdf, 2페이지');
    expect(notices('zh').source('a.pdf', 2)).toBe('a.pdf，第 2 页');
    expect(notices('ar').source('a.pdf', 2)).toBe('a.pdf، الصفحة 2');
  });

  it.each([
    ['pl', 1, '(1 strona)'],
    ['pl', 3, '(3 strony)'],
    ['pl', 5, '(5 stron)'],
    ['pl', 22, '(22 strony)'],
    ['ar', 2, '(2 صفحتان)'],
    ['ar', 7, '(7 صفحات)'],
    ['ar', 40, '(40 صفحة)'],
    ['de', 1, '(1 Seite)'],
    ['tr', 4, '(4 sayfa)'],
  ] as const)('%s counts %i pages as %s', (language, pages, counted) => {
    expect(notices(language).wholeDocument(pages)).toContain(counted);
  });
});
