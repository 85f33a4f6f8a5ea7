import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';

import {
  problemOf,
  useDeleteChatMutation,
  useLazyGetChatQuery,
  useSaveChatMutation,
  type Message,
  type Source,
} from '@/features/chat/api/chat-api';
import { AnswerError, streamAnswer } from '@/features/chat/api/stream-answer';
import { newChatId } from '@/features/chat/utils/chat-dates';
import {
  conversationReducer,
  emptyConversation,
  isStreaming,
  lastAnswerIndex,
  messagesOf,
  type Notice,
} from '@/features/chat/utils/conversation';
import { storable } from '@/features/chat/utils/message-limit';
import { saveFailureReason, type SaveFailureReason } from '@/features/chat/utils/save-failure';
import type { AuthThunkExtra } from '@/lib/auth-client';
import { createLogger } from '@/lib/logger';

const log = createLogger('chat');

/** Passages retrieved per question (specification section 9). */
export const TOP_K = 5;

type ChatDispatch = ThunkDispatch<unknown, AuthThunkExtra, UnknownAction>;

let lastEntryNumber = 0;
const nextEntryId = () => `entry-${++lastEntryNumber}`;

/** A save of the whole chat: its list, what the last exchange added to it, and whether it replaces the stored one. */
type PendingSave = { chatId: string; messages: Message[]; added: Message[]; replace: boolean };

/** The last save of the open chat that failed, shown until a save of that chat succeeds; `id` tells failures apart. */
export type SaveFailure = { id: number; reason: SaveFailureReason; save: PendingSave };

let lastFailureNumber = 0;

/** What a question is asked with. */
export type AskOptions = {
  /** The model's value. */
  model: string;
  /** The file to search (the first selected one while RAG is on), else null. */
  fileName: string | null;
};

/**
 * The open chat (specification section 4): questions and streamed answers, the chat's creation on its first
 * question, loading and deleting chats, regenerating the last answer and the page's notices. A save that fails is
 * kept as `saveFailure` (the page says so and offers to try again); an answer that fails says so where it would have
 * been; other failed chat calls go to the console.
 */
