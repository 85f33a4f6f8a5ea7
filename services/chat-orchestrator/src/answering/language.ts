export type NoticeLanguage = 'en' | 'de';

const GERMAN_WORDS = new Set(
  (
    'der die das den dem des und oder ist sind nicht kein keine ich wir sie es wie was wo wann warum wer welche ' +
    'welcher welches mit für von auf im zum zur über bitte kann können gibt ein eine einen einem einer zu auch ' +
    'noch nur schon habe hat haben wird werden muss meine mein dokument datei zusammenfassung fasse'
  ).split(' '),
);

/**
 * The language of the service's own notices for a question: German when the question reads as German, else
 * English. A word list and the letters ä, ö, ü, ß are enough for short notices; the model itself answers in the
 * question's language whatever it is.
 */
export function noticeLanguage(question: string): NoticeLanguage {
  const words = question.toLocaleLowerCase('de').match(/\p{L}+/gu) ?? [];
  const german = words.filter((word) => GERMAN_WORDS.has(word)).length;
  const umlauts = /[äöüß]/i.test(question) ? 1 : 0;
  return german + umlauts >= 2 || (words.length <= 2 && german + umlauts >= 1) ? 'de' : 'en';
}
