import { INestApplication, Injectable, Module } from '@nestjs/common';
import { createHttpApp, rootModule } from '../bootstrap';
import { BusClient, WorkItem, WorkQueue } from '../bus/bus.port';
import { InProcessBroker } from '../bus/in-process/in-process.broker';
import { InProcessServer } from '../bus/in-process/in-process.server';
import { loadConfig } from '../config/env';
import { commonEnv } from '../config/platform.config';
import { USER_DATA_EXPORTS } from '../contracts/user-data.contract';
import {
  ERASURE_CONFIRMATIONS_STREAM,
  ERASURE_CONFIRMED,
  type ErasureConfirmed,
  USER_ERASED,
  USER_EVENTS_STREAM,
} from '../contracts/user-erasure.contract';
import { userDataParticipant, UserDataRepository } from './user-data.participant';

const held = new Map<string, string[]>([['user-1', ['a', 'b']]]);

@Injectable()
class FakeUserDataRepository implements UserDataRepository {
  async exportFor(userId: string) {
    return { things: held.get(userId) ?? [] };
  }

  async eraseFor(userId: string) {
    const count = held.get(userId)?.length ?? 0;
    held.delete(userId);
    return count;
  }
}

const participant = userDataParticipant({ service: 'favourites', repository: FakeUserDataRepository });

@Module({ controllers: [...participant.controllers], providers: [...participant.providers] })
class ParticipantModule {}

async function waitFor<T>(probe: () => T | undefined): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const value = probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('condition not met');
}

describe(userDataParticipant.name, () => {
  let app: INestApplication;

  beforeAll(async () => {
    const config = loadConfig(commonEnv, { LOG_LEVEL: 'silent' });
    app = await createHttpApp(
      rootModule({ serviceName: 'participant', mode: 'standalone', config }, [ParticipantModule]),
    );
    app.connectMicroservice({ strategy: new InProcessServer(app.get(InProcessBroker)) });
    await app.startAllMicroservices();
    await app.init();
  });

  afterAll(async () => {
    await app?.close();
  });

  it("answers the service's export subject with what its repository holds about the user", async () => {
    const sut = app.get(BusClient);
    await expect(sut.request(USER_DATA_EXPORTS.favourites, { user_id: 'user-1' })).resolves.toEqual({
      things: ['a', 'b'],
    });
    await expect(sut.request(USER_DATA_EXPORTS.favourites, { user_id: 'user-2' })).resolves.toEqual({
      things: [],
    });
  });

  it('erases through its repository on user.erased and confirms how many records there were', async () => {
    const queue = app.get(WorkQueue);
    await queue.declareStream(USER_EVENTS_STREAM);
    await queue.declareStream(ERASURE_CONFIRMATIONS_STREAM);
    const confirmations: WorkItem<ErasureConfirmed>[] = [];
    const subscription = await queue.consume(
      ERASURE_CONFIRMED,
      { stream: ERASURE_CONFIRMATIONS_STREAM.name, durable: 'spec-ledger' },
      async (item) => void confirmations.push(item),
    );
    try {
      const erasureId = '6f1f0a3e-3a58-4c1b-9b7e-0c9f7a9c1d2e';
      await queue.publish(USER_ERASED, { erasure_id: erasureId, user_id: 'user-1' }, { msgId: erasureId });
      const [confirmation] = await waitFor(() => (confirmations.length ? confirmations : undefined));
      expect(confirmation?.payload).toMatchObject({
        erasure_id: erasureId,
        service: 'favourites',
        records: 2,
      });
      expect(confirmation?.msgId).toBe(`${erasureId}:favourites`);
      expect(held.has('user-1')).toBe(false);
    } finally {
      await subscription.stop();
    }
  });
});
