import { openEmbeddedStore, openTable, ownerKey, ownerRange } from '@site/platform';
import type { RootDatabase } from 'lmdb';
import {
  type ChatMessage,
  type ChatSummary,
  chatMatches,
  chatTitle,
  extendsMessages,
  newestFirst,
  type StoredChat,
  summaryOf,
} from '../chats/chat';
import {
  ChatRepository,
  type ListOptions,
  type SaveOptions,
  type SaveOutcome,
} from '../chats/chat.repository';

interface RagSetting {
  readonly enabled: boolean;
  readonly updatedAt: string;
}

/**
 * Chats in the embedded store: the whole chat in `chats`, its list entry (no messages) in `chat_summaries`, so a
 * history of 1,000 chats is listed without decoding their messages. Both change in one write transaction, inside
 * which a save compares the stored list with the posted one.
 */
export class LmdbChatRepository extends ChatRepository {
  private readonly root: RootDatabase;
  private readonly chats;
  private readonly summaries;
  private readonly settings;

  constructor(dir: string) {
    super();
    this.root = openEmbeddedStore(dir);
    this.chats = openTable<StoredChat>(this.root, 'chats');
    this.summaries = openTable<ChatSummary>(this.root, 'chat_summaries');
    this.settings = openTable<RagSetting>(this.root, 'chat_settings');
  }

  async list(userId: string, { query, limit }: ListOptions): Promise<ChatSummary[]> {
    let summaries = [...this.summaries.getRange(ownerRange(userId))].map(({ value }) => value);
    if (query) {
      summaries = summaries.filter((summary) => {
        const chat = this.chats.get(ownerKey(userId, summary.chatId));
        return chat !== undefined && chatMatches(chat, query);
      });
    }
    return summaries.sort(newestFirst).slice(0, limit);
  }

  async get(userId: string, chatId: string): Promise<StoredChat | undefined> {
    return this.chats.get(ownerKey(userId, chatId));
  }

  async all(userId: string): Promise<StoredChat[]> {
    return [...this.chats.getRange(ownerRange(userId))].map(({ value }) => value);
  }

  save(
    userId: string,
    chatId: string,
    messages: readonly ChatMessage[],
    { replace, now, maxChats }: SaveOptions,
  ): Promise<SaveOutcome> {
    const key = ownerKey(userId, chatId);
    return this.chats.transaction((): SaveOutcome => {
      const stored = this.chats.get(key);
      if (stored && !replace && !extendsMessages(stored.messages, messages)) {
        return { outcome: 'conflict', chat: stored };
      }
      if (!stored && this.summaries.getKeysCount(ownerRange(userId)) >= maxChats) return { outcome: 'full' };
      const chat: StoredChat = {
        chatId,
        title: chatTitle(messages),
        createdAt: stored?.createdAt ?? now,
        updatedAt: now,
        messages,
      };
      void this.chats.put(key, chat);
      void this.summaries.put(key, summaryOf(chat));
      return { outcome: 'saved', chat };
    });
  }

  remove(userId: string, chatId: string): Promise<boolean> {
    const key = ownerKey(userId, chatId);
    return this.chats.transaction(() => {
      if (this.chats.get(key) === undefined) return false;
      void this.chats.remove(key);
      void this.summaries.remove(key);
      return true;
    });
  }

  async ragEnabled(userId: string): Promise<boolean> {
    return this.settings.get(ownerKey(userId, 'rag'))?.enabled ?? false;
  }

  async setRag(userId: string, enabled: boolean, now: string): Promise<void> {
    await this.settings.put(ownerKey(userId, 'rag'), { enabled, updatedAt: now });
  }

  eraseUser(userId: string): Promise<number> {
    return this.chats.transaction(() => {
      const keys = [...this.chats.getKeys(ownerRange(userId))];
      for (const key of keys) {
        void this.chats.remove(key);
        void this.summaries.remove(key);
      }
      const settings = [...this.settings.getKeys(ownerRange(userId))];
      for (const key of settings) void this.settings.remove(key);
      return keys.length + settings.length;
    });
  }

  async close(): Promise<void> {
    await this.root.close();
  }
}
