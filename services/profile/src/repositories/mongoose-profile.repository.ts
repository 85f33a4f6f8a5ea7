import { serviceDatabaseName } from '@site/platform';
import mongoose, { type Connection, type Model } from 'mongoose';
import { PROFILE } from '../profile.constants';
import { erasureSchema, profileSchema } from '../schemas/profile.schema';
import {
  ErasureConfirmation,
  ErasureRecord,
  Profile,
  PROFILE_FIELDS,
  ProfileRepository,
  withConfirmation,
} from './profile.repository';

/** Profiles in MongoDB (database `profile`, or `<db>-profile` when the URL names one), through mongoose. */
export class MongooseProfileRepository extends ProfileRepository {
  private constructor(
    private readonly connection: Connection,
    private readonly model: Model<Profile>,
    private readonly erasures: Model<ErasureRecord>,
  ) {
    super();
  }

  static async connect(
    url: string,
    dbName = serviceDatabaseName(url, PROFILE),
  ): Promise<MongooseProfileRepository> {
    const connection = mongoose.createConnection(url, { dbName, serverSelectionTimeoutMS: 5000 });
    try {
      await connection.asPromise();
      const model = connection.model<Profile>('Profile', profileSchema);
      const erasures = connection.model<ErasureRecord>('Erasure', erasureSchema);
      await Promise.all([model.syncIndexes(), erasures.syncIndexes()]);
      return new MongooseProfileRepository(connection, model, erasures);
    } catch (error) {
      // An open connection would keep the process alive after a failed start (e.g. duplicates under a unique index).
      await connection.close();
      throw error;
    }
  }

  async get(userId: string): Promise<Profile | undefined> {
    const document = await this.model.findOne({ user_id: userId }).lean().exec();
    if (!document) return undefined;
    const profile: Record<string, unknown> = { user_id: document.user_id, updated_at: document.updated_at };
    for (const field of PROFILE_FIELDS) profile[field] = document[field] ?? null;
    return profile as unknown as Profile;
  }

  async put(profile: Profile): Promise<void> {
    await this.model
      .replaceOne({ user_id: profile.user_id }, profile, { upsert: true, runValidators: true })
      .exec();
  }

  async eraseUser(userId: string): Promise<boolean> {
    return (await this.model.deleteOne({ user_id: userId }).exec()).deletedCount === 1;
  }

  async putErasure(record: ErasureRecord): Promise<void> {
    await this.erasures.replaceOne({ erasure_id: record.erasure_id }, record, { upsert: true }).exec();
  }

  async getErasure(erasureId: string): Promise<ErasureRecord | undefined> {
    const document = await this.erasures.findOne({ erasure_id: erasureId }, { _id: 0 }).lean().exec();
    return document ?? undefined;
  }

  async confirmErasure(
    erasureId: string,
    service: string,
    confirmation: ErasureConfirmation,
  ): Promise<ErasureRecord | undefined> {
    // One confirmation per service and erasure: set it only while still missing, then close the ledger when full.
    await this.erasures
      .updateOne(
        { erasure_id: erasureId, [`services.${service}`]: null },
        { $set: { [`services.${service}`]: confirmation } },
      )
      .exec();
    const record = await this.getErasure(erasureId);
    if (!record) return undefined;
    const completed = withConfirmation(record, service, confirmation);
    if (completed.completed_at !== record.completed_at) {
      await this.erasures
        .updateOne(
          { erasure_id: erasureId, completed_at: null },
          { $set: { completed_at: completed.completed_at } },
        )
        .exec();
    }
    return completed;
  }

  async pendingErasures(): Promise<ErasureRecord[]> {
    return this.erasures.find({ completed_at: null }, { _id: 0 }).lean().exec();
  }

  async close(): Promise<void> {
    await this.connection.close();
  }
}
