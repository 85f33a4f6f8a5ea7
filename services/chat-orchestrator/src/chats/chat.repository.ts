import type { ChatMessage, ChatSummary, StoredChat } from './chat';

export interface SaveOptions {
  /** Store `messages` even when they drop messages of the stored chat (the client's explicit choice). */
  readonly replace: boolean;
  readonly now: string;
  /** Most chats a user may keep: creating one more is refused with 'full'. */
  readonly maxChats: number;
}

export type SaveOutcome =
  | { readonly outcome: 'saved'; readonly chat: StoredChat }
  /** The posted list would drop stored messages (another writer appended them): nothing was written. */
  | { readonly outcome: 'conflict'; readonly chat: StoredChat }
  | { readonly outcome: 'full' }
  /** Other writers kept changing the chat between this save's read and its write: nothing was written. */
  | { readonly outcome: 'contended' };

export interface ListOptions {
  /** Only chats whose title or messages contain this text (case-insensitive). */
  readonly query?: string;
  readonly limit: number;
}

/**
 * Chats and the retrieval setting of each user, keyed by the token's subject. Every adapter passes
 * `test/contract/chat-repository.contract-spec.ts`.
 */
export abstract class ChatRepository {
  /** The user's chats without their messages, newest first by creation time. */
  abstract list(userId: string, options: ListOptions): Promise<ChatSummary[]>;
  abstract get(userId: string, chatId: string): Promise<StoredChat | undefined>;
  /** Every chat of the user with its messages (the data export). */
  abstract all(userId: string): Promise<StoredChat[]>;
  /**
   * Creates the chat, or stores `messages` as its list when they keep every stored message in place (or `replace`),
   * atomically: of two writers that each append to the same stored list, one is saved and the other is told
   * 'conflict', so no acknowledged message is ever lost.
   */
  abstract save(
    userId: string,
    chatId: string,
    messages: readonly ChatMessage[],
    options: SaveOptions,
  ): Promise<SaveOutcome>;
  /** Removes one chat; false when there was none. */
  abstract remove(userId: string, chatId: string): Promise<boolean>;
  /** Whether answers use the user's documents (false until set). */
  abstract ragEnabled(userId: string): Promise<boolean>;
  abstract setRag(userId: string, enabled: boolean, now: string): Promise<void>;
  /** Removes the user's chats and setting; how many records there were. */
  abstract eraseUser(userId: string): Promise<number>;
  abstract close(): Promise<void>;
}
