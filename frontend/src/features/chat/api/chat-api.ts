import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { z } from 'zod/mini';

import { api } from '@/lib/api';

/** A passage an answer quotes: `[n]` in the answer refers to `n` (ADR 24). */
export const sourceSchema = z.looseObject({
  n: z.number(),
  file_name: z.string(),
  page: z.nullish(z.number()),
  snippet: z.string(),
  score: z.nullish(z.number()),
});

export type Source = z.infer<typeof sourceSchema>;

/** How an answer was made: by a language model, from the passages alone (no model server), or not at all. */
export const answerModeSchema = z.enum(['model', 'passages', 'unavailable']);
export type AnswerMode = z.infer<typeof answerModeSchema>;

/** A message as the chat service stores it (specification section 3, plus the answer's sources and model). */
export const messageSchema = z.looseObject({
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  sources: z.optional(z.array(sourceSchema)),
  model: z.optional(z.string()),
  mode: z.optional(answerModeSchema),
});

export type Message = z.infer<typeof messageSchema>;

/** One line of the history: the chat without its messages. */
export const chatSummarySchema = z.looseObject({
  chat_id: z.string(),
  title: z.string(),
  created_at: z.string(),
  updated_at: z.nullish(z.string()),
  message_count: z.nullish(z.number()),
});

export type ChatSummary = z.infer<typeof chatSummarySchema>;

export const chatSchema = z.looseObject({
  chat_id: z.string(),
  messages: z.array(messageSchema),
  created_at: z.nullish(z.string()),
});

export type Chat = z.infer<typeof chatSchema>;

export const modelsSchema = z.object({
  server: z.enum(['reachable', 'unreachable']),
  models: z.array(z.object({ value: z.string(), label: z.string(), available: z.boolean() })),
});

export type ChatModels = z.infer<typeof modelsSchema>;
export type ChatModel = ChatModels['models'][number];

/** Where an uploaded PDF is: stored and waiting, being read, searchable, refused after upload, or going. */
export const documentStatusSchema = z.enum(['queued', 'processing', 'ready', 'failed', 'deleting']);
export type DocumentStatus = z.infer<typeof documentStatusSchema>;

export const documentSchema = z.looseObject({
  file_name: z.string(),
  status: documentStatusSchema,
  reason: z.nullish(z.string()),
  size: z.nullish(z.number()),
  pages: z.nullish(z.number()),
  pages_done: z.nullish(z.number()),
  uploaded_at: z.nullish(z.string()),
});

export type UserDocument = z.infer<typeof documentSchema>;

export const isBeingRead = (document: UserDocument) =>
  document.status === 'queued' || document.status === 'processing';

export type SaveChatInput = {
  userId: string;
  chatId: string;
  messages: Message[];
  /** Replaces the stored messages even if the new list does not extend them (a regenerated answer). */
  replace?: boolean;
};

/** `{detail, code}` of a refused call, and the body's other fields (a conflict's stored chat). */
const problemSchema = z.looseObject({
  detail: z.optional(z.string()),
  code: z.optional(z.string()),
  chat: z.optional(chatSchema),
});

export type Problem = z.infer<typeof problemSchema>;

/** The API's `{detail, code}` of an RTK Query error, if it sent one. */
export function problemOf(error: unknown): Problem | null {
  const data = (error as Partial<FetchBaseQueryError> | undefined)?.data;
  const parsed = problemSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** No answer reached the page (network down, server gone), as opposed to an answer saying no. */
export const isNetworkError = (error: unknown) =>
  (error as Partial<FetchBaseQueryError> | undefined)?.status === 'FETCH_ERROR';

const chatApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/chats/user/{userId}?q=`: the history, newest first; `q` filters by title and text. */
    listChats: build.query<ChatSummary[], { userId: string; q: string }>({
      query: ({ userId, q }) => ({
        url: `/api/chats/user/${encodeURIComponent(userId)}`,
        params: q ? { q } : undefined,
      }),
      responseSchema: z.array(chatSummarySchema),
      providesTags: [{ type: 'Chat', id: 'LIST' }],
    }),
    /** `GET /api/chats/{userId}/{chatId}`: one chat with its messages. */
    getChat: build.query<Chat, { userId: string; chatId: string }>({
      query: ({ userId, chatId }) => `/api/chats/${encodeURIComponent(userId)}/${encodeURIComponent(chatId)}`,
      responseSchema: chatSchema,
      // a chat is read when the user opens it, always as stored now
      keepUnusedDataFor: 0,
    }),
    /** `POST /api/chats/ {user_id, chat_id, messages}`: creates (with `[]`) or extends a chat. */
    saveChat: build.mutation<Chat, SaveChatInput>({
      query: ({ userId, chatId, messages, replace }) => ({
        url: '/api/chats/',
        method: 'POST',
        body: { user_id: userId, chat_id: chatId, messages, ...(replace ? { replace: true } : {}) },
      }),
      responseSchema: chatSchema,
      invalidatesTags: [{ type: 'Chat', id: 'LIST' }],
    }),
    /** `DELETE /api/chats/{userId}/{chatId}` (204, idempotent). */
    deleteChat: build.mutation<void, { userId: string; chatId: string }>({
      query: ({ userId, chatId }) => ({
        url: `/api/chats/${encodeURIComponent(userId)}/${encodeURIComponent(chatId)}`,
        method: 'DELETE',
      }),
      invalidatesTags: [{ type: 'Chat', id: 'LIST' }],
    }),
    /** `POST /set_rag {user_id, enable}`: the page changes its toggle only when this succeeds. */
    setRag: build.mutation<unknown, { userId: string; enable: boolean }>({
      query: ({ userId, enable }) => ({
        url: '/set_rag',
        method: 'POST',
        body: { user_id: userId, enable },
      }),
    }),
    /** `GET /api/chat/models`: the five models and whether the model server has each. */
    getChatModels: build.query<ChatModels, void>({
      query: () => '/api/chat/models',
      responseSchema: modelsSchema,
    }),
    /** `GET /api/documents`: the user's PDFs with the state of their reading. */
    listDocuments: build.query<UserDocument[], void>({
      query: () => '/api/documents',
      responseSchema: z.array(documentSchema),
      providesTags: [{ type: 'Document', id: 'LIST' }],
    }),
    /** `POST /upload_pdf` (multipart `file`, `user_id`): 202 once stored; it is read in the background. */
    uploadPdf: build.mutation<UserDocument, { userId: string; file: File }>({
      query: ({ userId, file }) => {
        const body = new FormData();
        body.append('file', file);
        body.append('user_id', userId);
        return { url: '/upload_pdf', method: 'POST', body };
      },
      responseSchema: documentSchema,
      invalidatesTags: [{ type: 'Document', id: 'LIST' }],
    }),
    /** `DELETE /delete_file {user_id, file_name}` (idempotent). */
    deleteFile: build.mutation<unknown, { userId: string; fileName: string }>({
      query: ({ userId, fileName }) => ({
        url: '/delete_file',
        method: 'DELETE',
        body: { user_id: userId, file_name: fileName },
      }),
      invalidatesTags: [{ type: 'Document', id: 'LIST' }],
    }),
  }),
});

export const {
  useListChatsQuery,
  useLazyGetChatQuery,
  useSaveChatMutation,
  useDeleteChatMutation,
  useSetRagMutation,
  useGetChatModelsQuery,
  useListDocumentsQuery,
  useUploadPdfMutation,
  useDeleteFileMutation,
} = chatApi;
