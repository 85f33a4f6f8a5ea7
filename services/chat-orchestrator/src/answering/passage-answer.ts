import type { Passage } from './grounded-prompt';
import type { NoticeLanguage } from './language';
import { notices } from './notices';

/** Markdown's special characters in quoted document text, so a passage shows as the text it is. */
function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_{}[\]<>()#+\-!|~]/g, '\\$&');
}

/** The answer without a language model: the passages themselves, each with its marker, file and page. */
export function passageAnswer(passages: readonly Passage[], language: NoticeLanguage): string {
  const text = notices(language);
  const quoted = passages.map(
    (passage) =>
      `[${passage.n}] ${text.source(`**${escapeMarkdown(passage.fileName)}**`, passage.page)}:\n> ${escapeMarkdown(passage.text).replace(/\n/g, '\n> ')}`,
  );
  return [text.passages, ...quoted].join('\n\n');
}
