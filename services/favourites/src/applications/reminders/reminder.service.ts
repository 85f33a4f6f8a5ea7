import { createHash } from 'node:crypto';
import {
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnModuleDestroy,
  Optional,
} from '@nestjs/common';
import {
  DEFAULT_PUBLIC_URL,
  MAIL_SEND,
  MAIL_STREAM,
  PLATFORM_CONFIG,
  type PlatformConfig,
  WorkQueue,
} from '@site/platform';
import { FAVOURITES_CLOCK } from '../../services/favourite.service';
import { ApplicationException } from '../application.exception';
import {
  ApplicationRepository,
  type ReminderRecord,
  type ReminderSettings,
} from '../repositories/application.repository';
import type { ScheduleLanguage } from '../schedule/schedule.language';
import { ScheduleService } from '../schedule/schedule.service';
import { dueReminders } from './reminder-dates';
import { renderReminderMail } from './reminder-mail';

/** How often the scheduler looks for due reminders (and once at start): hourly, so each time zone's new day is seen within the hour. */
export const REMINDER_INTERVAL_MS = Symbol('REMINDER_INTERVAL_MS');
export const DEFAULT_REMINDER_INTERVAL_MS = 60 * 60 * 1000;
export const DEFAULT_DAYS_BEFORE = 7;

/** The idempotency key of one reminder: the same user, item and date always give the same key. */
export function reminderKey(userId: string, itemUid: string, date: string): string {
  return `reminder-${createHash('sha256').update(`${userId}\n${itemUid}\n${date}`).digest('hex').slice(0, 40)}`;
}

export interface ReminderRun {
  /** Reminders claimed and queued in this run. */
  readonly queued: number;
  /** Reminders claimed earlier whose queueing was cut off, queued again. */
  readonly requeued: number;
}

/**
 * Reminder e-mails: the user's settings, and the scheduler that finds the due reminders of every user who switched
 * them on and hands each to the mailer's work queue once. A reminder is claimed (stored under its key, with its
 * mail) before it is published and marked queued after: a second run or instance finds the key and sends nothing,
 * and a process that stopped between claim and publish queues the stored mail again under the same message id.
 */
@Injectable()
export class ReminderService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(ReminderService.name);
  private timer?: NodeJS.Timeout;
  private running: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly applications: ApplicationRepository,
    private readonly schedule: ScheduleService,
    private readonly queue: WorkQueue,
    @Inject(FAVOURITES_CLOCK) private readonly clock: () => Date,
    @Inject(PLATFORM_CONFIG) private readonly platform: PlatformConfig,
    @Optional()
    @Inject(REMINDER_INTERVAL_MS)
    private readonly interval: number = DEFAULT_REMINDER_INTERVAL_MS,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.declareStream(MAIL_STREAM);
    void this.run();
    this.timer = setInterval(() => void this.run(), this.interval);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running.catch(() => undefined);
  }

  async settings(userId: string, tokenEmail: string | undefined): Promise<ReminderSettings | Defaults> {
    return (await this.applications.reminderSettings(userId)) ?? defaults(tokenEmail);
  }

  /** Saves the user's choice with the token's address; switching on needs an address to write to. */
  async update(
    userId: string,
    tokenEmail: string | undefined,
    choice: { enabled: boolean; daysBefore: number; language: ScheduleLanguage; timeZone: string },
  ): Promise<ReminderSettings> {
    if (choice.enabled && !tokenEmail) throw ApplicationException.reminderEmailMissing();
    const settings: ReminderSettings = {
      ...choice,
      email: tokenEmail ?? null,
      updatedAt: this.clock().toISOString(),
    };
    await this.applications.setReminderSettings(userId, settings);
    return settings;
  }

  /** One pass of the scheduler; passes never overlap within a process. */
  run(now: Date = this.clock()): Promise<ReminderRun> {
    const pass = this.running.then(() => this.pass(now));
    this.running = pass.catch(() => undefined);
    return pass;
  }

  private async pass(now: Date): Promise<ReminderRun> {
    let requeued = 0;
    for (const { userId, reminder } of await this.applications.unqueuedReminders()) {
      if (await this.publish(userId, reminder)) requeued += 1;
    }
    let queued = 0;
    for (const { userId, settings } of await this.applications.reminderSubscribers()) {
      try {
        queued += await this.remind(userId, settings, now);
      } catch (error) {
        this.logger.error(`reminders of one user failed: ${error instanceof Error ? error.message : error}`);
      }
    }
    if (queued + requeued > 0) this.logger.log(`queued ${queued} reminder(s), ${requeued} again`);
    return { queued, requeued };
  }

  private async remind(userId: string, settings: ReminderSettings, now: Date): Promise<number> {
    if (!settings.email) return 0;
    const language = settings.language as ScheduleLanguage;
    const due = dueReminders(await this.schedule.events(userId, language), settings, now);
    let queued = 0;
    for (const event of due) {
      const reminder: ReminderRecord = {
        key: reminderKey(userId, event.uid, event.date),
        itemUid: event.uid,
        date: event.date,
        claimedAt: now.toISOString(),
        queuedAt: null,
        mail: renderReminderMail(event, language, settings.email, this.publicUrl()),
      };
      if (!(await this.applications.claimReminder(userId, reminder))) continue;
      if (await this.publish(userId, reminder)) queued += 1;
    }
    return queued;
  }

  /** Publishes a claimed reminder under its key (the bus drops a second copy) and marks it queued. */
  private async publish(userId: string, reminder: ReminderRecord): Promise<boolean> {
    if (!reminder.mail) return false;
    try {
      await this.queue.publish(MAIL_SEND, reminder.mail, { msgId: reminder.key });
    } catch (error) {
      this.logger.warn(
        `reminder ${reminder.key} not queued yet, trying again next pass: ${error instanceof Error ? error.message : error}`,
      );
      return false;
    }
    await this.applications.markReminderQueued(userId, reminder.key, this.clock().toISOString());
    return true;
  }

  private publicUrl(): string {
    return this.platform.PUBLIC_URL ?? DEFAULT_PUBLIC_URL;
  }
}

export interface Defaults {
  readonly enabled: false;
  readonly daysBefore: number;
  readonly email: string | null;
  readonly language: null;
  readonly timeZone: null;
  readonly updatedAt: null;
}

const defaults = (email: string | undefined): Defaults => ({
  enabled: false,
  daysBefore: DEFAULT_DAYS_BEFORE,
  email: email ?? null,
  language: null,
  timeZone: null,
  updatedAt: null,
});
