import { MAX_MESSAGE_CHARS } from '../dtos/chat.dto';

/** The longest answer: what a stored chat message may hold, so the page can always save the chat (ADR 24). */
export const MAX_ANSWER_CHARS = MAX_MESSAGE_CHARS;

/** At most `max` UTF-16 code units of `text` (the unit of the stored limit), never half a surrogate pair. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  if (max <= 0) return '';
  const code = text.charCodeAt(max - 1);
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? max - 1 : max);
}

/** `text` within `MAX_ANSWER_CHARS`: unchanged when it fits, else cut with `marker` at its end. */
export function withinAnswerLimit(text: string, marker: string): string {
  return text.length <= MAX_ANSWER_CHARS ? text : `${clip(text, MAX_ANSWER_CHARS - marker.length)}${marker}`;
}

/** How much of the answer one generation may write, and what ends it when it writes more. */
export interface OutputLimit {
  readonly chars: number;
  readonly marker: string;
}
