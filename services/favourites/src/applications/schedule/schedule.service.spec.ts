import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { favouriteKey } from '../../repositories/favourite.repository';
import { LmdbFavouriteRepository } from '../../repositories/lmdb-favourite.repository';
import { createBodySchema } from '../dtos/application.dto';
import { LmdbApplicationRepository } from '../repositories/lmdb-application.repository';
import { ApplicationService } from '../services/application.service';
import { ScheduleService } from './schedule.service';

describe(ScheduleService.name, () => {
  const dir = () => mkdtempSync(join(tmpdir(), 'schedule-'));
  const now = () => new Date('2026-11-24T10:00:00.000Z');
  let applications: LmdbApplicationRepository;
  let favourites: LmdbFavouriteRepository;
  let sut: ScheduleService;

  beforeEach(async () => {
    applications = new LmdbApplicationRepository(dir());
    favourites = new LmdbFavouriteRepository(dir());
    sut = new ScheduleService(applications, favourites, now);
    const favourite = (university: string, program: string, next_deadline: unknown) =>
      favourites.add(
        'u1',
        {
          key: favouriteKey(university, program),
          entry: { university, program, next_deadline },
          createdAt: '',
        },
        500,
      );
    await favourite('TU Berlin', 'Informatics', '2027-07-15');
    await favourite('LMU', 'Physics', '2027-05-31T00:00:00.000Z');
    await favourite('Uni Wien', 'Economics', null);
    const created = await new ApplicationService(applications, now).create(
      'u1',
      createBodySchema.parse({
        university: 'TU Berlin',
        program: 'Informatics',
        checklist: [
          { id: 'a', kind: 'language_test', title: 'Test', due_date: '2027-02-01', category: 'preparation' },
          { id: 'b', kind: 'visa', title: 'Visa', due_date: '2027-06-01', category: 'travel' },
          { id: 'c', kind: 'housing', title: 'Housing', due_date: null, category: 'travel' },
        ],
      }),
    );
    await new ApplicationService(applications, now).update('u1', created.id, {
      checklist: [{ id: 'b', done: true }],
    });
  });

  afterEach(async () => {
    await applications.close();
    await favourites.close();
  });

  it("lists the applications' dated steps and the deadlines of favourites without an application, by date", async () => {
    const events = await sut.events('u1', 'de');
    expect(events.map((e) => [e.date, e.title, e.done])).toEqual([
      ['2027-02-01', 'Test · Informatics', false],
      ['2027-05-31', 'Bewerbungsfrist · Physics', false],
      ['2027-06-01', 'Visa · Informatics', true],
    ]);
    expect(await sut.events('u2', 'de')).toEqual([]);
  });

  it('writes the open items only into the calendar, named in the language', async () => {
    const ics = await sut.calendar('u1', 'en');
    expect(ics.match(/SUMMARY:/g)).toHaveLength(2);
    expect(ics).toContain('SUMMARY:Application deadline · Physics');
    expect(ics).not.toContain('Visa');
    expect(ics).toContain('X-WR-CALNAME:Study abroad schedule');
  });

  it('stores only the hash of a feed token, and a new token retires the old one', async () => {
    const first = await sut.subscribe('u1', 'de');
    expect(JSON.stringify(await applications.subscription('u1'))).not.toContain(first.token);
    expect(await sut.feed(first.token)).toContain('Bewerbungsfrist');
    const second = await sut.subscribe('u1', 'de');
    await expect(sut.feed(first.token)).rejects.toMatchObject({
      status: 404,
      code: 'CALENDAR_FEED_NOT_FOUND',
    });
    await sut.unsubscribe('u1');
    await expect(sut.feed(second.token)).rejects.toMatchObject({ status: 404 });
  });
});
