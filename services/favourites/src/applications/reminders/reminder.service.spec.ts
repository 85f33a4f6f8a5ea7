import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type PlatformConfig,
  type PublishOptions,
  type PublishResult,
  type RawConsumerSpec,
  type WorkHandler,
  WorkQueue,
  type WorkStreamSpec,
  type WorkSubscription,
} from '@site/platform';
import { LmdbFavouriteRepository } from '../../repositories/lmdb-favourite.repository';
import type { Application } from '../repositories/application.repository';
import { LmdbApplicationRepository } from '../repositories/lmdb-application.repository';
import { ScheduleService } from '../schedule/schedule.service';
import { reminderKey, ReminderService } from './reminder.service';

/** A work queue that records what is published, and fails while `down` is set (the bus unreachable, or a crash). */
class RecordingQueue extends WorkQueue {
  readonly published: { subject: string; payload: unknown; msgId: string }[] = [];
  down = false;
  async declareStream(_spec: WorkStreamSpec): Promise<void> {}
  protected async publishRaw(
    subject: string,
    payload: unknown,
    options: PublishOptions,
  ): Promise<PublishResult> {
    if (this.down) throw new Error('bus unreachable');
    this.published.push({ subject, payload, msgId: options.msgId });
    return { duplicate: false };
  }
  protected async consumeRaw(
    _spec: RawConsumerSpec,
    _handler: WorkHandler<unknown>,
  ): Promise<WorkSubscription> {
    return { stop: async () => undefined };
  }
}

const NOW = new Date('2027-01-12T09:00:00Z');
const application = (id: string, dueDate: string): Application => ({
  id,
  key: `tu|${id}`,
  university: 'TU Wien',
  program: `Program ${id}`,
  country: 'Austria',
  link: '',
  programId: null,
  status: 'planning',
  history: [{ status: 'planning', at: NOW.toISOString() }],
  notes: '',
  checklist: [
    {
      id: 'submit',
      kind: 'submit',
      title: 'Submit',
      dueDate,
      category: 'application',
      done: false,
      doneAt: null,
    },
  ],
  createdAt: NOW.toISOString(),
  updatedAt: NOW.toISOString(),
  version: 1,
});

describe('ReminderService', () => {
  let applications: LmdbApplicationRepository;
  let favourites: LmdbFavouriteRepository;
  let queue: RecordingQueue;
  let service: ReminderService;

  beforeEach(async () => {
    applications = new LmdbApplicationRepository(mkdtempSync(join(tmpdir(), 'reminders-unit-')));
    favourites = new LmdbFavouriteRepository(mkdtempSync(join(tmpdir(), 'reminders-unit-fav-')));
    queue = new RecordingQueue();
    const clock = () => NOW;
    const schedule = new ScheduleService(applications, favourites, clock);
    const platform = { PUBLIC_URL: 'https://site.example' } as PlatformConfig;
    service = new ReminderService(applications, schedule, queue, clock, platform, 3_600_000);
    await applications.create('u1', application('a', '2027-01-15'), 100);
    await applications.create('u1', application('b', '2027-02-15'), 100);
    await service.update('u1', 'u1@example.org', {
      enabled: true,
      daysBefore: 3,
      language: 'fr',
      timeZone: 'Europe/Paris',
    });
  });

  afterEach(async () => {
    await applications.close();
    await favourites.close();
  });

  it('queues a due reminder under its (user, item, date) key, once', async () => {
    expect(await service.run(NOW)).toEqual({ queued: 1, requeued: 0 });
    expect(queue.published).toEqual([
      {
        subject: 'mail.send',
        msgId: reminderKey('u1', 'a.submit@europa-launchpad', '2027-01-15'),
        payload: expect.objectContaining({
          to: 'u1@example.org',
          subject: expect.stringMatching(/^Rappel : /),
        }),
      },
    ]);
    expect(await service.run(NOW)).toEqual({ queued: 0, requeued: 0 });
    expect(queue.published).toHaveLength(1);
  });

  it('queues a claimed reminder again, with the same key, after its first publish failed', async () => {
    queue.down = true;
    expect(await service.run(NOW)).toEqual({ queued: 0, requeued: 0 });
    expect(queue.published).toEqual([]);
    expect((await applications.unqueuedReminders()).map(({ reminder }) => reminder.itemUid)).toEqual([
      'a.submit@europa-launchpad',
    ]);
    queue.down = false;
    expect(await service.run(NOW)).toEqual({ queued: 0, requeued: 1 });
    expect(queue.published.map((item) => item.msgId)).toEqual([
      reminderKey('u1', 'a.submit@europa-launchpad', '2027-01-15'),
    ]);
    expect(await applications.unqueuedReminders()).toEqual([]);
    expect(await service.run(NOW)).toEqual({ queued: 0, requeued: 0 });
  });

  it('never overlaps two passes of one process', async () => {
    const results = await Promise.all([service.run(NOW), service.run(NOW), service.run(NOW)]);
    expect(results.reduce((sum, result) => sum + result.queued, 0)).toBe(1);
  });

  it('refuses to switch reminders on for an account without an e-mail address', async () => {
    await expect(
      service.update('u2', undefined, { enabled: true, daysBefore: 3, language: 'en', timeZone: 'UTC' }),
    ).rejects.toMatchObject({ status: 400, code: 'REMINDER_EMAIL_MISSING' });
    expect(await applications.reminderSettings('u2')).toBeUndefined();
  });
});
