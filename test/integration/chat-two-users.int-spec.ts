import { makeTextPdf } from '../../services/document-ingest/src/extraction/test-pdf.test-util';
import { SignedInSite, startSignedInSite } from '../support/signed-in-site';
import { waitFor } from '../support/wait';

// Two users of the chat (ADR 19): neither can list, read, change or delete the other's chats, setting or
// documents by any id in path, query or body — not by the other's subject, not by their login name, and not by a
// login name chosen to look like the other's subject id. Runs on the embedded store and on MongoDB.

const ALICE = { sub: '0b5f2a8e-6a77-4c4b-9d2e-1f0c3a5b7d91', preferred_username: 'alice' };
const BOB = { sub: '7c1d9e40-2b3a-4f5e-8a6b-9c0d1e2f3a4b', preferred_username: 'bob' };
// Mallory registered the login name "<Alice's subject id>" (subject ids are public).
const MALLORY = { sub: 'mallory-sub', preferred_username: ALICE.sub };

describe('chats of two users', () => {
  let site: SignedInSite;

  beforeAll(async () => {
    site = await startSignedInSite('chat-two-users-');
    await call('POST', '/api/chats', BOB, {
      user_id: 'bob',
      chat_id: 'chat-1',
      messages: [{ role: 'user', content: "Bob's secret question about his visa" }],
    });
    await call('POST', '/set_rag', BOB, { user_id: 'bob', enable: false });
    const form = new FormData();
    form.append(
      'file',
      new Blob([await makeTextPdf([['Bob keeps his harbour crane notes here: crane number 4711.']])], {
        type: 'application/pdf',
      }),
      'bob-notes.pdf',
    );
    const { authorization } = await site.headers(BOB);
    expect(
      (await fetch(`${site.baseUrl}/upload_pdf`, { method: 'POST', headers: { authorization }, body: form }))
        .status,
    ).toBe(202);
    await waitFor(
      async () => {
        const response = await fetch(`${site.baseUrl}/api/documents`, { headers: { authorization } });
        const [document] = (await response.json()) as { status: string }[];
        return document?.status === 'ready' ? true : undefined;
      },
      120_000,
      "Bob's document to be ready",
    );
  }, 180_000);

  afterAll(async () => {
    await site?.close();
  });

  const call = (method: string, path: string, claims: Record<string, unknown>, body?: unknown) =>
    site.request(method, path, claims, body);
  const bobsChat = async () =>
    (await (await call('GET', '/api/chats/bob/chat-1', BOB)).json()) as { messages: { content: string }[] };

  it.each([
    ['GET', `/api/chats/user/${BOB.sub}`, undefined],
    ['GET', '/api/chats/user/bob', undefined],
    ['GET', '/api/chats/user/alice?user_id=bob', undefined],
    ['GET', `/api/chats/${BOB.sub}/chat-1`, undefined],
    ['GET', '/api/chats/bob/chat-1', undefined],
    ['DELETE', '/api/chats/bob/chat-1', undefined],
    ['DELETE', '/api/chats/alice/chat-1', { user_id: 'bob' }],
    ['POST', '/api/chats', { user_id: 'bob', chat_id: 'chat-1', messages: [] }],
    ['POST', '/api/chats', { user_id: BOB.sub, chat_id: 'chat-1', messages: [], replace: true }],
    ['POST', '/set_rag', { user_id: 'bob', enable: true }],
    ['POST', '/chat_with_file', { user_id: 'bob', question: 'crane?', model: 'gemma3:1b' }],
    ['POST', '/chat_with_file/stream', { user_id: BOB.sub, question: 'crane?', model: 'gemma3:1b' }],
  ])('Alice: %s %s naming Bob is refused with 403', async (method, path, body) => {
    const response = await call(method, path, ALICE, body);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'FORBIDDEN' });
  });

  it("Alice's own ids never reach Bob's chat, even with the same chat id", async () => {
    expect((await call('GET', '/api/chats/alice/chat-1', ALICE)).status).toBe(404);
    expect((await call('DELETE', '/api/chats/alice/chat-1', ALICE)).status).toBe(204);
    const own = await call('POST', '/api/chats', ALICE, {
      user_id: 'alice',
      chat_id: 'chat-1',
      messages: [{ role: 'user', content: 'Alice asks about tuition' }],
      replace: true,
    });
    expect(own.status).toBe(200);
    const list = (await (
      await call('GET', `/api/chats/user/${ALICE.sub}?q=visa`, ALICE)
    ).json()) as unknown[];
    expect(list).toEqual([]);
    expect((await bobsChat()).messages.map((message) => message.content)).toEqual([
      "Bob's secret question about his visa",
    ]);
    const bobsList = (await (await call('GET', '/api/chats/user/bob', BOB)).json()) as { title: string }[];
    expect(bobsList.map((chat) => chat.title)).toEqual(["Bob's secret question about hi"]);
  });

  it("Alice's RAG setting and questions never use Bob's setting or documents", async () => {
    expect((await call('POST', '/set_rag', ALICE, { user_id: 'alice', enable: true })).status).toBe(200);
    const mine = await call('POST', '/chat_with_file', ALICE, {
      user_id: 'alice',
      question: 'What is the number of the harbour crane?',
      file_name: 'bob-notes.pdf',
      model: 'gemma3:1b',
    });
    expect(await mine.json()).toMatchObject({ answer: 'No answer found.', sources: [], rag: true });

    const his = (await (
      await call('POST', '/chat_with_file', BOB, {
        user_id: 'bob',
        question: 'What is the number of the harbour crane?',
        model: 'gemma3:1b',
      })
    ).json()) as { rag: boolean };
    expect(his.rag).toBe(false);
  });

  it("Mallory, whose login name is Alice's subject id, cannot reach Alice's chats by it", async () => {
    for (const [method, path, body] of [
      ['GET', `/api/chats/user/${ALICE.sub}`, undefined],
      ['GET', `/api/chats/${ALICE.sub}/chat-1`, undefined],
      ['DELETE', `/api/chats/${ALICE.sub}/chat-1`, undefined],
      ['POST', '/api/chats', { user_id: ALICE.sub, chat_id: 'chat-1', messages: [], replace: true }],
      ['POST', '/set_rag', { user_id: ALICE.sub, enable: false }],
      ['POST', '/chat_with_file', { user_id: ALICE.sub, question: 'tuition?', model: 'gemma3:1b' }],
    ] as const) {
      const response = await call(method, path, MALLORY, body);
      expect({ path, status: response.status }).toEqual({ path, status: 403 });
    }
    // by her own subject she sees only her own (empty) history
    expect(await (await call('GET', '/api/chats/user/mallory-sub', MALLORY)).json()).toEqual([]);
    expect((await call('GET', '/api/chats/alice/chat-1', ALICE)).status).toBe(200);
  });

  it("keeps Bob's chats out of Alice's export", async () => {
    const exported = JSON.stringify(await (await call('GET', '/api/users/me/export', ALICE)).json());
    expect(exported).toContain('Alice asks about tuition');
    expect(exported).not.toContain('secret question');
  });

  it("erases Bob's chats and setting with his account, and nothing of Alice's", async () => {
    const accepted = await call('DELETE', '/api/users/me', BOB);
    expect(accepted.status).toBe(202);
    const { status_url } = (await accepted.json()) as { status_url: string };
    const finished = await waitFor(
      async () => {
        const status = (await (await call('GET', status_url, BOB)).json()) as {
          status: string;
          services: Record<string, { records: number } | null>;
        };
        return status.status === 'complete' ? status : undefined;
      },
      60_000,
      'the erasure to complete',
    );
    // chat-1 and the RAG setting
    expect(finished.services['chat-orchestrator']).toMatchObject({ records: 2 });
    expect(await (await call('GET', '/api/chats/user/bob', BOB)).json()).toEqual([]);
    expect((await call('GET', '/api/chats/alice/chat-1', ALICE)).status).toBe(200);
  });
});
