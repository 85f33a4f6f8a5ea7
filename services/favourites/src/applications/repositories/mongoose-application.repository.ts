import { serviceDatabaseName } from '@site/platform';
import mongoose, { type Connection, type Model } from 'mongoose';
import { APPLICATIONS } from '../applications.constants';
import {
  applicationSchema,
  reminderSchema,
  reminderSettingsSchema,
  subscriptionSchema,
  type ApplicationDocument,
  type ReminderDocument,
  type ReminderSettingsDocument,
  type SubscriptionDocument,
} from '../schemas/application.schema';
import {
  Application,
  ApplicationRepository,
  CalendarSubscription,
  CreateOutcome,
  ReminderRecord,
  ReminderSettings,
  SaveOutcome,
} from './application.repository';

const DUPLICATE_KEY = 11000;

function toApplication(document: ApplicationDocument): Application {
  const { userId: _userId, _id, ...application } = document as ApplicationDocument & { _id?: unknown };
  return application;
}

function toSettings(document: ReminderSettingsDocument): ReminderSettings {
  const { enabled, daysBefore, email, language, timeZone, updatedAt } = document;
  return { enabled, daysBefore, email: email ?? null, language, timeZone, updatedAt };
}

function toReminder(document: ReminderDocument): ReminderRecord {
  const { key, itemUid, date, claimedAt, queuedAt, mail } = document;
  return {
    key,
    itemUid,
    date,
    claimedAt,
    queuedAt: queuedAt ?? null,
    mail: mail ? { to: mail.to, subject: mail.subject, text: mail.text, html: mail.html } : null,
  };
}

function toSubscription({ tokenHash, language, createdAt }: SubscriptionDocument): CalendarSubscription {
  return { tokenHash, language, createdAt };
}

/** Applications and subscriptions in MongoDB (database `applications`, or `<db>-applications`). */
export class MongooseApplicationRepository extends ApplicationRepository {
  private constructor(
    private readonly connection: Connection,
    private readonly applications: Model<ApplicationDocument>,
    private readonly subscriptions: Model<SubscriptionDocument>,
    private readonly reminderSettingsModel: Model<ReminderSettingsDocument>,
    private readonly reminderModel: Model<ReminderDocument>,
  ) {
    super();
  }

  static async connect(
    url: string,
    dbName = serviceDatabaseName(url, APPLICATIONS),
  ): Promise<MongooseApplicationRepository> {
    const connection = mongoose.createConnection(url, { dbName, serverSelectionTimeoutMS: 5000 });
    try {
      await connection.asPromise();
      const applications = connection.model<ApplicationDocument>('Application', applicationSchema);
      const subscriptions = connection.model<SubscriptionDocument>(
        'CalendarSubscription',
        subscriptionSchema,
      );
      const settings = connection.model<ReminderSettingsDocument>('ReminderSettings', reminderSettingsSchema);
      const reminders = connection.model<ReminderDocument>('Reminder', reminderSchema);
      for (const model of [applications, subscriptions, settings, reminders]) await model.syncIndexes();
      return new MongooseApplicationRepository(connection, applications, subscriptions, settings, reminders);
    } catch (error) {
      await connection.close();
      throw error;
    }
  }

  async list(userId: string): Promise<Application[]> {
    const documents = await this.applications.find({ userId }).sort({ createdAt: 1, id: 1 }).lean().exec();
    return documents.map(toApplication);
  }

  async get(userId: string, id: string): Promise<Application | undefined> {
    const document = await this.applications.findOne({ userId, id }).lean().exec();
    return document ? toApplication(document) : undefined;
  }

  async create(userId: string, application: Application, limit: number): Promise<CreateOutcome> {
    // As with favourites: two concurrent creates at the limit may both pass, which the limit tolerates.
    if ((await this.applications.countDocuments({ userId })) >= limit) {
      return (await this.applications.exists({ userId, key: application.key })) ? 'exists' : 'full';
    }
    try {
      await this.applications.create({ userId, ...application });
      return 'created';
    } catch (error) {
      if ((error as { code?: number }).code === DUPLICATE_KEY) return 'exists';
      throw error;
    }
  }

