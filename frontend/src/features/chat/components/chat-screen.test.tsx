import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { Source } from '@/features/chat/api/chat-api';
import { ChatScreen } from '@/features/chat/components/chat-screen';
import { serveChat, stubScreenWidth, type ChatServer } from '@/features/chat/testing/chat-server';
import { i18n } from '@/lib/i18n';
import { alice, createFakeAuthClient } from '@/testing/fake-auth-client';
import { renderWithProviders } from '@/testing/render';

const renderChat = () =>
  renderWithProviders(<ChatScreen userId="alice" />, { authClient: createFakeAuthClient({ user: alice }) });

const messageBox = () => screen.getByRole('textbox', { name: 'Your message' });
const log = () => screen.getByRole('log', { name: 'Messages' });
const sendButton = () => screen.getByRole('button', { name: /^send Send$|^Send$/ });

const passage = (n: number, page: number, snippet: string): Source => ({
  n,
  file_name: 'handbook.pdf',
  page,
  snippet,
  score: 0.8,
});

/** Types a question and presses Enter; resolves with the answer stream the page opened. */
async function ask(server: ChatServer, user: ReturnType<typeof renderChat>['user'], question: string) {
  await user.type(messageBox(), `${question}{Enter}`);
  return server.nextStream();
}

beforeEach(() => {
  stubScreenWidth(1280);
});

describe('ChatScreen', { timeout: 60_000 }, () => {
  it('shows the layout: New Chat, the models with their availability, the history and the files with RAG', async () => {
    serveChat({
      chats: [
        {
          chat_id: 'chat-1',
          user_id: 'alice',
          created_at: '2026-03-04T05:06:07',
          messages: [{ role: 'user', content: 'What are the admission requirements for the master?' }],
        },
      ],
      documents: [
        { file_name: 'handbook.pdf', status: 'ready', pages: 12, pages_done: 12 },
        { file_name: 'scan.pdf', status: 'failed', reason: 'NO_TEXT_LAYER', pages: 3, pages_done: 3 },
      ],
    });
    const { user } = renderChat();

    const sidebar = screen.getByRole('complementary', { name: 'Chats' });
    expect(within(sidebar).getByRole('button', { name: /New Chat/ })).toBeInTheDocument();
    // the title is the first 30 characters of the first question, the date yyyy-MM-dd HH:mm:ss
    const history = await within(sidebar).findByRole('button', { name: /^What are the admission requir/ });
    expect(history).toHaveAccessibleName(/^What are the admission require\s*, 2026-03-04 05:06:07$/);

    const model = within(sidebar).getByRole('combobox', { name: 'Model' });
    await waitFor(() => expect(sidebar).toHaveTextContent('TinyLLaMA'));
    await user.click(model);
    const gemma = await screen.findByRole('option', { name: 'Google Gemma2:2b (not available)' });
    expect(gemma).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('option', { name: 'Ali Qwen 3:4b' })).toHaveAttribute('aria-disabled', 'false');

    const files = screen.getByRole('complementary', { name: 'Your files' });
    expect(within(files).getByRole('switch', { name: 'Use my documents (RAG)' })).not.toBeChecked();
    expect(await within(files).findByText('Ready · pages: 12')).toBeInTheDocument();
    expect(within(files).getByText('Could not be read: The PDF has no text (scanned pages).')).toBeInTheDocument();
    expect(within(files).getByRole('button', { name: 'Delete handbook.pdf' })).toBeInTheDocument();
    expect(within(files).getByRole('button', { name: /Upload PDF/ })).toBeInTheDocument();
  });

  it('creates the chat on the first question, streams the answer word by word, then saves the exchange', async () => {
    const server = serveChat();
    const { user } = renderChat();
    await screen.findByText('Ask a question to start. To ask about your own PDFs, upload them under "Your files".');

    const stream = await ask(server, user, 'Hello there');

    // created first, with no messages (specification section 4)
    const creation = server.callsTo('POST', '/api/chats/')[0]!;
    expect(creation.body).toMatchObject({ user_id: 'alice', messages: [] });
    const chatId = (creation.body as { chat_id: string }).chat_id;
    expect(chatId).toMatch(/^chat-\d+$/);
    expect(stream.request).toMatchObject({
      question: 'Hello there',
      user_id: 'alice',
      file_name: null,
      top_k: 5,
      model: 'tinyllama:latest',
      chat_id: chatId,
      history: [],
    });

    expect(within(log()).getByText('Hello there')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('TinyLLaMA is typing...');
    expect(log()).toHaveAttribute('aria-busy', 'true');
    expect(sendButton()).toBeDisabled();

    act(() => stream.token('General '));
    expect(await within(log()).findByText('General')).toBeInTheDocument();
    act(() => stream.token('**Kenobi**'));
    expect(await within(log()).findByText('Kenobi', { selector: 'strong' })).toBeInTheDocument();

    act(() => stream.done('General **Kenobi**'));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(''));
    expect(log()).toHaveAttribute('aria-busy', 'false');

    await waitFor(() => expect(server.callsTo('POST', '/api/chats/')).toHaveLength(2));
    expect(server.callsTo('POST', '/api/chats/')[1]!.body).toEqual({
      user_id: 'alice',
      chat_id: chatId,
      messages: [
        { role: 'user', content: 'Hello there' },
        { role: 'assistant', content: 'General **Kenobi**', model: 'tinyllama:latest' },
      ],
    });
    // the history lists the new chat
    expect(
      await within(screen.getByRole('complementary', { name: 'Chats' })).findByRole('button', {
        name: /^Hello there\s*, \d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/,
      }),
    ).toBeInTheDocument();

    // the next question carries the chat so far
    const second = await ask(server, user, 'And then?');
    expect(second.request).toMatchObject({
      chat_id: chatId,
      history: [
        { role: 'user', content: 'Hello there' },
        { role: 'assistant', content: 'General **Kenobi**' },
      ],
    });
    expect(server.callsTo('POST', '/api/chats/')).toHaveLength(2);
    act(() => second.done(''));
    // an empty answer reads "No answer found." (specification section 8)
    expect(await within(log()).findByText('No answer found.')).toBeInTheDocument();
  });
});
