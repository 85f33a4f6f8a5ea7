import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type ChatMessage,
  ChatRepository,
  LmdbChatRepository,
  MongooseChatRepository,
  type SaveOptions,
} from '@site/chat-orchestrator';
import { testDatabasePrefix, testMongoUrl } from '../support/mongo';

interface Adapter {
  readonly name: string;
  create(): Promise<{ repository: ChatRepository; reopen: () => Promise<ChatRepository> }>;
}

const embedded: Adapter = {
  name: 'embedded (lmdb)',
  async create() {
    const dir = await mkdtemp(join(tmpdir(), 'chats-'));
    return { repository: new LmdbChatRepository(dir), reopen: async () => new LmdbChatRepository(dir) };
  },
};

const mongo = (url: string): Adapter => ({
  name: 'MongoDB (mongoose)',
  async create() {
    const dbName = `${testDatabasePrefix()}-chat-orchestrator`;
    return {
      repository: await MongooseChatRepository.connect(url, dbName),
      reopen: () => MongooseChatRepository.connect(url, dbName),
    };
  },
});

// The `embedded` test project runs this suite on LMDB, the `mongodb` project on MongoDB (MONGO_URL; ADR 18).
const mongoUrl = testMongoUrl();
const adapters: Adapter[] = mongoUrl ? [mongo(mongoUrl)] : [embedded];

const user = (content: string): ChatMessage => ({ role: 'user', content });
const assistant = (content: string): ChatMessage => ({ role: 'assistant', content });
const at = (second: number) => new Date(Date.UTC(2026, 10, 24, 10, 0, second)).toISOString();
const options = (overrides: Partial<SaveOptions> = {}): SaveOptions => ({
  replace: false,
  now: at(0),
  maxChats: 10_000,
  ...overrides,
});

