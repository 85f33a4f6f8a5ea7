import { noticeLanguage } from './language';

describe(noticeLanguage.name, () => {
  it.each([
    ['How much is the enrolment fee?', 'en'],
    ['Wie hoch ist die Gebühr für das Wintersemester?', 'de'],
    ['Fasse diese Datei zusammen', 'de'],
    ['Zusammenfassung bitte', 'de'],
    ['Quel est le montant des frais ?', 'en'],
    ['Die Hard is a film', 'en'],
  ])('%s → %s', (question, language) => {
    expect(noticeLanguage(question)).toBe(language);
  });
});
