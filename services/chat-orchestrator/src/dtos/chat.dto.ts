import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import type { ChatSummary, StoredChat } from '../chats/chat';
import { CHAT_MODEL_VALUES } from '../llm/chat-models';

/**
 * A message of a chat, in UTF-16 code units (zod's `max`); the request body's 1 MB bounds a chat as a whole. The
 * answer service keeps every answer within it (ADR 24), so an answer can always be stored.
 */
export const MAX_MESSAGE_CHARS = 50_000;
/** A question's absolute bound; the configured CHAT_MAX_QUESTION_CHARS is checked by the service. */
const MAX_QUESTION_CHARS = 20_000;

export const userIdSchema = z
  .string({ error: 'must be a string' })
  .trim()
  .min(1, 'must not be empty')
  .max(200, 'is too long');
export const chatIdSchema = z
  .string({ error: 'must be a string' })
  .regex(/^[A-Za-z0-9._:-]{1,100}$/, 'must be 1 to 100 letters, digits or . _ : -');

export const sourceSchema = z.object({
  n: z.number().int().min(1).max(100),
  file_name: z.string().min(1).max(255),
  page: z.number().int().min(1),
  snippet: z.string().max(5000),
  score: z.number(),
});

export const messageSchema = z.object({
  role: z.enum(['user', 'assistant'], { error: 'must be "user" or "assistant"' }),
  content: z
    .string({ error: 'must be a string' })
    .max(MAX_MESSAGE_CHARS, `must be at most ${MAX_MESSAGE_CHARS} characters`),
  sources: z.array(sourceSchema).max(20).optional(),
  model: z.string().min(1).max(100).optional(),
  mode: z.enum(['model', 'passages', 'unavailable']).optional(),
});

export const saveChatSchema = z.object({
  user_id: userIdSchema,
  chat_id: chatIdSchema,
  messages: z.array(messageSchema).max(1000, 'must hold at most 1000 messages'),
  replace: z.boolean().optional().default(false),
});
export class SaveChatDto extends createZodDto(saveChatSchema) {}

export const listParamsSchema = z.object({ userId: userIdSchema });
export class ListChatsParamsDto extends createZodDto(listParamsSchema) {}

export const listQuerySchema = z.object({
  q: z.string().trim().max(200, 'must be at most 200 characters').optional(),
  limit: z.coerce.number().int().min(1).max(1000).optional().default(200),
});
export class ListChatsQueryDto extends createZodDto(listQuerySchema) {}

export const chatParamsSchema = z.object({ userId: userIdSchema, chatId: chatIdSchema });
export class ChatParamsDto extends createZodDto(chatParamsSchema) {}

export const setRagSchema = z.object({
  user_id: userIdSchema,
  enable: z.boolean({ error: 'must be true or false' }),
});
export class SetRagDto extends createZodDto(setRagSchema) {}

export const answerSchema = z.object({
  question: z
    .string({ error: 'must be a string' })
    .trim()
    .min(1, 'must not be empty')
    .max(MAX_QUESTION_CHARS, `must be at most ${MAX_QUESTION_CHARS} characters`),
  user_id: userIdSchema,
  file_name: z.string().trim().min(1).max(255).nullable().optional().default(null),
  top_k: z.number().int().min(1).max(20).optional().default(5),
  model: z.enum(CHAT_MODEL_VALUES, { error: `must be one of ${CHAT_MODEL_VALUES.join(', ')}` }),
  chat_id: chatIdSchema.optional(),
  history: z
    .array(messageSchema.pick({ role: true, content: true, mode: true }))
    .max(1000, 'must hold at most 1000 messages')
    .optional(),
});
export class AnswerDto extends createZodDto(answerSchema) {}
export type AnswerBody = z.output<typeof answerSchema>;

export interface ChatSummaryResponse {
  readonly chat_id: string;
  readonly user_id: string;
  readonly title: string;
  readonly created_at: string;
  readonly updated_at: string;
  readonly message_count: number;
}

export function mapSummary(userId: string, chat: ChatSummary): ChatSummaryResponse {
  return {
    chat_id: chat.chatId,
    user_id: userId,
    title: chat.title,
    created_at: chat.createdAt,
    updated_at: chat.updatedAt,
    message_count: chat.messageCount,
  };
}

/** A chat as the API answers it; `user_id` is the id the caller named (their own, the guard made sure). */
export function mapChat(userId: string, chat: StoredChat) {
  return {
    chat_id: chat.chatId,
    user_id: userId,
    title: chat.title,
    created_at: chat.createdAt,
    updated_at: chat.updatedAt,
    messages: chat.messages,
  };
}
