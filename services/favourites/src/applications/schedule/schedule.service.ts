import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { favouriteKey, FavouriteRepository } from '../../repositories/favourite.repository';
import { FAVOURITES_CLOCK } from '../../services/favourite.service';
import { ApplicationException } from '../application.exception';
import { ApplicationRepository } from '../repositories/application.repository';
import { buildCalendar, type CalendarEntry } from './calendar-file';
import { deadlineTitle, calendarName, type ScheduleLanguage } from './schedule.language';

/** One dated item of the user's schedule. */
export interface ScheduleEvent {
  readonly uid: string;
  readonly date: string;
  readonly title: string;
  /** The timeline step's kind, or `deadline` for a favourite's next application deadline. */
  readonly kind: string;
  readonly done: boolean;
  readonly university: string;
  readonly program: string;
  readonly application_id: string | null;
}

const DATE = /^\d{4}-\d{2}-\d{2}/;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const shortHash = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 24);

/**
 * The dated steps of the user's applications and the deadlines of favourites without an application, as a list,
 * an iCalendar file, and a private subscription feed addressed by an unguessable token.
 */
@Injectable()
export class ScheduleService {
  constructor(
    private readonly applications: ApplicationRepository,
    private readonly favourites: FavouriteRepository,
    @Inject(FAVOURITES_CLOCK) private readonly clock: () => Date,
  ) {}

  async events(userId: string, language: ScheduleLanguage): Promise<ScheduleEvent[]> {
    const [applications, favourites] = await Promise.all([
      this.applications.list(userId),
      this.favourites.list(userId),
    ]);
    const events: ScheduleEvent[] = applications.flatMap((application) =>
      application.checklist.flatMap((item) =>
        item.dueDate === null
          ? []
          : [
              {
                uid: `${application.id}.${item.id}@europa-launchpad`,
                date: item.dueDate,
                title: `${item.title} · ${application.program}`,
                kind: item.kind,
                done: item.done,
                university: application.university,
                program: application.program,
                application_id: application.id,
              },
            ],
      ),
    );
    const applied = new Set(applications.map((application) => application.key));
    for (const { key, entry } of favourites) {
      const deadline = entry.next_deadline;
      if (applied.has(key) || typeof deadline !== 'string' || !DATE.test(deadline)) continue;
      const program = String(entry.program);
      events.push({
        uid: `favourite.${shortHash(favouriteKey(String(entry.university), program))}@europa-launchpad`,
        date: deadline.slice(0, 10),
        title: `${deadlineTitle(language)} · ${program}`,
        kind: 'deadline',
        done: false,
        university: String(entry.university),
        program,
        application_id: null,
      });
    }
    return events.sort((a, b) => a.date.localeCompare(b.date) || a.title.localeCompare(b.title));
  }

  /** The open items as an iCalendar file: dates and titles only. */
  async calendar(userId: string, language: ScheduleLanguage): Promise<string> {
    const entries: CalendarEntry[] = (await this.events(userId, language))
      .filter((event) => !event.done)
      .map(({ uid, date, title }) => ({ uid, date, title }));
    return buildCalendar(calendarName(language), entries, this.clock());
  }

  async subscription(userId: string): Promise<{ active: boolean; created_at: string | null }> {
    const subscription = await this.applications.subscription(userId);
    return { active: subscription !== undefined, created_at: subscription?.createdAt ?? null };
  }

  /** A new token (the previous one stops working); only its hash is stored, so it is shown this once. */
  async subscribe(
    userId: string,
    language: ScheduleLanguage,
  ): Promise<{ token: string; created_at: string }> {
    const token = randomBytes(32).toString('base64url');
    const createdAt = this.clock().toISOString();
    await this.applications.setSubscription(userId, { tokenHash: hashOf(token), language, createdAt });
    return { token, created_at: createdAt };
  }

  async unsubscribe(userId: string): Promise<void> {
    await this.applications.removeSubscription(userId);
  }

  async feed(token: string): Promise<string> {
    const subscriber = await this.applications.subscriberOf(hashOf(token));
    if (!subscriber) throw ApplicationException.feedNotFound();
    return this.calendar(subscriber.userId, subscriber.subscription.language as ScheduleLanguage);
  }
}
