import { openEmbeddedStore, openTable, ownerKey, ownerRange } from '@site/platform';
import type { RootDatabase } from 'lmdb';
import {
  Application,
  ApplicationRepository,
  CalendarSubscription,
  CreateOutcome,
  ReminderRecord,
  ReminderSettings,
  SaveOutcome,
} from './application.repository';

const byCreation = (a: Application, b: Application) =>
  a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);

/** Applications and subscriptions in the embedded store, each change in one transaction. */
export class LmdbApplicationRepository extends ApplicationRepository {
  private readonly root: RootDatabase;
  private readonly applications;
  /** user id → subscription, and token hash → user id. */
  private readonly subscriptions;
  private readonly subscribers;
  /** user id → reminder settings; owner key (user, reminder key) → reminder, and reminder key → user id. */
  private readonly reminderSettingsTable;
  private readonly reminderTable;
  private readonly reminderOwners;

  constructor(dir: string) {
    super();
    this.root = openEmbeddedStore(dir);
    this.applications = openTable<Application>(this.root, 'applications');
    this.subscriptions = openTable<CalendarSubscription>(this.root, 'subscriptions');
    this.subscribers = openTable<string>(this.root, 'subscribers');
    this.reminderSettingsTable = openTable<ReminderSettings>(this.root, 'reminder_settings');
    this.reminderTable = openTable<ReminderRecord>(this.root, 'reminders');
    this.reminderOwners = openTable<string>(this.root, 'reminder_owners');
  }

  private listSync(userId: string): Application[] {
    return [...this.applications.getRange(ownerRange(userId))].map(({ value }) => value);
  }

  async list(userId: string): Promise<Application[]> {
    return this.listSync(userId).sort(byCreation);
  }

  async get(userId: string, id: string): Promise<Application | undefined> {
    return this.applications.get(ownerKey(userId, id));
  }

  create(userId: string, application: Application, limit: number): Promise<CreateOutcome> {
    return this.applications.transaction((): CreateOutcome => {
      const existing = this.listSync(userId);
      if (existing.some((other) => other.key === application.key)) return 'exists';
      if (existing.length >= limit) return 'full';
      void this.applications.put(ownerKey(userId, application.id), application);
      return 'created';
    });
  }

  save(userId: string, application: Application): Promise<SaveOutcome> {
    return this.applications.transaction((): SaveOutcome => {
      const stored = this.applications.get(ownerKey(userId, application.id));
      if (stored === undefined) return 'missing';
      if (stored.version !== application.version - 1) return 'conflict';
      void this.applications.put(ownerKey(userId, application.id), application);
      return 'saved';
    });
  }

  remove(userId: string, id: string): Promise<boolean> {
    return this.applications.transaction(() => {
      if (this.applications.get(ownerKey(userId, id)) === undefined) return false;
      void this.applications.remove(ownerKey(userId, id));
      return true;
    });
  }

  async subscription(userId: string): Promise<CalendarSubscription | undefined> {
    return this.subscriptions.get(userId);
  }

  setSubscription(userId: string, subscription: CalendarSubscription): Promise<void> {
    return this.root.transaction(() => {
      this.removeSubscriptionSync(userId);
      void this.subscriptions.put(userId, subscription);
      void this.subscribers.put(subscription.tokenHash, userId);
    });
  }

  removeSubscription(userId: string): Promise<boolean> {
    return this.root.transaction(() => this.removeSubscriptionSync(userId));
  }

  private removeSubscriptionSync(userId: string): boolean {
    const current = this.subscriptions.get(userId);
    if (current === undefined) return false;
    void this.subscribers.remove(current.tokenHash);
    void this.subscriptions.remove(userId);
    return true;
  }

  async subscriberOf(
    tokenHash: string,
  ): Promise<{ userId: string; subscription: CalendarSubscription } | undefined> {
    const userId = this.subscribers.get(tokenHash);
    const subscription = userId === undefined ? undefined : this.subscriptions.get(userId);
    if (userId === undefined || subscription?.tokenHash !== tokenHash) return undefined;
    return { userId, subscription };
  }

  async reminderSettings(userId: string): Promise<ReminderSettings | undefined> {
    return this.reminderSettingsTable.get(userId);
  }

  async setReminderSettings(userId: string, settings: ReminderSettings): Promise<void> {
    await this.reminderSettingsTable.put(userId, settings);
  }

  async reminderSubscribers(): Promise<{ userId: string; settings: ReminderSettings }[]> {
    return [...this.reminderSettingsTable.getRange()]
      .filter(({ value }) => value.enabled)
      .map(({ key, value }) => ({ userId: String(key), settings: value }));
  }

  claimReminder(userId: string, reminder: ReminderRecord): Promise<boolean> {
    return this.root.transaction(() => {
      if (this.reminderOwners.get(reminder.key) !== undefined) return false;
      if (this.reminderSettingsTable.get(userId)?.enabled !== true) return false;
      void this.reminderOwners.put(reminder.key, userId);
      void this.reminderTable.put(ownerKey(userId, reminder.key), reminder);
      return true;
    });
  }

  markReminderQueued(userId: string, key: string, at: string): Promise<void> {
    return this.root.transaction(() => {
      const stored = this.reminderTable.get(ownerKey(userId, key));
      if (stored === undefined || stored.queuedAt !== null) return;
      void this.reminderTable.put(ownerKey(userId, key), { ...stored, queuedAt: at, mail: null });
    });
  }

  async unqueuedReminders(): Promise<{ userId: string; reminder: ReminderRecord }[]> {
    return [...this.reminderOwners.getRange()].flatMap(({ key, value: userId }) => {
      const reminder = this.reminderTable.get(ownerKey(userId, String(key)));
      return reminder && reminder.queuedAt === null ? [{ userId, reminder }] : [];
    });
  }

  async reminders(userId: string): Promise<ReminderRecord[]> {
    return [...this.reminderTable.getRange(ownerRange(userId))]
      .map(({ value }) => value)
      .sort((a, b) => a.claimedAt.localeCompare(b.claimedAt) || a.key.localeCompare(b.key));
  }

  eraseUser(userId: string): Promise<number> {
    return this.root.transaction(() => {
      const keys = [...this.applications.getKeys(ownerRange(userId))];
      for (const key of keys) void this.applications.remove(key);
      const reminders = [...this.reminderTable.getRange(ownerRange(userId))];
      for (const { key, value } of reminders) {
        void this.reminderTable.remove(key);
        void this.reminderOwners.remove(value.key);
      }
      const settings = this.reminderSettingsTable.get(userId) !== undefined;
      if (settings) void this.reminderSettingsTable.remove(userId);
      return (
        keys.length + reminders.length + (settings ? 1 : 0) + (this.removeSubscriptionSync(userId) ? 1 : 0)
      );
    });
  }

  async close(): Promise<void> {
    await this.root.close();
  }
}
