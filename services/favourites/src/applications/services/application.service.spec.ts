import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBodySchema } from '../dtos/application.dto';
import { ApplicationRepository, type SaveOutcome } from '../repositories/application.repository';
import { LmdbApplicationRepository } from '../repositories/lmdb-application.repository';
import { ApplicationService } from './application.service';

const PROGRAM = createBodySchema.parse({
  university: 'TU Berlin',
  program: 'Computer Science',
  checklist: [
    {
      id: 'test',
      kind: 'language_test',
      title: 'Language test',
      due_date: '2027-01-15',
      category: 'preparation',
    },
    { id: 'visa', kind: 'visa', title: 'Visa', due_date: null, category: 'travel' },
  ],
});

describe(ApplicationService.name, () => {
  let repository: ApplicationRepository;
  let now: Date;
  let sut: ApplicationService;

  beforeEach(() => {
    repository = new LmdbApplicationRepository(mkdtempSync(join(tmpdir(), 'application-service-')));
    now = new Date('2026-11-24T10:00:00.000Z');
    sut = new ApplicationService(repository, () => now);
  });

  afterEach(async () => {
    await repository.close();
  });

  it('starts in planning, dated, with every step unticked', async () => {
    const application = await sut.create('u1', PROGRAM);
    expect(application).toMatchObject({
      status: 'planning',
      history: [{ status: 'planning', at: '2026-11-24T10:00:00.000Z' }],
      checklist: [
        { id: 'test', dueDate: '2027-01-15', done: false, doneAt: null },
        { id: 'visa', dueDate: null, done: false },
      ],
    });
  });

  it('dates each status change, and a repeated status adds nothing', async () => {
    const { id } = await sut.create('u1', PROGRAM);
    now = new Date('2026-12-01T09:00:00.000Z');
    await sut.update('u1', id, { status: 'submitted' });
    now = new Date('2026-12-02T09:00:00.000Z');
    const application = await sut.update('u1', id, { status: 'submitted', notes: 'sent' });
    expect(application.history).toEqual([
      { status: 'planning', at: '2026-11-24T10:00:00.000Z' },
      { status: 'submitted', at: '2026-12-01T09:00:00.000Z' },
    ]);
    expect(application.notes).toBe('sent');
  });

  it('ticks an item with its time and unticks it', async () => {
    const { id } = await sut.create('u1', PROGRAM);
    const ticked = await sut.update('u1', id, { checklist: [{ id: 'visa', done: true }] });
    expect(ticked.checklist[1]).toMatchObject({ done: true, doneAt: '2026-11-24T10:00:00.000Z' });
    const unticked = await sut.update('u1', id, { checklist: [{ id: 'visa', done: false }] });
    expect(unticked.checklist[1]).toMatchObject({ done: false, doneAt: null });
  });

  it('refuses an item the checklist does not have, and changes nothing', async () => {
    const created = await sut.create('u1', PROGRAM);
    await expect(
      sut.update('u1', created.id, { status: 'submitted', checklist: [{ id: 'nope', done: true }] }),
    ).rejects.toMatchObject({ status: 400, code: 'CHECKLIST_ITEM_NOT_FOUND' });
    expect(await repository.get('u1', created.id)).toEqual(created);
  });

  it('re-applies a change over one saved meanwhile, so both are kept', async () => {
    const { id } = await sut.create('u1', PROGRAM);
    const save = repository.save.bind(repository);
    let raced = false;
    jest.spyOn(repository, 'save').mockImplementation(async (userId, application): Promise<SaveOutcome> => {
      if (!raced) {
        raced = true;
        const stored = (await repository.get(userId, id))!;
        await save(userId, { ...stored, notes: 'from another tab', version: stored.version + 1 });
      }
      return save(userId, application);
    });
    const application = await sut.update('u1', id, { status: 'interview' });
    expect(application).toMatchObject({ status: 'interview', notes: 'from another tab', version: 3 });
  });

  it('answers 409 for a second application to the same program and 404 for an unknown one', async () => {
    await sut.create('u1', PROGRAM);
    await expect(sut.create('u1', { ...PROGRAM, university: 'tu berlin' })).rejects.toMatchObject({
      status: 409,
      code: 'APPLICATION_EXISTS',
    });
    await expect(sut.update('u1', 'missing', { notes: 'x' })).rejects.toMatchObject({ status: 404 });
    await expect(sut.remove('u2', 'missing')).rejects.toMatchObject({ status: 404 });
  });
});
