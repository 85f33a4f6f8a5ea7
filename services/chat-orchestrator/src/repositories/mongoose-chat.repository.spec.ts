import type { Connection, Model } from 'mongoose';
import { toProblem } from '@site/platform';
import { ChatsController } from '../controllers/chats.controller';
import type { ChatDocument, ChatSettingDocument } from './chat.schema';
import { MongooseChatRepository } from './mongoose-chat.repository';

// A chats collection where another writer always gets in between this repository's read and its conditional write:
// every read sees a newer revision, and every write conditional on it matches nothing. A real MongoDB cannot be made
// to lose twenty races in a row on purpose, hence the double (only here, in the test).
function alwaysOutrunCollection() {
  let revision = 1;
  const calls = { reads: 0, writes: 0 };
  const query = <T>(value: () => T) => ({
    lean: () => ({ exec: async () => value() }),
    exec: async () => value(),
  });
  const chats = {
    findOne: () =>
      query(() => {
        calls.reads += 1;
        revision += 1;
        return {
          userId: 'user-1',
          chatId: 'chat-1',
          title: 'Hello',
          createdAt: '2026-11-24T10:00:00.000Z',
          updatedAt: '2026-11-24T10:00:00.000Z',
          revision,
          messageCount: 1,
          messages: [{ role: 'user', content: 'Hello' }],
        };
      }),
    updateOne: () =>
      query(() => {
        calls.writes += 1;
        return { matchedCount: 0, modifiedCount: 0 };
      }),
  };
  return { chats: chats as unknown as Model<ChatDocument>, calls };
}

const messages = [
  { role: 'user' as const, content: 'Hello' },
  { role: 'assistant' as const, content: 'Hi' },
];
const options = { replace: false, now: '2026-11-24T10:00:01.000Z', maxChats: 100 };

describe('MongooseChatRepository.save when other writers keep winning the race', () => {
  it('stops after a bounded number of tries and says the chat is contended, writing nothing of its own', async () => {
    const { chats, calls } = alwaysOutrunCollection();
    const sut = new MongooseChatRepository({} as Connection, chats, {} as Model<ChatSettingDocument>);

    await expect(sut.save('user-1', 'chat-1', messages, options)).resolves.toEqual({ outcome: 'contended' });
    expect(calls.writes).toBe(20);
    expect(calls.reads).toBe(20);
  });

  it('is answered 503 SERVICE_UNAVAILABLE with {detail, code}, not a 500', async () => {
    const { chats } = alwaysOutrunCollection();
    const controller = new ChatsController(
      new MongooseChatRepository({} as Connection, chats, {} as Model<ChatSettingDocument>),
    );

    const error = await controller
      .save({ user_id: 'user-1', chat_id: 'chat-1', messages, replace: false }, {
        sub: 'user-1',
      } as Parameters<ChatsController['save']>[1])
      .then(
        () => undefined,
        (reason: unknown) => reason,
      );
    const problem = toProblem(error);
    expect(problem.unexpected).toBeFalsy();
    expect(problem.status).toBe(503);
    expect(problem.body).toEqual({ detail: expect.stringMatching(/save/i), code: 'SERVICE_UNAVAILABLE' });
  });
});
