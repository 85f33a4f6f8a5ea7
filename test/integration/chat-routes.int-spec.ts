import { SignedInSite, startSignedInSite } from '../support/signed-in-site';

// The chat's paths (ADR 24): `GET /api/chats/user/{userId}` is the list of the caller's chats and
// `GET /api/chats/{userId}/{chatId}` one chat. They overlap exactly when the first segment is "user", so "user" never
// names a user of the chat: a login name "user" is refused like any id that is not the caller's own, and the caller
// uses their subject id. Data is chosen by the token's subject only; an id in a path is only compared.

const ALICE = { sub: '0b5f2a8e-6a77-4c4b-9d2e-1f0c3a5b7d91', preferred_username: 'alice' };
/** Someone whose login name is "user". */
const USER = { sub: '4e2c8b1a-9d3f-4a6e-b7c5-2f1e0d9c8b7a', preferred_username: 'user' };

describe('chat routes', () => {
  let site: SignedInSite;

  beforeAll(async () => {
    site = await startSignedInSite('chat-routes-');
  }, 120_000);

  afterAll(async () => {
    await site?.close();
  });

  const call = (method: string, path: string, claims: Record<string, unknown>, body?: unknown) =>
    site.request(method, path, claims, body);
  const save = (claims: Record<string, unknown>, userId: string, chatId: string, content: string) =>
    call('POST', '/api/chats/', claims, {
      user_id: userId,
      chat_id: chatId,
      messages: [{ role: 'user', content }],
    });

  it('reads GET /api/chats/user/{id} as the list, and a chat whose id is "user" by its own path', async () => {
    expect((await save(ALICE, 'alice', 'user', 'A chat whose id is user')).status).toBe(200);
    expect((await save(ALICE, 'alice', 'chat-2', 'Another chat')).status).toBe(200);

    const list = await call('GET', '/api/chats/user/alice', ALICE);
    expect(list.status).toBe(200);
    const chats = (await list.json()) as { chat_id: string; user_id: string }[];
    expect(chats.map((chat) => chat.chat_id).sort()).toEqual(['chat-2', 'user']);
    expect(await (await call('GET', `/api/chats/user/${ALICE.sub}`, ALICE)).json()).toHaveLength(2);

    const one = await call('GET', '/api/chats/alice/user', ALICE);
    expect(one.status).toBe(200);
    expect(await one.json()).toMatchObject({
      chat_id: 'user',
      messages: [{ role: 'user', content: 'A chat whose id is user' }],
    });
  });

  it("refuses a list named by an id that is not the caller's, with {detail, code}, and chooses no data by it", async () => {
    for (const path of ['/api/chats/user/bob', '/api/chats/user/chat-2', '/api/chats/user/user']) {
      const response = await call('GET', path, ALICE);
      expect({ path, status: response.status }).toEqual({ path, status: 403 });
      expect(await response.json()).toEqual({ detail: expect.any(String), code: 'FORBIDDEN' });
    }
  });

  it('never takes the login name "user" as a user id of the chat: the caller names themselves by subject', async () => {
    for (const [method, path, body] of [
      ['POST', '/api/chats/', { user_id: 'user', chat_id: 'c-1', messages: [] }],
      ['GET', '/api/chats/user/user', undefined],
      ['DELETE', '/api/chats/user/c-1', undefined],
      ['POST', '/set_rag', { user_id: 'user', enable: true }],
      ['POST', '/chat_with_file', { user_id: 'user', question: 'Hello?', model: 'gemma3:1b' }],
    ] as const) {
      const response = await call(method, path, USER, body);
      expect({ method, path, status: response.status }).toEqual({ method, path, status: 403 });
      const problem = (await response.json()) as { detail: string; code: string };
      expect(problem).toEqual({ detail: expect.stringContaining('subject'), code: 'FORBIDDEN' });
    }
    // by the subject everything works, and GET /api/chats/user/{chatId} is never one of their chats
    expect((await save(USER, USER.sub, 'c-1', 'My question')).status).toBe(200);
    const list = (await (await call('GET', `/api/chats/user/${USER.sub}`, USER)).json()) as {
      chat_id: string;
    }[];
    expect(list.map((chat) => chat.chat_id)).toEqual(['c-1']);
    expect((await call('GET', `/api/chats/${USER.sub}/c-1`, USER)).status).toBe(200);
    expect((await call('GET', '/api/chats/user/c-1', USER)).status).toBe(403);
    // and none of Alice's chats
    expect(list.map((chat) => chat.chat_id)).not.toContain('user');
  });
});
