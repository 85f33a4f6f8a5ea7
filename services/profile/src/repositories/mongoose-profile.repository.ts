import mongoose, { type Connection, type Model } from 'mongoose';
import { profileSchema } from '../schemas/profile.schema';
import { Profile, PROFILE_FIELDS, ProfileRepository } from './profile.repository';

/** Profiles in MongoDB (database `profile`), through mongoose. */
export class MongooseProfileRepository extends ProfileRepository {
  private constructor(
    private readonly connection: Connection,
    private readonly model: Model<Profile>,
  ) {
    super();
  }

  static async connect(url: string, dbName = 'profile'): Promise<MongooseProfileRepository> {
    const connection = await mongoose
      .createConnection(url, { dbName, serverSelectionTimeoutMS: 5000 })
      .asPromise();
    const model = connection.model<Profile>('Profile', profileSchema);
    await model.syncIndexes();
    return new MongooseProfileRepository(connection, model);
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

  async close(): Promise<void> {
    await this.connection.close();
  }
}
