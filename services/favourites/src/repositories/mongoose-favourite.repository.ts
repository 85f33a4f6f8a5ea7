import { serviceDatabaseName } from '@site/platform';
import mongoose, { type Connection, type Model } from 'mongoose';
import { FAVOURITES } from '../favourites.constants';
import { favouriteSchema, type FavouriteDocument } from '../schemas/favourite.schema';
import { AddOutcome, Favourite, FavouriteRepository } from './favourite.repository';

const DUPLICATE_KEY = 11000;

/** Favourites in MongoDB (database `favourites`, or `<db>-favourites` when the URL names one), through mongoose. */
export class MongooseFavouriteRepository extends FavouriteRepository {
  private constructor(
    private readonly connection: Connection,
    private readonly model: Model<FavouriteDocument>,
  ) {
    super();
  }

  static async connect(
    url: string,
    dbName = serviceDatabaseName(url, FAVOURITES),
  ): Promise<MongooseFavouriteRepository> {
    const connection = mongoose.createConnection(url, { dbName, serverSelectionTimeoutMS: 5000 });
    try {
      await connection.asPromise();
      const model = connection.model<FavouriteDocument>('Favourite', favouriteSchema);
      await model.syncIndexes();
      return new MongooseFavouriteRepository(connection, model);
    } catch (error) {
      // An open connection would keep the process alive after a failed start (e.g. duplicates under a unique index).
      await connection.close();
      throw error;
    }
  }

  async list(userId: string): Promise<Favourite[]> {
    const documents = await this.model.find({ userId }).sort({ createdAt: 1, key: 1 }).lean().exec();
    return documents.map(({ key, entry, createdAt }) => ({ key, entry, createdAt }));
  }

  async add(userId: string, favourite: Favourite, limit: number): Promise<AddOutcome> {
    // The limit is checked before the insert; two concurrent adds at 499 may both pass, which the limit tolerates.
    // Two round trips: a count, then the insert (whose unique index answers 'exists'), or at the limit a look-up.
    if ((await this.model.countDocuments({ userId })) >= limit) {
      return (await this.model.exists({ userId, key: favourite.key })) ? 'exists' : 'full';
    }
    try {
      await this.model.create({ userId, ...favourite });
      return 'added';
    } catch (error) {
      if ((error as { code?: number }).code === DUPLICATE_KEY) return 'exists';
      throw error;
    }
  }

  async remove(userId: string, key: string): Promise<boolean> {
    return (await this.model.deleteOne({ userId, key }).exec()).deletedCount === 1;
  }

  async eraseUser(userId: string): Promise<number> {
    return (await this.model.deleteMany({ userId }).exec()).deletedCount;
  }

  async close(): Promise<void> {
    await this.connection.close();
  }
}
