import { serviceDatabaseName } from '@site/platform';
import mongoose, { type Connection, type Model } from 'mongoose';
import {
  type ChatMessage,
  type ChatSummary,
  chatTitle,
  extendsMessages,
  type StoredChat,
} from '../chats/chat';
import {
  ChatRepository,
  type ListOptions,
  type SaveOptions,
  type SaveOutcome,
} from '../chats/chat.repository';
import { CHAT_ORCHESTRATOR } from '../chat-orchestrator.constants';
import { type ChatDocument, chatSchema, type ChatSettingDocument, chatSettingSchema } from './chat.schema';

const DUPLICATE_KEY = 11000;
/** Writers racing for one chat retry this often before the save fails (each retry means another writer won). */
const MAX_ATTEMPTS = 20;

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function toChat(document: ChatDocument): StoredChat {
  const { chatId, title, createdAt, updatedAt, messages } = document;
  return { chatId, title, createdAt, updatedAt, messages };
}

/**
 * Chats in MongoDB (database `chat-orchestrator`, or `<db>-chat-orchestrator`), through mongoose. A save is a read
 * and a write conditional on the revision it read (single-document atomicity, no transactions: ADR 18).
 */
export class MongooseChatRepository extends ChatRepository {
  /** Over models already made; `connect` is the way in (tests give models that lose every race). */
  constructor(
    private readonly connection: Connection,
    private readonly chats: Model<ChatDocument>,
    private readonly settings: Model<ChatSettingDocument>,
  ) {
    super();
  }

  static async connect(
    url: string,
    dbName = serviceDatabaseName(url, CHAT_ORCHESTRATOR),
  ): Promise<MongooseChatRepository> {
    const connection = mongoose.createConnection(url, { dbName, serverSelectionTimeoutMS: 5000 });
    try {
      await connection.asPromise();
      const chats = connection.model<ChatDocument>('Chat', chatSchema);
      const settings = connection.model<ChatSettingDocument>('ChatSetting', chatSettingSchema);
      await chats.syncIndexes();
      await settings.syncIndexes();
      return new MongooseChatRepository(connection, chats, settings);
    } catch (error) {
      await connection.close();
      throw error;
    }
  }

  async list(userId: string, { query, limit }: ListOptions): Promise<ChatSummary[]> {
    const filter: Record<string, unknown> = { userId };
    if (query) {
      const pattern = new RegExp(escapeRegex(query), 'i');
      filter.$or = [{ title: pattern }, { 'messages.content': pattern }];
    }
    const documents = await this.chats
      .find(filter, { chatId: 1, title: 1, createdAt: 1, updatedAt: 1, messageCount: 1, _id: 0 })
      .sort({ createdAt: -1, chatId: -1 })
      .limit(limit)
      .lean()
      .exec();
    return documents.map(({ chatId, title, createdAt, updatedAt, messageCount }) => ({
      chatId,
      title,
      createdAt,
      updatedAt,
      messageCount,
    }));
  }

  async get(userId: string, chatId: string): Promise<StoredChat | undefined> {
    const document = await this.chats.findOne({ userId, chatId }).lean().exec();
    return document ? toChat(document) : undefined;
  }

  async all(userId: string): Promise<StoredChat[]> {
    return (await this.chats.find({ userId }).sort({ createdAt: 1 }).lean().exec()).map(toChat);
  }

  async save(
    userId: string,
    chatId: string,
    messages: readonly ChatMessage[],
    { replace, now, maxChats }: SaveOptions,
  ): Promise<SaveOutcome> {
    const title = chatTitle(messages);
    const fields = { title, updatedAt: now, messageCount: messages.length, messages: [...messages] };
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
      const stored = await this.chats.findOne({ userId, chatId }).lean().exec();
      if (!stored) {
        // The limit is checked before the insert; two chats created at once at the limit may both pass.
        if ((await this.chats.countDocuments({ userId })) >= maxChats) return { outcome: 'full' };
        try {
          await this.chats.create({ userId, chatId, createdAt: now, revision: 1, ...fields });
          return { outcome: 'saved', chat: { chatId, title, createdAt: now, updatedAt: now, messages } };
        } catch (error) {
          if ((error as { code?: number }).code === DUPLICATE_KEY) continue;
          throw error;
        }
      }
      if (!replace && !extendsMessages(stored.messages, messages)) {
        return { outcome: 'conflict', chat: toChat(stored) };
      }
      const written = await this.chats
        .updateOne(
          { userId, chatId, revision: stored.revision },
          { $set: { ...fields, revision: stored.revision + 1 } },
        )
        .exec();
      if (written.matchedCount === 1) {
        return {
          outcome: 'saved',
          chat: { chatId, title, createdAt: stored.createdAt, updatedAt: now, messages },
        };
      }
    }
    // Nothing of this save was written: the caller may send the same list again (ADR 24, addendum).
    return { outcome: 'contended' };
  }

  async remove(userId: string, chatId: string): Promise<boolean> {
    return (await this.chats.deleteOne({ userId, chatId }).exec()).deletedCount === 1;
  }

  async ragEnabled(userId: string): Promise<boolean> {
    return (await this.settings.findOne({ userId }).lean().exec())?.ragEnabled ?? false;
  }

  async setRag(userId: string, enabled: boolean, now: string): Promise<void> {
    await this.settings
      .updateOne({ userId }, { $set: { ragEnabled: enabled, updatedAt: now } }, { upsert: true })
      .exec();
  }

  async eraseUser(userId: string): Promise<number> {
    const chats = await this.chats.deleteMany({ userId }).exec();
    const settings = await this.settings.deleteMany({ userId }).exec();
    return chats.deletedCount + settings.deletedCount;
  }

  async close(): Promise<void> {
    await this.connection.close();
  }
}
