import { Inject, Injectable } from '@nestjs/common';
import type { UserDataExport, UserDataRepository } from '@site/platform';
import { ChatRepository } from '../chats/chat.repository';

/** The user's chats (with their messages) and retrieval setting in their export, and their erasure. */
@Injectable()
export class ChatsUserDataRepository implements UserDataRepository {
  constructor(@Inject(ChatRepository) private readonly chats: ChatRepository) {}

  async exportFor(userId: string): Promise<UserDataExport> {
    const chats = (await this.chats.all(userId)).map((chat) => ({
      chat_id: chat.chatId,
      title: chat.title,
      created_at: chat.createdAt,
      updated_at: chat.updatedAt,
      messages: chat.messages,
    }));
    return { chats, rag_enabled: await this.chats.ragEnabled(userId) };
  }

  eraseFor(userId: string): Promise<number> {
    return this.chats.eraseUser(userId);
  }
}
