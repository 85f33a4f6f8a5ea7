/** A passage an answer cites: `n` is its marker in the answer (`[n]`). */
export interface ChatSource {
  readonly n: number;
  readonly file_name: string;
  readonly page: number;
  readonly snippet: string;
  readonly score: number;
}

export interface ChatMessage {
  readonly role: 'user' | 'assistant';
  readonly content: string;
  readonly sources?: readonly ChatSource[];
  readonly model?: string;
  /** How an answer was made (ADR 24): by a model, from the passages alone, or not at all. */
  readonly mode?: 'model' | 'passages' | 'unavailable';
}

/** A chat as stored, keyed by its owner's token subject and `chatId`. */
export interface StoredChat {
  readonly chatId: string;
  readonly title: string;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly messages: readonly ChatMessage[];
}

/** A chat in the history list: everything but its messages. */
export interface ChatSummary {
  readonly chatId: string;
  readonly title: string;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly messageCount: number;
}

export const TITLE_LENGTH = 30;

/** The first 30 characters (code points, white space runs as one space) of the first user message, or "". */
export function chatTitle(messages: readonly ChatMessage[]): string {
  const first = messages.find((message) => message.role === 'user');
  if (!first) return '';
  return Array.from(first.content.replace(/\s+/g, ' ').trim()).slice(0, TITLE_LENGTH).join('');
}

/**
 * Whether `posted` keeps every stored message in place (same role and text; sources and model may be added), so
 * saving it loses nothing another writer appended.
 */
export function extendsMessages(stored: readonly ChatMessage[], posted: readonly ChatMessage[]): boolean {
  if (posted.length < stored.length) return false;
  return stored.every(
    (message, i) => message.role === posted[i]!.role && message.content === posted[i]!.content,
  );
}

export function summaryOf(chat: StoredChat): ChatSummary {
  return {
    chatId: chat.chatId,
    title: chat.title,
    createdAt: chat.createdAt,
    updatedAt: chat.updatedAt,
    messageCount: chat.messages.length,
  };
}

/** Whether the chat's title or any message contains `query` (case-insensitive). */
export function chatMatches(chat: Pick<StoredChat, 'title' | 'messages'>, query: string): boolean {
  const needle = query.toLocaleLowerCase();
  return (
    chat.title.toLocaleLowerCase().includes(needle) ||
    chat.messages.some((message) => message.content.toLocaleLowerCase().includes(needle))
  );
}

/** Newest first by creation time; chats created in the same millisecond by id, descending. */
export function newestFirst(a: ChatSummary, b: ChatSummary): number {
  return b.createdAt.localeCompare(a.createdAt) || (a.chatId < b.chatId ? 1 : a.chatId > b.chatId ? -1 : 0);
}