export function useConversation(userId: string) {
  const dispatchThunk = useDispatch<ChatDispatch>();
  const [conversation, dispatch] = useReducer(conversationReducer, emptyConversation);
  const [saveChat] = useSaveChatMutation();
  const [deleteChat] = useDeleteChatMutation();
  const [getChat] = useLazyGetChatQuery();
  const generation = useRef<AbortController | null>(null);
  const openRequest = useRef(0);
  /** Chats deleted on this page: an answer that was still streaming into one must not save it again. */
  const deleted = useRef(new Set<string>());
  const [saveFailure, setSaveFailure] = useState<SaveFailure | null>(null);
  const busy = isStreaming(conversation.entries);

  const stop = useCallback(() => {
    generation.current?.abort();
    generation.current = null;
  }, []);

  // leaving the page closes the answer's connection, which stops the generation at the model server
  useEffect(() => stop, [stop]);

  /**
   * Saves the whole chat; when another tab extended it meanwhile, appends what this page added to what is stored
   * instead. A failure is kept for the page to show, with the save to try again.
   */
  const persist = async (save: PendingSave) => {
    const { chatId, replace } = save;
    const messages = save.messages.map(storable);
    const added = save.added.map(storable);
    if (deleted.current.has(chatId)) return;
    let failure: unknown;
    try {
      await saveChat({ userId, chatId, messages, replace }).unwrap();
    } catch (error) {
      failure = error;
      const stored = problemOf(error)?.chat;
      if (problemOf(error)?.code === 'CHAT_CONFLICT' && stored) {
        failure = await saveChat({ userId, chatId, messages: [...stored.messages, ...added] })
          .unwrap()
          .then(
            () => undefined,
            (retryError: unknown) => retryError,
          );
      }
    }
    if (failure === undefined) {
      setSaveFailure((current) => (current?.save.chatId === chatId ? null : current));
      return;
    }
    log.error('The chat could not be saved', failure);
    setSaveFailure({ id: ++lastFailureNumber, reason: saveFailureReason(failure), save });
  };

  /** Sends the failed save again (the whole chat as it was then; a later exchange would have sent it too). */
  const retrySave = () => {
    if (!saveFailure) return;
    setSaveFailure(null);
    void persist(saveFailure.save);
  };

  const dismissSaveFailure = useCallback(() => setSaveFailure(null), []);

  /**
   * Streams the answer to `question` into a new answer entry (once `created`, the chat's creation, has settled),
   * then saves the exchange.
   */
  const answer = async (
    chatId: string,
    question: string,
    before: Message[],
    replace: boolean,
    { model, fileName }: AskOptions,
    created?: Promise<void>,
  ) => {
    const answerId = nextEntryId();
    if (replace) dispatch({ type: 'regenerating', answerId, model });
    else
      dispatch({
        type: 'asked',
        question: { id: nextEntryId(), role: 'user', content: question },
        answerId,
        model,
      });

    const controller = new AbortController();
    generation.current?.abort();
    generation.current = controller;
    let text = '';
    let sources: Source[] = [];
    let reply: Message | null = null;
    try {
      await created;
      const done = await dispatchThunk(
        streamAnswer(
          {
            question,
            user_id: userId,
            file_name: fileName,
            top_k: TOP_K,
            model,
            chat_id: chatId,
            history: before.map(storable),
          },
          {
            onSources: (passages) => {
              sources = passages;
              dispatch({ type: 'sources', answerId, sources: passages });
            },
            onToken: (token) => {
              text += token;
              dispatch({ type: 'token', answerId, text: token });
            },
          },
          controller.signal,
        ),
      );
      dispatch({ type: 'answered', answerId, ...done, model: done.model ?? null });
      reply = {
        role: 'assistant',
        content: done.answer,
        ...(done.sources.length ? { sources: done.sources } : {}),
        // the passages quoted without a model server are no model's answer
        ...(done.mode === 'model' ? { model: done.model ?? model } : {}),
        mode: done.mode,
      };
    } catch (error) {
      if (controller.signal.aborted) {
        dispatch({ type: 'stopped', answerId });
      } else {
        log.error('The answer failed', error);
        const failure =
          error instanceof AnswerError
            ? { code: error.code, retryAfterSeconds: error.retryAfterSeconds }
            : { code: 'NETWORK', retryAfterSeconds: null };
        dispatch({ type: 'failed', answerId, failure });
      }
      // what was shown of the answer is kept with the chat
      if (text) reply = { role: 'assistant', content: text, ...(sources.length ? { sources } : {}), model };
    } finally {
      if (generation.current === controller) generation.current = null;
    }
    const added: Message[] = [{ role: 'user', content: question }, ...(reply ? [reply] : [])];
    await persist({ chatId, messages: [...before, ...added], added, replace });
  };

  /** Sends a question; a chat that the service does not have yet is created first, with no messages. */
  const send = async (text: string, options: AskOptions) => {
    const question = text.trim();
    if (!question || busy) return;
    const before = messagesOf(conversation.entries);
    let chatId = conversation.chatId;
    let created: Promise<void> | undefined;
    if (!chatId || !conversation.saved) {
      chatId ??= newChatId();
      created = saveChat({ userId, chatId, messages: [] })
        .unwrap()
        .then(
          () => undefined,
          (error: unknown) => log.error('The chat could not be created', error),
        );
      dispatch({ type: 'created', chatId });
    }
    // the question shows (and the page is busy) at once, while the chat is still being created
    await answer(chatId, question, before, false, options, created);
  };

  /** Asks the last question again, replacing its answer. */
  const regenerate = async (options: AskOptions) => {
    const { chatId, entries } = conversation;
    const last = lastAnswerIndex(entries);
    if (busy || !chatId || last === -1) return;
    const questionIndex = entries.findLastIndex((entry, index) => index < last && entry.role === 'user');
    const question = entries[questionIndex];
    if (question?.role !== 'user') return;
    await answer(chatId, question.content, messagesOf(entries.slice(0, questionIndex)), true, options);
  };

  const notice = useCallback(
    (value: Notice) => dispatch({ type: 'noticed', id: nextEntryId(), notice: value }),
    [],
  );

  /** A new chat: a fresh id, no messages, and the notice that it started (RAG is the caller's). */
  const newChat = () => {
    stop();
    setSaveFailure(null);
    openRequest.current += 1;
    dispatch({ type: 'newChat', chatId: newChatId(), noticeId: nextEntryId() });
  };

  /** Opens a chat of the history: its messages replace the open ones. */
  const open = async (chatId: string) => {
    stop();
    setSaveFailure(null);
    const request = ++openRequest.current;
    try {
      const chat = await getChat({ userId, chatId }, false).unwrap();
      if (request !== openRequest.current) return;
      dispatch({ type: 'loaded', chatId, messages: chat.messages, ids: chat.messages.map(nextEntryId) });
    } catch (error) {
      log.error('The chat could not be opened', error);
    }
  };

  /** Deletes a chat; deleting the open one clears the messages and the id. */
  const remove = async (chatId: string) => {
    try {
      await deleteChat({ userId, chatId }).unwrap();
    } catch (error) {
      log.error('The chat could not be deleted', error);
      return;
    }
    deleted.current.add(chatId);
    if (chatId === conversation.chatId) stop();
    setSaveFailure((current) => (current?.save.chatId === chatId ? null : current));
    dispatch({ type: 'removed', chatId });
  };

  return {
    conversation,
    busy,
    send,
    stop,
    regenerate,
    newChat,
    open,
    remove,
    notice,
    // a save of a chat left meanwhile (an answer stopped by New Chat is still saved) is not the open chat's
    saveFailure: saveFailure?.save.chatId === conversation.chatId ? saveFailure : null,
    retrySave,
    dismissSaveFailure,
  };
}