  async save(userId: string, application: Application): Promise<SaveOutcome> {
    const result = await this.applications
      .replaceOne(
        { userId, id: application.id, version: application.version - 1 },
        { userId, ...application },
      )
      .exec();
    if (result.matchedCount === 1) return 'saved';
    return (await this.applications.exists({ userId, id: application.id })) ? 'conflict' : 'missing';
  }

  async remove(userId: string, id: string): Promise<boolean> {
    return (await this.applications.deleteOne({ userId, id }).exec()).deletedCount === 1;
  }

  async subscription(userId: string): Promise<CalendarSubscription | undefined> {
    const document = await this.subscriptions.findOne({ userId }).lean().exec();
    return document ? toSubscription(document) : undefined;
  }

  async setSubscription(userId: string, subscription: CalendarSubscription): Promise<void> {
    // One document per user, replaced whole: the old hash is gone in the same write.
    await this.subscriptions.replaceOne({ userId }, { userId, ...subscription }, { upsert: true }).exec();
  }

  async removeSubscription(userId: string): Promise<boolean> {
    return (await this.subscriptions.deleteOne({ userId }).exec()).deletedCount === 1;
  }

  async subscriberOf(
    tokenHash: string,
  ): Promise<{ userId: string; subscription: CalendarSubscription } | undefined> {
    const document = await this.subscriptions.findOne({ tokenHash }).lean().exec();
    return document ? { userId: document.userId, subscription: toSubscription(document) } : undefined;
  }

  async reminderSettings(userId: string): Promise<ReminderSettings | undefined> {
    const document = await this.reminderSettingsModel.findOne({ userId }).lean().exec();
    return document ? toSettings(document) : undefined;
  }

  async setReminderSettings(userId: string, settings: ReminderSettings): Promise<void> {
    await this.reminderSettingsModel.replaceOne({ userId }, { userId, ...settings }, { upsert: true }).exec();
  }

  async reminderSubscribers(): Promise<{ userId: string; settings: ReminderSettings }[]> {
    const documents = await this.reminderSettingsModel.find({ enabled: true }).lean().exec();
    return documents.map((document) => ({ userId: document.userId, settings: toSettings(document) }));
  }

  async claimReminder(userId: string, reminder: ReminderRecord): Promise<boolean> {
    // Not one transaction with the insert (no replica set is assumed): an erasure landing between the two leaves a
    // claim that the erasure's own deleteMany of reminders may miss; the next erasure request removes it.
    if (!(await this.reminderSettingsModel.exists({ userId, enabled: true }))) return false;
    try {
      await this.reminderModel.create({ userId, ...reminder });
      return true;
    } catch (error) {
      if ((error as { code?: number }).code === DUPLICATE_KEY) return false;
      throw error;
    }
  }

  async markReminderQueued(userId: string, key: string, at: string): Promise<void> {
    await this.reminderModel
      .updateOne({ userId, key, queuedAt: null }, { $set: { queuedAt: at, mail: null } })
      .exec();
  }

  async unqueuedReminders(): Promise<{ userId: string; reminder: ReminderRecord }[]> {
    const documents = await this.reminderModel.find({ queuedAt: null }).lean().exec();
    return documents.map((document) => ({ userId: document.userId, reminder: toReminder(document) }));
  }

  async reminders(userId: string): Promise<ReminderRecord[]> {
    const documents = await this.reminderModel.find({ userId }).sort({ claimedAt: 1, key: 1 }).lean().exec();
    return documents.map(toReminder);
  }

  async eraseUser(userId: string): Promise<number> {
    const counts = await Promise.all([
      this.applications.deleteMany({ userId }).exec(),
      this.subscriptions.deleteMany({ userId }).exec(),
      this.reminderSettingsModel.deleteMany({ userId }).exec(),
      this.reminderModel.deleteMany({ userId }).exec(),
    ]);
    return counts.reduce((sum, result) => sum + result.deletedCount, 0);
  }

  async close(): Promise<void> {
    await this.connection.close();
  }
}
