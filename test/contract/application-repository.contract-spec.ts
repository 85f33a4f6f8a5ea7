import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type Application,
  ApplicationRepository,
  type ReminderRecord,
  type ReminderSettings,
  favouriteKey,
  LmdbApplicationRepository,
  MongooseApplicationRepository,
} from '@site/favourites';
import { testDatabasePrefix, testMongoUrl } from '../support/mongo';

interface Adapter {
  readonly name: string;
  create(): Promise<{ repository: ApplicationRepository; reopen: () => Promise<ApplicationRepository> }>;
}

const embedded: Adapter = {
  name: 'embedded (lmdb)',
  async create() {
    const dir = await mkdtemp(join(tmpdir(), 'applications-'));
    return {
      repository: new LmdbApplicationRepository(dir),
      reopen: async () => new LmdbApplicationRepository(dir),
    };
  },
};

const mongo = (url: string): Adapter => ({
  name: 'MongoDB (mongoose)',
  async create() {
    const dbName = `${testDatabasePrefix()}-applications`;
    return {
      repository: await MongooseApplicationRepository.connect(url, dbName),
      reopen: () => MongooseApplicationRepository.connect(url, dbName),
    };
  },
});

// The `embedded` project runs this suite on LMDB, the `mongodb` project on MongoDB (MONGO_URL; ADR 18).
const mongoUrl = testMongoUrl();
const adapters: Adapter[] = mongoUrl ? [mongo(mongoUrl)] : [embedded];

const application = (id: string, program: string, at = '2026-11-24T10:00:00.000Z'): Application => ({
  id,
  key: favouriteKey('TU Berlin', program),
  university: 'TU Berlin',
  program,
  country: 'Germany',
  link: 'https://www.tu.berlin/',
  programId: null,
  status: 'planning',
  history: [{ status: 'planning', at }],
  notes: '',
  checklist: [
    {
      id: 'step-1',
      kind: 'language_test',
      title: 'Take a language test',
      dueDate: '2027-01-15',
      category: 'preparation',
      done: false,
      doneAt: null,
    },
  ],
  createdAt: at,
  updatedAt: at,
  version: 1,
});

const subscription = (tokenHash: string) => ({
  tokenHash,
  language: 'de',
  createdAt: '2026-11-24T10:00:00.000Z',
});

const settings = (enabled: boolean, daysBefore = 7): ReminderSettings => ({
  enabled,
  daysBefore,
  email: 'alice@example.org',
  language: 'de',
  timeZone: 'Europe/Berlin',
  updatedAt: '2026-11-24T10:00:00.000Z',
});

const reminder = (key: string, itemUid = 'a.step-1@europa-launchpad'): ReminderRecord => ({
  key,
  itemUid,
  date: '2027-01-15',
  claimedAt: '2026-11-24T10:00:00.000Z',
  queuedAt: null,
  mail: { to: 'alice@example.org', subject: 'Erinnerung', text: 'Text', html: '<p>Text</p>' },
});

