import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import ChatRoute from '@/app/routes/chat';
import { serveChat, stubScreenWidth } from '@/features/chat/testing/chat-server';
import { alice, createFakeAuthClient } from '@/testing/fake-auth-client';
import { renderWithProviders } from '@/testing/render';

beforeEach(() => {
  stubScreenWidth(1280);
});

/** The user id the page names in its calls (its first one tells the chat service the RAG setting). */
async function userIdSent(user: { subject: string; username: string }) {
  const server = serveChat();
  renderWithProviders(<ChatRoute />, { authClient: createFakeAuthClient({ user }) });
  await waitFor(() => expect(server.callsTo('POST', '/set_rag')).toHaveLength(1));
  return (server.callsTo('POST', '/set_rag')[0]!.body as { user_id: string }).user_id;
}

describe('ChatRoute', () => {
  it('names the user by the login name (specification section 3)', async () => {
    expect(await userIdSent(alice)).toBe('alice');
  });

  it('names the user by the subject when the login name is shaped like a subject id, which the services refuse', async () => {
    const user = { subject: alice.subject, username: '0b6f8a2e-1d3c-4e5f-8a9b-0c1d2e3f4a5b' };
    expect(await userIdSent(user)).toBe(alice.subject);
  });

  it('names the user by the subject when the login name is "user", which the path of one chat cannot carry', async () => {
    // GET /api/chats/user/{chatId} is the history list's path (specification section 7)
    expect(await userIdSent({ subject: alice.subject, username: 'user' })).toBe(alice.subject);
  });
});
