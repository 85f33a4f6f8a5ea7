import type { Message } from '@/features/chat/api/chat-api';

export type ExportLabels = {
  title: string;
  you: string;
  assistant: (model: string | null) => string;
  sources: string;
  /** "file, page n" in the interface language. */
  place: (file: string, page: number) => string;
};

/** A Markdown line quoted: every line of a passage as `> …`. */
const quote = (text: string) =>
  text
    .trim()
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');

/** A chat as a Markdown document: a heading, then each message under its author, answers with their sources. */
export function chatToMarkdown(messages: readonly Message[], labels: ExportLabels): string {
  const parts = [`# ${labels.title}`];
  for (const message of messages) {
    if (message.role === 'user') {
      parts.push(`## ${labels.you}`, message.content.trim());
      continue;
    }
    parts.push(`## ${labels.assistant(message.model ?? null)}`, message.content.trim());
    if (message.sources?.length) {
      parts.push(`### ${labels.sources}`);
      parts.push(
        message.sources
          .map((source) => {
            const where =
              source.page == null ? source.file_name : labels.place(source.file_name, source.page);
            return `[${source.n}] ${where}\n\n${quote(source.snippet)}`;
          })
          .join('\n\n'),
      );
    }
  }
  return `${parts.join('\n\n')}\n`;
}

/** A file name for the export: `chat-….md` from the chat's id. */
export const exportFileName = (chatId: string | null) =>
  `${(chatId ?? 'chat').replace(/[^A-Za-z0-9._-]/g, '_')}.md`;
