import type { Passage } from './grounded-prompt';

const MIN_WORD_LENGTH = 3;
const FUNCTION_WORDS = new Set(
  (
    'the and for are was were what when where which who why how does did can could would should with from this that ' +
    'these those there have has had about into your you our their they them its not but any all per der die das den ' +
    'dem des und oder ist sind was wie wann warum welche welcher welches mit für von auf bei aus ein eine einen ' +
    'einem einer nicht auch noch ich wir sie les des une est pour que qui dans por para con las los una que'
  ).split(' '),
);

function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

function keywords(text: string): Set<string> {
  const words = fold(text).match(/[\p{L}\p{N}]+/gu) ?? [];
  return new Set(
    words.filter(
      (word) => (word.length >= MIN_WORD_LENGTH || /\p{N}/u.test(word)) && !FUNCTION_WORDS.has(word),
    ),
  );
}

/** Inflections of one word: a common beginning of at least 5 letters and 60 % of the shorter word. */
function sameStem(a: string, b: string): boolean {
  const shorter = Math.min(a.length, b.length);
  let common = 0;
  while (common < shorter && a[common] === b[common]) common += 1;
  return common >= Math.max(5, Math.ceil(shorter * 0.6));
}

/**
 * The passages that share a keyword with the question (inflections count), for the
 * answer without a language model: search always returns its best passages, related or not, and quoting unrelated
 * text would look like an answer. Scripts without spaces between words match by any shared two-character run.
 */
export function relevantPassages(question: string, passages: readonly Passage[]): Passage[] {
  const asked = [...keywords(question)];
  if (asked.length === 0) return [];
  return passages.filter((passage) => {
    const text = fold(passage.text);
    const words = keywords(passage.text);
    return asked.some((word) => {
      if (words.has(word)) return true;
      if (/^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+$/u.test(word)) {
        for (let i = 0; i + 2 <= word.length; i += 1) if (text.includes(word.slice(i, i + 2))) return true;
        return false;
      }
      return [...words].some((other) => sameStem(word, other));
    });
  });
}
