import { Schema } from 'mongoose';
import type { ChatMessage } from '../chats/chat';

export interface ChatDocument {
  userId: string;
  chatId: string;
  title: string;
  createdAt: string;
  updatedAt: string;
  messageCount: number;
  /** Raised by every write: a save replaces the list only if nobody wrote since it read it. */
  revision: number;
  messages: ChatMessage[];
}

export interface ChatSettingDocument {
  userId: string;
  ragEnabled: boolean;
  updatedAt: string;
}

/** One chat per document; the list reads everything but `messages`, newest first, from the index. */
export const chatSchema = new Schema<ChatDocument>(
  {
    userId: { type: String, required: true, maxlength: 200 },
    chatId: { type: String, required: true, maxlength: 100 },
    title: { type: String, default: '' },
    createdAt: { type: String, required: true },
    updatedAt: { type: String, required: true },
    messageCount: { type: Number, required: true },
    revision: { type: Number, required: true },
    messages: { type: Schema.Types.Mixed, default: [] },
  },
  { collection: 'chats', versionKey: false, minimize: false },
);
chatSchema.index({ userId: 1, chatId: 1 }, { unique: true, name: 'user_chat_unique' });
chatSchema.index({ userId: 1, createdAt: -1, chatId: -1 }, { name: 'user_newest' });

export const chatSettingSchema = new Schema<ChatSettingDocument>(
  {
    userId: { type: String, required: true, maxlength: 200 },
    ragEnabled: { type: Boolean, required: true },
    updatedAt: { type: String, required: true },
  },
  { collection: 'chat_settings', versionKey: false },
);
chatSettingSchema.index({ userId: 1 }, { unique: true, name: 'user_unique' });
