import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { ChatScreen } from '@/features/chat/components/chat-screen';
import { serveChat, stubScreenWidth, type ChatServer } from '@/features/chat/testing/chat-server';
import { alice, createFakeAuthClient } from '@/testing/fake-auth-client';
import { renderWithProviders } from '@/testing/render';

const renderChat = () =>
  renderWithProviders(<ChatScreen userId="alice" />, { authClient: createFakeAuthClient({ user: alice }) });

type User = ReturnType<typeof renderChat>['user'];

const messageBox = () => screen.getByRole('textbox', { name: 'Your message' });
const log = () => screen.getByRole('log', { name: 'Messages' });
const TITLE = 'This chat could not be saved';
const saves = (server: ChatServer) => server.callsTo('POST', '/api/chats/');

/** Asks `question`, answers it with `answer`, and waits until the page has tried to save the exchange. */
async function exchange(server: ChatServer, user: User, question: string, answer: string) {
  const before = saves(server).length;
  await user.type(messageBox(), `${question}{Enter}`);
  const stream = await server.nextStream();
  act(() => stream.done(answer));
  await within(log()).findByText(answer);
  await waitFor(() => expect(saves(server).length).toBeGreaterThan(before));
}

/** The notice about the failed save, once it shows. */
async function saveNotice() {
  const title = await screen.findByText(TITLE);
  const notice = title.closest<HTMLElement>('[role="alert"]');
  expect(notice).not.toBeNull();
  return notice!;
}

const storedContents = (server: ChatServer) =>
  server.state.chats.flatMap((chat) => chat.messages.map((message) => message.content));

beforeEach(() => {
  stubScreenWidth(1280);
});

