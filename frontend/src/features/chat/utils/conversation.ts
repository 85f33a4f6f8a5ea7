import type { AnswerMode, Message, Source } from '@/features/chat/api/chat-api';

/** What the assistant says about the page itself (specification section 4); written in the interface language. */
export type Notice =
  | { kind: 'newChat' }
  | { kind: 'uploaded'; file: string }
  | { kind: 'duplicate'; file: string }
  | { kind: 'uploadFailed'; file: string; code: string | null }
  | { kind: 'deleted'; file: string }
  | { kind: 'deleteFailed'; file: string }
  | { kind: 'deleteError'; file: string };

export type AnswerStatus = 'streaming' | 'done' | 'stopped' | 'failed';

export type AnswerFailure = { code: string; retryAfterSeconds: number | null };

export type Entry =
  | { id: string; role: 'user'; content: string }
  | {
      id: string;
      role: 'assistant';
      content: string;
      sources: Source[];
      model: string | null;
      mode: AnswerMode | null;
      status: AnswerStatus;
      failure: AnswerFailure | null;
    }
  | { id: string; role: 'notice'; notice: Notice };

export type AssistantEntry = Extract<Entry, { role: 'assistant' }>;

export type Conversation = {
  /** The open chat's id; null before the first chat. */
  chatId: string | null;
  /** Whether the chat service has the chat (a new chat is saved on its first question). */
  saved: boolean;
  entries: Entry[];
};

export const emptyConversation: Conversation = { chatId: null, saved: false, entries: [] };

export type ConversationAction =
  | { type: 'newChat'; chatId: string; noticeId: string }
  | { type: 'created'; chatId: string }
  | { type: 'asked'; question: Entry & { role: 'user' }; answerId: string; model: string }
  | { type: 'regenerating'; answerId: string; model: string }
  | { type: 'sources'; answerId: string; sources: Source[] }
  | { type: 'token'; answerId: string; text: string }
  | {
      type: 'answered';
      answerId: string;
      answer: string;
      sources: Source[];
      model: string | null;
      mode: AnswerMode;
    }
  | { type: 'stopped'; answerId: string }
  | { type: 'failed'; answerId: string; failure: AnswerFailure }
  | { type: 'loaded'; chatId: string; messages: Message[]; ids: string[] }
  | { type: 'removed'; chatId: string }
  | { type: 'noticed'; id: string; notice: Notice };

const updateAnswer = (
  entries: Entry[],
  answerId: string,
  update: (entry: AssistantEntry) => AssistantEntry,
): Entry[] =>
  entries.map((entry) => (entry.id === answerId && entry.role === 'assistant' ? update(entry) : entry));

const pendingAnswer = (id: string, model: string): AssistantEntry => ({
  id,
  role: 'assistant',
  content: '',
  sources: [],
  model,
  mode: null,
  status: 'streaming',
  failure: null,
});

export function conversationReducer(state: Conversation, action: ConversationAction): Conversation {
  switch (action.type) {
    case 'newChat':
      return {
        chatId: action.chatId,
        saved: false,
        entries: [{ id: action.noticeId, role: 'notice', notice: { kind: 'newChat' } }],
      };
    case 'created':
      return { ...state, chatId: action.chatId, saved: true };
    case 'asked':
      return {
        ...state,
        entries: [...state.entries, action.question, pendingAnswer(action.answerId, action.model)],
      };
    case 'regenerating': {
      const last = lastAnswerIndex(state.entries);
      const kept = last === -1 ? state.entries : state.entries.filter((_, index) => index !== last);
      return { ...state, entries: [...kept, pendingAnswer(action.answerId, action.model)] };
    }
    case 'sources':
      return {
        ...state,
        entries: updateAnswer(state.entries, action.answerId, (entry) => ({
          ...entry,
          sources: action.sources,
        })),
      };
    case 'token':
      return {
        ...state,
        entries: updateAnswer(state.entries, action.answerId, (entry) => ({
          ...entry,
          content: entry.content + action.text,
        })),
      };
    case 'answered':
      return {
        ...state,
        entries: updateAnswer(state.entries, action.answerId, (entry) => ({
          ...entry,
          // the final answer is the whole text; a specified empty answer reads "No answer found." (section 8)
          content: action.answer,
          sources: action.sources,
          model: action.model ?? entry.model,
          mode: action.mode,
          status: 'done',
        })),
      };
    case 'stopped':
      return {
        ...state,
        entries: updateAnswer(state.entries, action.answerId, (entry) => ({ ...entry, status: 'stopped' })),
      };
    case 'failed':
      return {
        ...state,
        entries: updateAnswer(state.entries, action.answerId, (entry) => ({
          ...entry,
          status: 'failed',
          failure: action.failure,
        })),
      };
    case 'loaded':
      return {
        chatId: action.chatId,
        saved: true,
        entries: action.messages.map((message, index): Entry => {
          const id = action.ids[index] ?? `${action.chatId}-${index}`;
          return message.role === 'user'
            ? { id, role: 'user', content: message.content }
            : {
                id,
                role: 'assistant',
                content: message.content,
                sources: message.sources ?? [],
                model: message.model ?? null,
                mode: message.mode ?? null,
                status: 'done',
                failure: null,
              };
        }),
      };
    case 'removed':
      // deleting the open chat clears the messages and the id (specification section 4)
      return state.chatId === action.chatId ? emptyConversation : state;
    case 'noticed':
      return {
        ...state,
        entries: [...state.entries, { id: action.id, role: 'notice', notice: action.notice }],
      };
  }
}

/** The index of the last answer of the chat, or -1. */
export function lastAnswerIndex(entries: readonly Entry[]): number {
  return entries.findLastIndex((entry) => entry.role === 'assistant');
}

const withoutModel = (entry: AssistantEntry) => entry.mode === 'passages' || entry.mode === 'unavailable';

/** The messages the chat service keeps: questions and answers (with their text so far), not the page's notices. */
export function messagesOf(entries: readonly Entry[]): Message[] {
  return entries.flatMap((entry): Message[] => {
    if (entry.role === 'user') return [{ role: 'user', content: entry.content }];
    if (entry.role !== 'assistant' || (entry.status === 'failed' && !entry.content)) return [];
    return [
      {
        role: 'assistant',
        content: entry.content,
        ...(entry.sources.length > 0 ? { sources: entry.sources } : {}),
        // the passages quoted without a model server are no model's answer
        ...(entry.model && !withoutModel(entry) ? { model: entry.model } : {}),
        ...(entry.mode ? { mode: entry.mode } : {}),
      },
    ];
  });
}

export const isStreaming = (entries: readonly Entry[]) =>
  entries.some((entry) => entry.role === 'assistant' && entry.status === 'streaming');
