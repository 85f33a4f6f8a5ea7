import type { ApplicationStatus, ChecklistCategory } from '../applications.constants';

export interface StatusChange {
  readonly status: ApplicationStatus;
  readonly at: string;
}

/** One step of the program's timeline, as the student saw it when starting the application. */
export interface ChecklistItem {
  readonly id: string;
  readonly kind: string;
  readonly title: string;
  /** `YYYY-MM-DD`, or null for a step without a date. */
  readonly dueDate: string | null;
  readonly category: ChecklistCategory;
  readonly done: boolean;
  readonly doneAt: string | null;
}

/** A user's application to one program; `key` is the favourite's key, so a program has one application. */
export interface Application {
  readonly id: string;
  readonly key: string;
  readonly university: string;
  readonly program: string;
  readonly country: string;
  readonly link: string;
  readonly programId: string | null;
  readonly status: ApplicationStatus;
  /** Every status the application has had, oldest first, with the time of the change. */
  readonly history: readonly StatusChange[];
  readonly notes: string;
  readonly checklist: readonly ChecklistItem[];
  readonly createdAt: string;
  readonly updatedAt: string;
  /** Raised by each save; a save naming an older version is refused, so no change is lost. */
  readonly version: number;
}

export type CreateOutcome = 'created' | 'exists' | 'full';
export type SaveOutcome = 'saved' | 'missing' | 'conflict';

/** A calendar subscription: only the token's SHA-256 is kept, so the store never holds a working feed address. */
export interface CalendarSubscription {
  readonly tokenHash: string;
  readonly language: string;
  readonly createdAt: string;
}

/** A user's choice about reminder e-mails, with what sending needs: the address, the language, the time zone. */
export interface ReminderSettings {
  readonly enabled: boolean;
  /** Days before a dated item that its reminder is sent (1–30). */
  readonly daysBefore: number;
  /** The token's e-mail address when the settings were saved; null when the token had none. */
  readonly email: string | null;
  readonly language: string;
  /** IANA time zone: "today" and so "N days before" are decided in it. */
  readonly timeZone: string;
  readonly updatedAt: string;
}

/** A mail as the reminder scheduler hands it to `mail.send` (the platform's `OutgoingMail`). */
export interface ReminderMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

/**
 * One reminder, claimed before it is queued: its key (a hash of user, item and date) is stored once, so no second
 * run or instance sends it again. `mail` is kept until the mail is on the work queue (`queuedAt`), so a process
 * that died in between queues it again under the same key.
 */
export interface ReminderRecord {
  readonly key: string;
  readonly itemUid: string;
  readonly date: string;
  readonly claimedAt: string;
  readonly queuedAt: string | null;
  readonly mail: ReminderMail | null;
}

/** Storage of applications and calendar subscriptions; every adapter passes `test/contract/application-repository.contract-spec.ts`. */
export abstract class ApplicationRepository {
  /** The user's applications, oldest first. */
  abstract list(userId: string): Promise<Application[]>;
  abstract get(userId: string, id: string): Promise<Application | undefined>;
  /** Adds unless the user has one with the same key ('exists') or holds `limit` already ('full'), atomically. */
  abstract create(userId: string, application: Application, limit: number): Promise<CreateOutcome>;
  /** Replaces the application if its stored version is `application.version - 1`. */
  abstract save(userId: string, application: Application): Promise<SaveOutcome>;
  /** Removes one; false when there was none. */
  abstract remove(userId: string, id: string): Promise<boolean>;
  abstract subscription(userId: string): Promise<CalendarSubscription | undefined>;
  /** Sets the user's subscription; the previous token stops working at once. */
  abstract setSubscription(userId: string, subscription: CalendarSubscription): Promise<void>;
  /** Removes the user's subscription; false when there was none. */
  abstract removeSubscription(userId: string): Promise<boolean>;
  /** The user a token hash belongs to, if it is current. */
  abstract subscriberOf(
    tokenHash: string,
  ): Promise<{ userId: string; subscription: CalendarSubscription } | undefined>;
  abstract reminderSettings(userId: string): Promise<ReminderSettings | undefined>;
  abstract setReminderSettings(userId: string, settings: ReminderSettings): Promise<void>;
  /** Every user with reminders switched on. */
  abstract reminderSubscribers(): Promise<{ userId: string; settings: ReminderSettings }[]>;
  /**
   * Stores the reminder unless its key is there already (any user) or the user's reminders are not switched on (so
   * a pass that read the settings before the user switched off or was erased stores nothing): whether this call
   * claimed it, atomically.
   */
  abstract claimReminder(userId: string, reminder: ReminderRecord): Promise<boolean>;
  /** Records that the reminder's mail is on the work queue, and drops the stored mail. */
  abstract markReminderQueued(userId: string, key: string, at: string): Promise<void>;
  /** Claimed reminders whose mail was not queued yet (the process stopped in between). */
  abstract unqueuedReminders(): Promise<{ userId: string; reminder: ReminderRecord }[]>;
  /** The user's claimed reminders, oldest first. */
  abstract reminders(userId: string): Promise<ReminderRecord[]>;
  /** Removes every application, the subscription, the reminder settings and reminders of the user; how many records there were. */
  abstract eraseUser(userId: string): Promise<number>;
  abstract close(): Promise<void>;
}