describe('ChatScreen when a chat cannot be saved', { timeout: 60_000 }, () => {
  it('says nothing while saves succeed', async () => {
    const server = serveChat();
    const { user } = renderChat();
    await exchange(server, user, 'One', 'Answer one');
    await waitFor(() => expect(storedContents(server)).toEqual(['One', 'Answer one']));
    expect(screen.queryByText(TITLE)).not.toBeInTheDocument();
  });

  it('a chat too large for the service (413): says so and offers a new chat, which keeps saving', async () => {
    const server = serveChat();
    const { user } = renderChat();
    await exchange(server, user, 'One', 'Answer one');
    server.state.saveRefusal = { status: 413, code: 'PAYLOAD_TOO_LARGE' };
    await exchange(server, user, 'Two', 'Answer two');

    const notice = await saveNotice();
    expect(notice).toHaveTextContent('The chat has grown too long to save. Start a new chat to keep saving.');
    expect(within(notice).queryByRole('button', { name: /Try again/ })).not.toBeInTheDocument();
    // the messages stay on the page, and the page stays usable
    expect(within(log()).getByText('Answer two')).toBeInTheDocument();
    expect(messageBox()).toBeEnabled();

    server.state.saveRefusal = null;
    await user.click(within(notice).getByRole('button', { name: /Start a new chat/ }));
    expect(screen.queryByText(TITLE)).not.toBeInTheDocument();
    expect(await within(log()).findByText('New chat started. RAG is disabled.')).toBeInTheDocument();
    await exchange(server, user, 'Three', 'Answer three');
    await waitFor(() => expect(storedContents(server)).toContain('Answer three'));
    expect(screen.queryByText(TITLE)).not.toBeInTheDocument();
  });

  it('a message longer than the service takes (400 VALIDATION_FAILED): the same advice', async () => {
    const server = serveChat();
    const { user } = renderChat();
    await exchange(server, user, 'One', 'Answer one');
    server.state.saveRefusal = { status: 400, code: 'VALIDATION_FAILED' };
    await exchange(server, user, 'Two', 'x'.repeat(200));

    expect(await saveNotice()).toHaveTextContent('Start a new chat to keep saving.');
  });

  it('an answer longer than a stored message may be (50,000 characters) is saved shortened, never lost', async () => {
    const server = serveChat();
    const { user } = renderChat();
    const long = `${'Summary sentence. '.repeat(3400)}THE END`;
    await exchange(server, user, 'Summarise the whole file', long);
    await exchange(server, user, 'And the fees?', 'Answer two');

    await waitFor(() => expect(storedContents(server)).toHaveLength(4));
    const [question, stored, ...rest] = storedContents(server);
    expect(question).toBe('Summarise the whole file');
    expect(stored!.length).toBeLessThanOrEqual(50_000);
    expect(stored!.endsWith('…')).toBe(true);
    expect(long.startsWith(stored!.slice(0, -1))).toBe(true);
    expect(rest).toEqual(['And the fees?', 'Answer two']);
    expect(screen.queryByText(TITLE)).not.toBeInTheDocument();
    // the next question's history is taken by the service too
    const asked = server.callsTo('POST', '/chat_with_file/stream').at(-1)!.body as {
      history: { content: string }[];
    };
    expect(asked.history.map((message) => message.content.length <= 50_000)).toEqual([true, true]);
  });

  it('too many chats (CHATS_FULL): asks to delete old chats, and Try again saves it afterwards', async () => {
    const server = serveChat();
    server.state.saveRefusal = { status: 409, code: 'CHATS_FULL' };
    const { user } = renderChat();
    await exchange(server, user, 'One', 'Answer one');

    const notice = await saveNotice();
    expect(notice).toHaveTextContent(
      'You have reached the most chats that can be kept. Delete old chats from the history, then try again.',
    );
    expect(server.state.chats).toEqual([]);

    // the user deleted an old chat elsewhere: now the save goes through
    server.state.saveRefusal = null;
    await user.click(within(notice).getByRole('button', { name: /Try again/ }));
    await waitFor(() => expect(storedContents(server)).toEqual(['One', 'Answer one']));
    await waitFor(() => expect(screen.queryByText(TITLE)).not.toBeInTheDocument());
  });

  it('no answer from the service (network): says to try again, and Try again saves the whole chat', async () => {
    const server = serveChat();
    const { user } = renderChat();
    await exchange(server, user, 'One', 'Answer one');
    server.state.saveRefusal = 'network';
    await exchange(server, user, 'Two', 'Answer two');

    const notice = await saveNotice();
    expect(notice).toHaveTextContent(
      'The chat service could not be reached or had a problem. Your messages are still here: try again.',
    );
    server.state.saveRefusal = null;
    await user.click(within(notice).getByRole('button', { name: /Try again/ }));
    await waitFor(() => expect(storedContents(server)).toEqual(['One', 'Answer one', 'Two', 'Answer two']));
    await waitFor(() => expect(screen.queryByText(TITLE)).not.toBeInTheDocument());
  });

  it('a failure of the service (503): Try again that fails again keeps the notice up', async () => {
    const server = serveChat();
    const { user } = renderChat();
    await exchange(server, user, 'One', 'Answer one');
    server.state.saveRefusal = { status: 503, code: 'SERVICE_UNAVAILABLE' };
    await exchange(server, user, 'Two', 'Answer two');

    const tries = saves(server).length;
    await user.click(within(await saveNotice()).getByRole('button', { name: /Try again/ }));
    await waitFor(() => expect(saves(server).length).toBe(tries + 1));
    expect(await saveNotice()).toHaveTextContent('try again');
    expect(storedContents(server)).toEqual(['One', 'Answer one']);
  });

  it('a save of a chat left by New Chat that fails is not shown over the new chat', async () => {
    const server = serveChat();
    const { user } = renderChat();
    await exchange(server, user, 'One', 'Answer one');
    server.state.saveRefusal = { status: 503, code: 'SERVICE_UNAVAILABLE' };
    await user.type(messageBox(), 'Two{Enter}');
    const stream = await server.nextStream();
    act(() => stream.token('Half an answer'));
    await within(log()).findByText('Half an answer');
    const before = saves(server).length;
    // New Chat stops the answer; what came of it is still saved to the chat it belongs to, which fails here
    await user.click(screen.getByRole('button', { name: /New Chat/ }));
    await waitFor(() => expect(saves(server).length).toBe(before + 1));
    await within(log()).findByText('New chat started. RAG is disabled.');
    expect(screen.queryByText(TITLE)).not.toBeInTheDocument();
  });

  it('a later save that succeeds takes the notice away; it can also be closed', async () => {
    const server = serveChat();
    const { user } = renderChat();
    await exchange(server, user, 'One', 'Answer one');
    server.state.saveRefusal = { status: 500, code: 'INTERNAL_ERROR' };
    await exchange(server, user, 'Two', 'Answer two');
    await saveNotice();

    server.state.saveRefusal = null;
    await exchange(server, user, 'Three', 'Answer three');
    await waitFor(() => expect(screen.queryByText(TITLE)).not.toBeInTheDocument());
    expect(storedContents(server)).toEqual([
      'One',
      'Answer one',
      'Two',
      'Answer two',
      'Three',
      'Answer three',
    ]);

    server.state.saveRefusal = { status: 500, code: 'INTERNAL_ERROR' };
    await exchange(server, user, 'Four', 'Answer four');
    await user.click(within(await saveNotice()).getByRole('button', { name: /close/i }));
    await waitFor(() => expect(screen.queryByText(TITLE)).not.toBeInTheDocument());
  });
});
