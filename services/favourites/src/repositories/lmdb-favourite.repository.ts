import { migrateLegacyOwnerKeys, openEmbeddedStore, openTable, ownerKey, ownerRange } from '@site/platform';
import type { RootDatabase } from 'lmdb';
import { AddOutcome, Favourite, FavouriteRepository } from './favourite.repository';

/** Favourites in the embedded store: one record per user and key, in a transaction per change. */
export class LmdbFavouriteRepository extends FavouriteRepository {
  private readonly root: RootDatabase;
  private readonly table;

  constructor(dir: string) {
    super();
    this.root = openEmbeddedStore(dir);
    this.table = openTable<Favourite>(this.root, 'favourites');
    migrateLegacyOwnerKeys(this.table, (favourite) => favourite.key);
  }

  async list(userId: string): Promise<Favourite[]> {
    const favourites = [...this.table.getRange(ownerRange(userId))].map(({ value }) => value);
    return favourites.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.key.localeCompare(b.key));
  }

  add(userId: string, favourite: Favourite, limit: number): Promise<AddOutcome> {
    return this.table.transaction((): AddOutcome => {
      if (this.table.get(ownerKey(userId, favourite.key)) !== undefined) return 'exists';
      if (this.table.getKeysCount(ownerRange(userId)) >= limit) return 'full';
      void this.table.put(ownerKey(userId, favourite.key), favourite);
      return 'added';
    });
  }

  remove(userId: string, key: string): Promise<boolean> {
    return this.table.transaction(() => {
      if (this.table.get(ownerKey(userId, key)) === undefined) return false;
      void this.table.remove(ownerKey(userId, key));
      return true;
    });
  }

  eraseUser(userId: string): Promise<number> {
    return this.table.transaction(() => {
      const keys = [...this.table.getKeys(ownerRange(userId))];
      for (const key of keys) void this.table.remove(key);
      return keys.length;
    });
  }

  async close(): Promise<void> {
    await this.root.close();
  }
}
