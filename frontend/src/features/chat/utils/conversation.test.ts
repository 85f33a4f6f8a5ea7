import { describe, expect, it } from 'vitest';

import {
  conversationReducer,
  emptyConversation,
  isStreaming,
  messagesOf,
  type Conversation,
} from '@/features/chat/utils/conversation';

const asked = (state: Conversation, question: string, answerId: string) =>
  conversationReducer(state, {
    type: 'asked',
    question: { id: `q-${answerId}`, role: 'user', content: question },
    answerId,
    model: 'm',
  });

describe('conversationReducer', () => {
  it('starts a new chat with its id and the notice only', () => {
    const state = conversationReducer(
      { chatId: 'old', saved: true, entries: [{ id: 'x', role: 'user', content: 'hi' }] },
      { type: 'newChat', chatId: 'chat-1', noticeId: 'n' },
    );
    expect(state).toEqual({
      chatId: 'chat-1',
      saved: false,
      entries: [{ id: 'n', role: 'notice', notice: { kind: 'newChat' } }],
    });
  });

  it('builds an answer from its tokens, then takes the final text, sources and mode', () => {
    let state = asked(emptyConversation, 'Q', 'a');
    expect(isStreaming(state.entries)).toBe(true);
    state = conversationReducer(state, { type: 'token', answerId: 'a', text: 'Hel' });
    state = conversationReducer(state, { type: 'token', answerId: 'a', text: 'lo' });
    expect(state.entries[1]).toMatchObject({ content: 'Hello', status: 'streaming' });
    const sources = [{ n: 1, file_name: 'f.pdf', page: 1, snippet: 's' }];
    state = conversationReducer(state, {
      type: 'answered',
      answerId: 'a',
      answer: 'Hello [1]',
      sources,
      model: null,
      mode: 'passages',
    });
    expect(state.entries[1]).toMatchObject({
      content: 'Hello [1]',
      sources,
      model: 'm',
      mode: 'passages',
      status: 'done',
    });
    expect(isStreaming(state.entries)).toBe(false);
  });

  it('regenerating replaces the last answer', () => {
    let state = asked(emptyConversation, 'Q', 'a');
    state = conversationReducer(state, {
      type: 'answered',
      answerId: 'a',
      answer: 'one',
      sources: [],
      model: 'm',
      mode: 'model',
    });
    state = conversationReducer(state, { type: 'regenerating', answerId: 'b', model: 'm' });
    expect(state.entries.map((entry) => entry.id)).toEqual(['q-a', 'b']);
  });

  it('clears only when the deleted chat is the open one', () => {
    const open: Conversation = {
      chatId: 'c1',
      saved: true,
      entries: [{ id: 'x', role: 'user', content: 'hi' }],
    };
    expect(conversationReducer(open, { type: 'removed', chatId: 'c2' })).toBe(open);
    expect(conversationReducer(open, { type: 'removed', chatId: 'c1' })).toEqual(emptyConversation);
  });

  it('keeps questions and answers for the service, not the page notices or a failed empty answer', () => {
    let state = conversationReducer(emptyConversation, { type: 'newChat', chatId: 'c', noticeId: 'n' });
    state = asked(state, 'Q1', 'a');
    state = conversationReducer(state, { type: 'token', answerId: 'a', text: 'partial' });
    state = conversationReducer(state, { type: 'stopped', answerId: 'a' });
    state = asked(state, 'Q2', 'b');
    state = conversationReducer(state, {
      type: 'failed',
      answerId: 'b',
      failure: { code: 'X', retryAfterSeconds: null },
    });
    expect(messagesOf(state.entries)).toEqual([
      { role: 'user', content: 'Q1' },
      { role: 'assistant', content: 'partial', model: 'm' },
      { role: 'user', content: 'Q2' },
    ]);
  });
});
