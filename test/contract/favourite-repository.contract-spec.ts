import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import {
  type Favourite,
  FavouriteRepository,
  favouriteKey,
  LmdbFavouriteRepository,
  MongooseFavouriteRepository,
} from '@site/favourites';

interface Adapter {
  readonly name: string;
  create(): Promise<{ repository: FavouriteRepository; reopen?: () => Promise<FavouriteRepository> }>;
}

const adapters: Adapter[] = [
  {
    name: 'embedded (lmdb)',
    async create() {
      const dir = await mkdtemp(join(tmpdir(), 'favourites-'));
      return {
        repository: new LmdbFavouriteRepository(dir),
        reopen: async () => new LmdbFavouriteRepository(dir),
      };
    },
  },
];
// The same suite runs against MongoDB wherever one is reachable: MONGO_URL=mongodb://… npm run test:integration
if (process.env.MONGO_URL) {
  adapters.push({
    name: 'MongoDB (mongoose)',
    async create() {
      const dbName = `favourites-contract-${randomUUID()}`;
      return {
        repository: await MongooseFavouriteRepository.connect(process.env.MONGO_URL!, dbName),
        reopen: () => MongooseFavouriteRepository.connect(process.env.MONGO_URL!, dbName),
      };
    },
  });
}

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
