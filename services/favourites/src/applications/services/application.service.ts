import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { favouriteKey } from '../../repositories/favourite.repository';
import { FAVOURITES_CLOCK } from '../../services/favourite.service';
import { ApplicationException } from '../application.exception';
import { MAX_APPLICATIONS } from '../applications.constants';
import type { CreateApplicationBody, UpdateApplicationBody } from '../dtos/application.dto';
import { Application, ApplicationRepository } from '../repositories/application.repository';

const SAVE_ATTEMPTS = 3;

/** A user's applications: one per program, status changes with their dates, notes and a checklist. */
@Injectable()
export class ApplicationService {
  constructor(
    private readonly repository: ApplicationRepository,
    @Inject(FAVOURITES_CLOCK) private readonly clock: () => Date,
  ) {}

  list(userId: string): Promise<Application[]> {
    return this.repository.list(userId);
  }

  async create(userId: string, body: CreateApplicationBody): Promise<Application> {
    const now = this.clock().toISOString();
    const application: Application = {
      id: randomUUID(),
      key: favouriteKey(body.university, body.program),
      university: body.university,
      program: body.program,
      country: body.country,
      link: body.link,
      programId: body.program_id ?? null,
      status: 'planning',
      history: [{ status: 'planning', at: now }],
      notes: '',
      checklist: body.checklist.map((step) => ({
        id: step.id,
        kind: step.kind,
        title: step.title,
        dueDate: step.due_date ?? null,
        category: step.category,
        done: false,
        doneAt: null,
      })),
      createdAt: now,
      updatedAt: now,
      version: 1,
    };
    const outcome = await this.repository.create(userId, application, MAX_APPLICATIONS);
    if (outcome === 'exists') throw ApplicationException.exists(body.university, body.program);
    if (outcome === 'full') throw ApplicationException.full(MAX_APPLICATIONS);
    return application;
  }

  /** Applies the change to the stored application; a concurrent change is read again, up to three times. */
  async update(userId: string, id: string, change: UpdateApplicationBody): Promise<Application> {
    for (let attempt = 0; attempt < SAVE_ATTEMPTS; attempt += 1) {
      const stored = await this.repository.get(userId, id);
      if (!stored) throw ApplicationException.notFound(id);
      const next = this.applyChange(stored, change);
      const outcome = await this.repository.save(userId, next);
      if (outcome === 'saved') return next;
      if (outcome === 'missing') throw ApplicationException.notFound(id);
    }
    throw ApplicationException.conflict();
  }

  async remove(userId: string, id: string): Promise<void> {
    if (!(await this.repository.remove(userId, id))) throw ApplicationException.notFound(id);
  }

  private applyChange(stored: Application, change: UpdateApplicationBody): Application {
    const now = this.clock().toISOString();
    const ticks = new Map((change.checklist ?? []).map(({ id, done }) => [id, done]));
    for (const itemId of ticks.keys()) {
      if (!stored.checklist.some((item) => item.id === itemId))
        throw ApplicationException.itemNotFound(itemId);
    }
    const statusChanged = change.status !== undefined && change.status !== stored.status;
    return {
      ...stored,
      status: change.status ?? stored.status,
      history: statusChanged ? [...stored.history, { status: change.status!, at: now }] : stored.history,
      notes: change.notes ?? stored.notes,
      checklist: stored.checklist.map((item) => {
        const done = ticks.get(item.id);
        if (done === undefined || done === item.done) return item;
        return { ...item, done, doneAt: done ? now : null };
      }),
      updatedAt: now,
      version: stored.version + 1,
    };
  }
}
