import { noticeLanguage, preferredLanguage } from './language';

describe(noticeLanguage.name, () => {
  it.each([
    ['How much is the enrolment fee?', 'en'],
    ['Die Hard is a film about a building', 'en'],
    ['Wie hoch ist die Gebühr für das Wintersemester?', 'de'],
    ['Fasse diese Datei zusammen', 'de'],
    ['Quel est le montant des frais ?', 'fr'],
    ['Le logement est-il inclus ?', 'fr'],
    ['¿Cuánto cuesta la matrícula?', 'es'],
    ['Quem escreveu este relatório?', 'pt'],
    ['Czy zakwaterowanie jest wliczone?', 'pl'],
    ['Son başvuru tarihleri neler?', 'tr'],
    ['3장은 무슨 내용이야?', 'ko'],
    ['第三章讲了什么？', 'zh'],
    ['ماذا يقول الفصل 3؟', 'ar'],
  ])('%s → %s, whatever the interface language', (question, language) => {
    expect(noticeLanguage(question)).toBe(language);
    expect(noticeLanguage(question, language === 'en' ? 'de' : 'en')).toBe(language);
  });

  it.each([
    ['Olá', 'pt'],
    ['Resuma este arquivo', 'pt'],
    ['Zusammenfassung bitte', 'de'],
    ['ok', 'tr'],
    ['', 'ko'],
  ] as const)('%s is too short to tell: the interface language (%s) decides', (question, language) => {
    expect(noticeLanguage(question, language)).toBe(language);
  });

  it('falls back to the best guess, then to English, when the client names no interface language', () => {
    expect(noticeLanguage('Zusammenfassung bitte')).toBe('de');
    expect(noticeLanguage('ok')).toBe('en');
    expect(noticeLanguage('42?')).toBe('en');
  });
});

describe(preferredLanguage.name, () => {
  it.each([
    ['de-DE,de;q=0.9,en;q=0.8', 'de'],
    ['pt-PT', 'pt'],
    ['zh-Hans-CN', 'zh'],
    ['nl-NL,nl;q=0.9,fr;q=0.5,en;q=0.7', 'en'],
    ['ar;q=0.2, tr', 'tr'],
    ['en;q=0, ko', 'ko'],
    ['de;q=0.1, fr', 'fr'],
    ['*;q=0.5, es', 'es'],
    ['*', undefined],
    ['ja, *', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%s → %s', (header, language) => {
    expect(preferredLanguage(header)).toBe(language);
  });
});
