import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import {
  type Favourite,
  FavouriteRepository,
  favouriteKey,
  LmdbFavouriteRepository,
  MongooseFavouriteRepository,
} from '@site/favourites';
import { testDatabasePrefix, testMongoUrl, withDatabase } from '../support/mongo';

interface Adapter {
  readonly name: string;
  create(): Promise<{ repository: FavouriteRepository; reopen?: () => Promise<FavouriteRepository> }>;
}

const embedded: Adapter = {
  name: 'embedded (lmdb)',
  async create() {
    const dir = await mkdtemp(join(tmpdir(), 'favourites-'));
    return {
      repository: new LmdbFavouriteRepository(dir),
      reopen: async () => new LmdbFavouriteRepository(dir),
    };
  },
};

const mongo = (url: string): Adapter => ({
  name: 'MongoDB (mongoose)',
  async create() {
    const dbName = `${testDatabasePrefix()}-favourites`;
    return {
      repository: await MongooseFavouriteRepository.connect(url, dbName),
      reopen: () => MongooseFavouriteRepository.connect(url, dbName),
    };
  },
});

// The `embedded` test project runs this suite on LMDB, the `mongodb` project on MongoDB (MONGO_URL; ADR 18).
const mongoUrl = testMongoUrl();
const adapters: Adapter[] = mongoUrl ? [mongo(mongoUrl)] : [embedded];

const favourite = (university: string, program: string, at = '2026-11-23T10:00:00.000Z'): Favourite => ({
  key: favouriteKey(university, program),
  entry: { university, program, country: 'Germany' },
  createdAt: at,
});

describe.each(adapters)('FavouriteRepository contract: $name', (adapter) => {
  let sut: FavouriteRepository;
  let reopen: (() => Promise<FavouriteRepository>) | undefined;

  beforeEach(async () => {
    ({ repository: sut, reopen } = await adapter.create());
  });

  afterEach(async () => {
    await sut.close();
  });

  it('lists what was added, oldest first, with the whole entry', async () => {
    await sut.add('u1', favourite('TU Berlin', 'Informatics', '2026-11-23T10:00:01.000Z'), 500);
    await sut.add('u1', favourite('LMU Munich', 'Physics', '2026-11-23T10:00:00.000Z'), 500);
    const list = await sut.list('u1');
    expect(list.map((f) => f.entry.university)).toEqual(['LMU Munich', 'TU Berlin']);
    expect(list[0]?.entry).toEqual({ university: 'LMU Munich', program: 'Physics', country: 'Germany' });
  });

  it('adds a key once: the same university in other letter case is the same favourite', async () => {
    expect(await sut.add('u1', favourite('TU Berlin', 'Informatics'), 500)).toBe('added');
    expect(await sut.add('u1', favourite('tu berlin', 'Informatics'), 500)).toBe('exists');
    expect(await sut.list('u1')).toHaveLength(1);
  });

  it('keeps each user to their own favourites', async () => {
    await sut.add('u1', favourite('TU Berlin', 'Informatics'), 500);
    await sut.add('u2', favourite('TU Berlin', 'Informatics'), 500);
    expect(await sut.eraseUser('u2')).toBe(1);
    expect(await sut.list('u1')).toHaveLength(1);
    expect(await sut.list('u2')).toEqual([]);
  });

  it('refuses an add beyond the limit and changes nothing', async () => {
    for (let i = 0; i < 3; i += 1) await sut.add('u1', favourite('University', `Program ${i}`), 3);
    expect(await sut.add('u1', favourite('University', 'Program 9'), 3)).toBe('full');
    expect((await sut.list('u1')).map((f) => f.entry.program)).toEqual([
      'Program 0',
      'Program 1',
      'Program 2',
    ]);
    expect(await sut.add('u1', favourite('University', 'Program 1'), 3)).toBe('exists');
  });

  it('removes one that exists and says when there was none', async () => {
    await sut.add('u1', favourite('TU Berlin', 'Informatics'), 500);
    expect(await sut.remove('u1', favouriteKey('TU BERLIN', 'Informatics'))).toBe(true);
    expect(await sut.remove('u1', favouriteKey('TU Berlin', 'Informatics'))).toBe(false);
    expect(await sut.list('u1')).toEqual([]);
  });

  it('keeps every acknowledged write across a reopen', async () => {
    await sut.add('u1', favourite('TU Berlin', 'Informatics'), 500);
    await sut.close();
    sut = await reopen!();
    expect((await sut.list('u1')).map((f) => f.entry.program)).toEqual(['Informatics']);
  });

  it('lists, counts and erases long keys of real users (a token subject and a long program name)', async () => {
    const user = randomUUID();
    const other = `${user}x`;
    const long = favourite(
      'University of Vienna',
      'Economics and Social Sciences (BSc) with a long specialisation',
    );
    await sut.add(user, long, 500);
    await sut.add(user, favourite('TU Wien', 'Informatics'), 500);
    await sut.add(other, long, 500);
    expect((await sut.list(user)).map((f) => f.entry.university).sort()).toEqual([
      'TU Wien',
      'University of Vienna',
    ]);
    expect(await sut.add(user, long, 500)).toBe('exists');
    expect(await sut.add(user, favourite('Third', 'One'), 2)).toBe('full');
    expect(await sut.eraseUser(user)).toBe(2);
    expect(await sut.list(user)).toEqual([]);
    expect(await sut.list(other)).toHaveLength(1);
  });
});

if (mongoUrl) {
  describe(`${MongooseFavouriteRepository.name} on MongoDB`, () => {
    const openConnections = (dbName: string) =>
      mongoose.connections.filter(
        (connection) =>
          connection.name === dbName && connection.readyState !== mongoose.ConnectionStates.disconnected,
      );

    it('names its database <db>-favourites after the database MONGO_URL names', async () => {
      const prefix = testDatabasePrefix();
      const sut = await MongooseFavouriteRepository.connect(withDatabase(mongoUrl, prefix));
      await sut.add('u1', favourite('TU Berlin', 'Informatics'), 500);
      await sut.close();
      const named = await MongooseFavouriteRepository.connect(mongoUrl, `${prefix}-favourites`);
      try {
        expect((await named.list('u1')).map((f) => f.entry.program)).toEqual(['Informatics']);
      } finally {
        await named.close();
      }
    });

    it('closes its connection when it cannot start (its unique index over duplicate records)', async () => {
      const dbName = `${testDatabasePrefix()}-favourites`;
      const seed = await mongoose.createConnection(mongoUrl, { dbName }).asPromise();
      const duplicate = { userId: 'u1', key: 'k', entry: {}, createdAt: '2026-11-23T10:00:00.000Z' };
      await seed.collection('favourites').insertMany([{ ...duplicate }, { ...duplicate }]);
      await seed.close();

      await expect(MongooseFavouriteRepository.connect(mongoUrl, dbName)).rejects.toThrow(/duplicate key/);
      const leaked = openConnections(dbName);
      await Promise.all(leaked.map((connection) => connection.close())); // else jest would never exit
      expect(leaked).toHaveLength(0);
    });
  });
}
