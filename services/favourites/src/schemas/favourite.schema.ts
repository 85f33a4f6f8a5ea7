import { Schema } from 'mongoose';

export interface FavouriteDocument {
  userId: string;
  key: string;
  entry: Record<string, unknown>;
  createdAt: string;
}

/** One favourite per document; the unique index makes a repeated add a no-op and keeps a user's keys distinct. */
export const favouriteSchema = new Schema<FavouriteDocument>(
  {
    userId: { type: String, required: true, maxlength: 200 },
    key: { type: String, required: true, maxlength: 700 },
    entry: { type: Schema.Types.Mixed, required: true },
    createdAt: { type: String, required: true },
  },
  { collection: 'favourites', versionKey: false, minimize: false },
);
favouriteSchema.index({ userId: 1, key: 1 }, { unique: true, name: 'user_key_unique' });
favouriteSchema.index({ userId: 1, createdAt: 1 }, { name: 'user_created' });