describe.each(adapters)('ApplicationRepository contract: $name', (adapter) => {
  let sut: ApplicationRepository;
  let reopen: () => Promise<ApplicationRepository>;

  beforeEach(async () => {
    ({ repository: sut, reopen } = await adapter.create());
  });

  afterEach(async () => {
    await sut.close();
  });

  it('lists what was created, oldest first, whole', async () => {
    const later = application('b', 'Physics', '2026-11-24T10:00:01.000Z');
    const earlier = application('a', 'Informatics');
    expect(await sut.create('u1', later, 100)).toBe('created');
    expect(await sut.create('u1', earlier, 100)).toBe('created');
    expect(await sut.list('u1')).toEqual([earlier, later]);
    expect(await sut.get('u1', 'b')).toEqual(later);
  });

  it('keeps one application per program and user, and a limit per user', async () => {
    await sut.create('u1', application('a', 'Informatics'), 2);
    expect(await sut.create('u1', application('b', 'Informatics'), 2)).toBe('exists');
    expect(await sut.create('u2', application('c', 'Informatics'), 2)).toBe('created');
    await sut.create('u1', application('d', 'Physics'), 2);
    expect(await sut.create('u1', application('e', 'Maths'), 2)).toBe('full');
    expect((await sut.list('u1')).map((a) => a.id)).toEqual(['a', 'd']);
  });

  it("keeps each user to their own applications: another's id reads, saves and removes nothing", async () => {
    await sut.create('u1', application('a', 'Informatics'), 100);
    expect(await sut.get('u2', 'a')).toBeUndefined();
    expect(await sut.save('u2', { ...application('a', 'Informatics'), notes: 'x', version: 2 })).toBe(
      'missing',
    );
    expect(await sut.remove('u2', 'a')).toBe(false);
    expect(await sut.list('u2')).toEqual([]);
    expect(await sut.get('u1', 'a')).toEqual(application('a', 'Informatics'));
  });

  it('saves the next version only, so a change made meanwhile is not lost', async () => {
    await sut.create('u1', application('a', 'Informatics'), 100);
    const next = { ...application('a', 'Informatics'), status: 'submitted' as const, version: 2 };
    expect(await sut.save('u1', next)).toBe('saved');
    expect(await sut.save('u1', { ...next, notes: 'stale' })).toBe('conflict');
    expect(await sut.save('u1', { ...application('zz', 'X'), version: 2 })).toBe('missing');
    expect(await sut.get('u1', 'a')).toEqual(next);
  });

  it('removes one application, and answers false the second time', async () => {
    await sut.create('u1', application('a', 'Informatics'), 100);
    expect(await sut.remove('u1', 'a')).toBe(true);
    expect(await sut.remove('u1', 'a')).toBe(false);
    expect(await sut.list('u1')).toEqual([]);
  });

  it('resolves a current token hash to its user, and a replaced or removed one to nobody', async () => {
    await sut.setSubscription('u1', subscription('hash-1'));
    expect(await sut.subscriberOf('hash-1')).toEqual({ userId: 'u1', subscription: subscription('hash-1') });
    await sut.setSubscription('u1', subscription('hash-2'));
    expect(await sut.subscriberOf('hash-1')).toBeUndefined();
    expect(await sut.subscription('u1')).toEqual(subscription('hash-2'));
    expect(await sut.removeSubscription('u1')).toBe(true);
    expect(await sut.removeSubscription('u1')).toBe(false);
    expect(await sut.subscriberOf('hash-2')).toBeUndefined();
    expect(await sut.subscription('u1')).toBeUndefined();
  });

  it("erases a user's applications and subscription, and nobody else's", async () => {
    await sut.create('u1', application('a', 'Informatics'), 100);
    await sut.create('u1', application('b', 'Physics'), 100);
    await sut.create('u2', application('c', 'Informatics'), 100);
    await sut.setSubscription('u1', subscription('hash-1'));
    await sut.setSubscription('u2', subscription('hash-2'));
    expect(await sut.eraseUser('u1')).toBe(3);
    expect(await sut.list('u1')).toEqual([]);
    expect(await sut.subscriberOf('hash-1')).toBeUndefined();
    expect(await sut.list('u2')).toHaveLength(1);
    expect((await sut.subscriberOf('hash-2'))?.userId).toBe('u2');
  });

  it('keeps what was written across a reopen', async () => {
    await sut.create('u1', application('a', 'Informatics'), 100);
    await sut.setSubscription('u1', subscription('hash-1'));
    await sut.close();
    sut = await reopen();
    expect(await sut.list('u1')).toEqual([application('a', 'Informatics')]);
    expect((await sut.subscriberOf('hash-1'))?.userId).toBe('u1');
  });

  it('keeps reminder settings per user, replaced whole, and lists only the users who switched them on', async () => {
    expect(await sut.reminderSettings('u1')).toBeUndefined();
    await sut.setReminderSettings('u1', settings(true, 3));
    await sut.setReminderSettings('u2', settings(false));
    expect(await sut.reminderSettings('u1')).toEqual(settings(true, 3));
    expect(await sut.reminderSettings('u2')).toEqual(settings(false));
    expect(await sut.reminderSubscribers()).toEqual([{ userId: 'u1', settings: settings(true, 3) }]);
    await sut.setReminderSettings('u1', settings(false, 10));
    expect(await sut.reminderSettings('u1')).toEqual(settings(false, 10));
    expect(await sut.reminderSubscribers()).toEqual([]);
  });

  it('claims a reminder key once, whoever asks again, and queues it again only until it is marked queued', async () => {
    await sut.setReminderSettings('u1', settings(true));
    await sut.setReminderSettings('u2', settings(true));
    expect(await sut.claimReminder('u1', reminder('k1'))).toBe(true);
    expect(await sut.claimReminder('u1', reminder('k1'))).toBe(false);
    expect(await sut.claimReminder('u2', reminder('k1'))).toBe(false);
    const both = await Promise.all([
      sut.claimReminder('u1', reminder('k2')),
      sut.claimReminder('u1', reminder('k2')),
    ]);
    expect(both.filter(Boolean)).toHaveLength(1);
    expect((await sut.unqueuedReminders()).map(({ userId, reminder: r }) => [userId, r.key]).sort()).toEqual([
      ['u1', 'k1'],
      ['u1', 'k2'],
    ]);
    await sut.markReminderQueued('u1', 'k1', '2026-11-24T10:00:01.000Z');
    await sut.markReminderQueued('u2', 'k2', '2026-11-24T10:00:01.000Z'); // another user's key: nothing
    expect((await sut.unqueuedReminders()).map(({ reminder: r }) => r.key)).toEqual(['k2']);
    expect((await sut.reminders('u1')).find((r) => r.key === 'k1')).toEqual({
      ...reminder('k1'),
      queuedAt: '2026-11-24T10:00:01.000Z',
      mail: null,
    });
    expect(await sut.reminders('u2')).toEqual([]);
  });

  it("erases a user's reminder settings and reminders with the rest, and nobody else's", async () => {
    await sut.setReminderSettings('u1', settings(true));
    await sut.setReminderSettings('u2', settings(true));
    await sut.claimReminder('u1', reminder('k1'));
    await sut.claimReminder('u2', reminder('k2'));
    expect(await sut.eraseUser('u1')).toBe(2);
    expect(await sut.reminderSettings('u1')).toBeUndefined();
    expect(await sut.reminders('u1')).toEqual([]);
    expect(await sut.reminderSettings('u2')).toEqual(settings(true));
    expect((await sut.reminders('u2')).map((r) => r.key)).toEqual(['k2']);
    // nothing of an erased user is kept, not even what was sent; and nothing is claimed for them any more
    expect(await sut.claimReminder('u1', reminder('k1'))).toBe(false);
    expect(await sut.reminders('u1')).toEqual([]);
  });

  it('claims nothing for a user whose reminders are off or were never set', async () => {
    expect(await sut.claimReminder('u1', reminder('k1'))).toBe(false);
    await sut.setReminderSettings('u1', settings(false));
    expect(await sut.claimReminder('u1', reminder('k1'))).toBe(false);
    expect(await sut.unqueuedReminders()).toEqual([]);
    await sut.setReminderSettings('u1', settings(true));
    expect(await sut.claimReminder('u1', reminder('k1'))).toBe(true);
  });

  it('keeps reminder settings and claims across a reopen', async () => {
    await sut.setReminderSettings('u1', settings(true));
    await sut.claimReminder('u1', reminder('k1'));
    await sut.close();
    sut = await reopen();
    expect(await sut.reminderSettings('u1')).toEqual(settings(true));
    expect(await sut.claimReminder('u1', reminder('k1'))).toBe(false);
  });
});
