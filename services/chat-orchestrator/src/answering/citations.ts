import type { ChatSource } from '../chats/chat';
import type { Passage } from './grounded-prompt';
import { NO_ANSWER } from './notices';

const MARKER = /\[(\d{1,3}(?:\s*,\s*\d{1,3})*)\]/g;
const SNIPPET_CHARS = 2000;
/** Where an invented marker was (a private-use character); removed with the space before it. */
const REMOVED = '\uE000';

export function sourceOf(passage: Passage): ChatSource {
  return {
    n: passage.n,
    file_name: passage.fileName,
    page: passage.page,
    snippet: Array.from(passage.text).slice(0, SNIPPET_CHARS).join(''),
    score: passage.score,
  };
}

/** Whether the model said the documents do not answer the question. */
export function isNoAnswer(answer: string): boolean {
  return /^\W*no answer found\W*$/i.test(answer.trim());
}

/**
 * The answer's sources: the passages its `[n]` markers name, in marker order. A marker naming no passage is an
 * invented citation and is removed from the answer; "No answer found." cites nothing.
 */
export function citedAnswer(
  answer: string,
  passages: readonly Passage[],
): { answer: string; sources: ChatSource[] } {
  if (isNoAnswer(answer)) return { answer: NO_ANSWER, sources: [] };
  const byNumber = new Map(passages.map((passage) => [passage.n, passage]));
  const cited: Passage[] = [];
  const cleaned = answer.replace(MARKER, (_marker, list: string) => {
    const kept = list
      .split(',')
      .map((part) => Number(part.trim()))
      .filter((n) => byNumber.has(n));
    for (const n of kept) if (!cited.some((passage) => passage.n === n)) cited.push(byNumber.get(n)!);
    return kept.length > 0 ? kept.map((n) => `[${n}]`).join('') : REMOVED;
  });
  return { answer: cleaned.replace(/ ?\uE000/g, '').trim(), sources: cited.map(sourceOf) };
}