describe.each(adapters)('ChatRepository contract: $name', (adapter) => {
  let sut: ChatRepository;
  let reopen: () => Promise<ChatRepository>;

  beforeEach(async () => {
    ({ repository: sut, reopen } = await adapter.create());
  });

  afterEach(async () => {
    await sut.close();
  });

  it('creates a chat with an empty list and reads it back', async () => {
    const saved = await sut.save('u1', 'chat-1', [], options());
    expect(saved).toEqual({
      outcome: 'saved',
      chat: { chatId: 'chat-1', title: '', createdAt: at(0), updatedAt: at(0), messages: [] },
    });
    expect(await sut.get('u1', 'chat-1')).toEqual({
      chatId: 'chat-1',
      title: '',
      createdAt: at(0),
      updatedAt: at(0),
      messages: [],
    });
    expect(await sut.get('u1', 'chat-2')).toBeUndefined();
    expect(await sut.get('u2', 'chat-1')).toBeUndefined();
  });

  it('titles a chat with the first 30 characters of its first user message', async () => {
    const messages = [
      assistant('A new chat started; RAG is disabled.'),
      user('  Wie hoch ist die Studiengebühr\nfür das Wintersemester 2026? 🎓'),
      user('second question'),
    ];
    const { chat } = (await sut.save('u1', 'chat-1', messages, options())) as { chat: { title: string } };
    expect(chat.title).toBe('Wie hoch ist die Studiengebühr');
    await sut.save('u1', 'chat-2', [user('😀'.repeat(40))], options());
    const [listed] = await sut.list('u1', { limit: 1 });
    expect(listed).toMatchObject({ chatId: 'chat-2', title: '😀'.repeat(30), messageCount: 1 });
  });

  it('keeps sources and the model with a message', async () => {
    const answer: ChatMessage = {
      role: 'assistant',
      content: 'The fee is 312 euros [1].',
      model: 'gemma3:1b',
      sources: [{ n: 1, file_name: 'handbook.pdf', page: 2, snippet: 'The fee is 312 euros.', score: 0.9 }],
    };
    await sut.save('u1', 'chat-1', [user('Fee?'), answer], options());
    expect((await sut.get('u1', 'chat-1'))?.messages).toEqual([user('Fee?'), answer]);
  });

  it('lists newest first by creation time, without messages, up to the limit', async () => {
    await sut.save('u1', 'b', [user('second')], options({ now: at(2) }));
    await sut.save('u1', 'a', [user('first')], options({ now: at(1) }));
    await sut.save('u1', 'c', [user('third'), assistant('answer')], options({ now: at(3) }));
    // a later save changes updatedAt, never the position in the list
    await sut.save('u1', 'a', [user('first'), assistant('late answer')], options({ now: at(9) }));
    await sut.save('u2', 'z', [user('other user')], options({ now: at(5) }));
    expect(await sut.list('u1', { limit: 10 })).toEqual([
      { chatId: 'c', title: 'third', createdAt: at(3), updatedAt: at(3), messageCount: 2 },
      { chatId: 'b', title: 'second', createdAt: at(2), updatedAt: at(2), messageCount: 1 },
      { chatId: 'a', title: 'first', createdAt: at(1), updatedAt: at(9), messageCount: 2 },
    ]);
    expect((await sut.list('u1', { limit: 2 })).map((chat) => chat.chatId)).toEqual(['c', 'b']);
  });

  it('finds chats by title or message text, case-insensitively and literally', async () => {
    await sut.save(
      'u1',
      'fees',
      [user('Tuition fees'), assistant('About 312 EUR (a.k.a. cheap)')],
      options(),
    );
    await sut.save('u1', 'visa', [user('Visa rules'), assistant('You need a passport.')], options());
    const ids = async (query: string) =>
      (await sut.list('u1', { query, limit: 10 })).map((chat) => chat.chatId).sort();
    expect(await ids('tuition')).toEqual(['fees']);
    expect(await ids('PASSPORT')).toEqual(['visa']);
    expect(await ids('(a.k.a.')).toEqual(['fees']);
    expect(await ids('a.k.a.*')).toEqual([]);
    expect(await sut.list('u2', { query: 'tuition', limit: 10 })).toEqual([]);
  });

  it('stores a list that extends the stored one, refuses one that drops messages, and replaces on request', async () => {
    await sut.save('u1', 'chat-1', [user('q1'), assistant('a1')], options({ now: at(1) }));
    const extended = await sut.save(
      'u1',
      'chat-1',
      [user('q1'), assistant('a1'), user('q2')],
      options({ now: at(2) }),
    );
    expect(extended).toMatchObject({ outcome: 'saved', chat: { createdAt: at(1), updatedAt: at(2) } });

    const dropping = await sut.save('u1', 'chat-1', [user('q1'), user('other')], options({ now: at(3) }));
    expect(dropping).toEqual({
      outcome: 'conflict',
      chat: expect.objectContaining({ messages: [user('q1'), assistant('a1'), user('q2')] }),
    });
    expect((await sut.get('u1', 'chat-1'))?.updatedAt).toBe(at(2));

    const replaced = await sut.save('u1', 'chat-1', [user('fresh')], options({ now: at(4), replace: true }));
    expect(replaced).toMatchObject({ outcome: 'saved', chat: { title: 'fresh', messages: [user('fresh')] } });
    expect((await sut.get('u1', 'chat-1'))?.messages).toEqual([user('fresh')]);
  });

  it('never loses a message when many writers append to the same chat at once', async () => {
    await sut.save('u1', 'busy', [user('start')], options());
    const writers = 12;
    const appendOne = async (n: number) => {
      for (;;) {
        const stored = (await sut.get('u1', 'busy'))!;
        const outcome = await sut.save('u1', 'busy', [...stored.messages, user(`message ${n}`)], options());
        if (outcome.outcome === 'saved') return;
        expect(outcome.outcome).toBe('conflict');
      }
    };
    await Promise.all(Array.from({ length: writers }, (_, n) => appendOne(n)));
    const contents = (await sut.get('u1', 'busy'))!.messages.map((message) => message.content);
    expect(contents).toHaveLength(writers + 1);
    expect(contents.slice(1).sort()).toEqual(
      Array.from({ length: writers }, (_, n) => `message ${n}`).sort(),
    );
  });

  it('refuses a new chat beyond the limit and still saves existing ones', async () => {
    for (const id of ['a', 'b', 'c']) await sut.save('u1', id, [], options({ maxChats: 3 }));
    expect(await sut.save('u1', 'd', [], options({ maxChats: 3 }))).toEqual({ outcome: 'full' });
    expect((await sut.save('u1', 'a', [user('hi')], options({ maxChats: 3 }))).outcome).toBe('saved');
    expect((await sut.save('u2', 'd', [], options({ maxChats: 3 }))).outcome).toBe('saved');
    expect(await sut.list('u1', { limit: 10 })).toHaveLength(3);
  });

  it('removes a chat and says when there was none', async () => {
    await sut.save('u1', 'chat-1', [user('hi')], options());
    await sut.save('u2', 'chat-1', [user('hi')], options());
    expect(await sut.remove('u1', 'chat-1')).toBe(true);
    expect(await sut.remove('u1', 'chat-1')).toBe(false);
    expect(await sut.get('u1', 'chat-1')).toBeUndefined();
    expect(await sut.list('u1', { limit: 10 })).toEqual([]);
    expect(await sut.get('u2', 'chat-1')).toBeDefined();
  });

  it('keeps the retrieval setting per user, off until set', async () => {
    expect(await sut.ragEnabled('u1')).toBe(false);
    await sut.setRag('u1', true, at(1));
    expect(await sut.ragEnabled('u1')).toBe(true);
    expect(await sut.ragEnabled('u2')).toBe(false);
    await sut.setRag('u1', false, at(2));
    expect(await sut.ragEnabled('u1')).toBe(false);
  });

  it('exports every chat with its messages and erases a user’s chats and setting only', async () => {
    const alice = randomUUID();
    const bob = `${alice}x`;
    await sut.save(alice, 'chat-1', [user('one')], options({ now: at(1) }));
    await sut.save(alice, 'chat-2', [user('two'), assistant('answer')], options({ now: at(2) }));
    await sut.setRag(alice, true, at(3));
    await sut.save(bob, 'chat-1', [user('bob')], options());
    await sut.setRag(bob, true, at(3));

    const exported = await sut.all(alice);
    expect(exported.map((chat) => [chat.chatId, chat.messages.length]).sort()).toEqual([
      ['chat-1', 1],
      ['chat-2', 2],
    ]);

    expect(await sut.eraseUser(alice)).toBe(3);
    expect(await sut.list(alice, { limit: 10 })).toEqual([]);
    expect(await sut.ragEnabled(alice)).toBe(false);
    expect(await sut.eraseUser(alice)).toBe(0);
    expect(await sut.list(bob, { limit: 10 })).toHaveLength(1);
    expect(await sut.ragEnabled(bob)).toBe(true);
  });

  it('keeps every acknowledged write across a reopen', async () => {
    await sut.save('u1', 'chat-1', [user('kept')], options());
    await sut.setRag('u1', true, at(1));
    await sut.close();
    sut = await reopen();
    expect((await sut.get('u1', 'chat-1'))?.messages).toEqual([user('kept')]);
    expect(await sut.ragEnabled('u1')).toBe(true);
  });

  it('lists a history of 1,000 chats newest first', async () => {
    const owner = randomUUID();
    for (let i = 0; i < 1000; i += 1) {
      const now = new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString();
      await sut.save(owner, `chat-${i}`, [user(`Question number ${i}`)], options({ now }));
    }
    const listed = await sut.list(owner, { limit: 1000 });
    expect(listed).toHaveLength(1000);
    expect(listed[0]).toMatchObject({ chatId: 'chat-999', title: 'Question number 999' });
    expect(listed[999]).toMatchObject({ chatId: 'chat-0' });
    expect(listed.every((chat, i) => i === 0 || chat.createdAt < listed[i - 1]!.createdAt)).toBe(true);
    expect(await sut.list(owner, { limit: 200 })).toEqual(listed.slice(0, 200));
  }, 120_000);
});
