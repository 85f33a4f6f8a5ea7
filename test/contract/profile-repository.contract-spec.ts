import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mongoose from 'mongoose';
import {
  type ErasureRecord,
  LmdbProfileRepository,
  MongooseProfileRepository,
  type Profile,
  ProfileRepository,
} from '@site/profile';
import { testDatabasePrefix, testMongoUrl, withDatabase } from '../support/mongo';

interface Adapter {
  readonly name: string;
  create(): Promise<{ repository: ProfileRepository; reopen: () => Promise<ProfileRepository> }>;
}

const embedded: Adapter = {
  name: 'embedded (lmdb)',
  async create() {
    const dir = await mkdtemp(join(tmpdir(), 'profile-'));
    return {
      repository: new LmdbProfileRepository(dir),
      reopen: async () => new LmdbProfileRepository(dir),
    };
  },
};

const mongo = (url: string): Adapter => ({
  name: 'MongoDB (mongoose)',
  async create() {
    const dbName = `${testDatabasePrefix()}-profile`;
    return {
      repository: await MongooseProfileRepository.connect(url, dbName),
      reopen: () => MongooseProfileRepository.connect(url, dbName),
    };
  },
});

// The `embedded` test project runs this suite on LMDB, the `mongodb` project on MongoDB (MONGO_URL; ADR 18).
const mongoUrl = testMongoUrl();
const adapters: Adapter[] = mongoUrl ? [mongo(mongoUrl)] : [embedded];

const profile = (userId: string, overrides: Partial<Profile> = {}): Profile => ({
  user_id: userId,
  email: `${userId}@example.org`,
  display_name: 'Ada',
  first_name: 'Ada',
  last_name: 'Lovelace',
  date_of_birth: '1990-12-10',
  address_line1: 'Unter den Linden 1',
  address_line2: null,
  city: 'Berlin',
  state_region: null,
  postal_code: '10117',
  country_code: 'DE',
  phone: '+49 30 1234567',
  mobile_phone: null,
  updated_at: '2026-11-23T10:00:00.000Z',
  ...overrides,
});

describe.each(adapters)('ProfileRepository contract: $name', (adapter) => {
  let sut: ProfileRepository;
  let reopen: () => Promise<ProfileRepository>;

  beforeEach(async () => {
    ({ repository: sut, reopen } = await adapter.create());
  });

  afterEach(async () => {
    await sut.close();
  });

  it('has no profile for a user who never saved one', async () => {
    expect(await sut.get('nobody')).toBeUndefined();
  });

  it('returns exactly what was saved, nulls included', async () => {
    await sut.put(profile('u1'));
    expect(await sut.get('u1')).toEqual(profile('u1'));
  });

  it('replaces the whole profile on save: a field left empty becomes null', async () => {
    await sut.put(profile('u1'));
    await sut.put(profile('u1', { city: null, phone: null }));
    expect(await sut.get('u1')).toMatchObject({ city: null, phone: null, first_name: 'Ada' });
  });

  it("erases one user's profile only", async () => {
    await sut.put(profile('u1'));
    await sut.put(profile('u2'));
    expect(await sut.eraseUser('u1')).toBe(true);
    expect(await sut.eraseUser('u1')).toBe(false);
    expect(await sut.get('u1')).toBeUndefined();
    expect(await sut.get('u2')).toEqual(profile('u2'));
  });

  it('keeps every acknowledged write across a reopen', async () => {
    await sut.put(profile('u1'));
    await sut.close();
    sut = await reopen();
    expect(await sut.get('u1')).toEqual(profile('u1'));
  });

  describe('the erasure ledger', () => {
    const erasure = (id: string): ErasureRecord => ({
      erasure_id: id,
      user_id: 'u1',
      requested_at: '2026-11-23T10:00:00.000Z',
      completed_at: null,
      services: { favourites: null, profile: null },
    });
    const confirmation = (at: string) => ({ records: 2, erased_at: at });

    it('records confirmations once each and completes when every service has confirmed', async () => {
      const id = 'a7b3c1d2-0000-4000-8000-000000000001';
      await sut.putErasure(erasure(id));
      expect(await sut.pendingErasures()).toEqual([erasure(id)]);
      await sut.confirmErasure(id, 'favourites', confirmation('2026-11-23T10:00:01.000Z'));
      await sut.confirmErasure(id, 'favourites', confirmation('2026-11-23T10:00:09.000Z'));
      expect((await sut.getErasure(id))?.services.favourites).toEqual(
        confirmation('2026-11-23T10:00:01.000Z'),
      );
      expect((await sut.getErasure(id))?.completed_at).toBeNull();
      await sut.confirmErasure(id, 'profile', confirmation('2026-11-23T10:00:02.000Z'));
      expect((await sut.getErasure(id))?.completed_at).toBe('2026-11-23T10:00:02.000Z');
      expect(await sut.pendingErasures()).toEqual([]);
    });

    it('ignores a confirmation of an unknown erasure', async () => {
      expect(
        await sut.confirmErasure(
          'a7b3c1d2-0000-4000-8000-000000000002',
          'profile',
          confirmation('2026-11-23T10:00:00.000Z'),
        ),
      ).toBeUndefined();
    });
  });
});

if (mongoUrl) {
  describe(`${MongooseProfileRepository.name} on MongoDB`, () => {
    const openConnections = (dbName: string) =>
      mongoose.connections.filter(
        (connection) =>
          connection.name === dbName && connection.readyState !== mongoose.ConnectionStates.disconnected,
      );

    it('names its database <db>-profile after the database MONGO_URL names', async () => {
      const prefix = testDatabasePrefix();
      const sut = await MongooseProfileRepository.connect(withDatabase(mongoUrl, prefix));
      await sut.put(profile('u1'));
      await sut.close();
      const named = await MongooseProfileRepository.connect(mongoUrl, `${prefix}-profile`);
      try {
        expect(await named.get('u1')).toEqual(profile('u1'));
      } finally {
        await named.close();
      }
    });

    it('closes its connection when it cannot start (its unique index over duplicate records)', async () => {
      const dbName = `${testDatabasePrefix()}-profile`;
      const seed = await mongoose.createConnection(mongoUrl, { dbName }).asPromise();
      await seed.collection('profiles').insertMany([profile('u1'), profile('u1')]);
      await seed.close();

      await expect(MongooseProfileRepository.connect(mongoUrl, dbName)).rejects.toThrow(/duplicate key/);
      const leaked = openConnections(dbName);
      await Promise.all(leaked.map((connection) => connection.close())); // else jest would never exit
      expect(leaked).toHaveLength(0);
    });
  });
}
