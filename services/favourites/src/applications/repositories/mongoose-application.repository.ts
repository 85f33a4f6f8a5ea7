import { serviceDatabaseName } from '@site/platform';
import mongoose, { type Connection, type Model } from 'mongoose';
import { APPLICATIONS } from '../applications.constants';
import {
  applicationSchema,
  subscriptionSchema,
  type ApplicationDocument,
  type SubscriptionDocument,
} from '../schemas/application.schema';
import {
  Application,
  ApplicationRepository,
  CalendarSubscription,
  CreateOutcome,
  SaveOutcome,
} from './application.repository';

const DUPLICATE_KEY = 11000;

function toApplication(document: ApplicationDocument): Application {
  const { userId: _userId, _id, ...application } = document as ApplicationDocument & { _id?: unknown };
  return application;
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
      await applications.syncIndexes();
      await subscriptions.syncIndexes();
      return new MongooseApplicationRepository(connection, applications, subscriptions);
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

  async eraseUser(userId: string): Promise<number> {
    const applications = (await this.applications.deleteMany({ userId }).exec()).deletedCount;
    const subscriptions = (await this.subscriptions.deleteMany({ userId }).exec()).deletedCount;
    return applications + subscriptions;
  }

  async close(): Promise<void> {
    await this.connection.close();
  }
}
