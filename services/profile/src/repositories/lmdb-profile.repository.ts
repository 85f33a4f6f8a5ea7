import { openEmbeddedStore, openTable } from '@site/platform';
import type { RootDatabase } from 'lmdb';
import { Profile, ProfileRepository } from './profile.repository';

/** Profiles in the embedded store, keyed by user id. */
export class LmdbProfileRepository extends ProfileRepository {
  private readonly root: RootDatabase;
  private readonly table;

  constructor(dir: string) {
    super();
    this.root = openEmbeddedStore(dir);
    this.table = openTable<Profile>(this.root, 'profiles');
  }

  async get(userId: string): Promise<Profile | undefined> {
    return this.table.get(userId);
  }

  async put(profile: Profile): Promise<void> {
    await this.table.put(profile.user_id, profile);
  }

  async eraseUser(userId: string): Promise<boolean> {
    return this.table.transaction(() => {
      if (this.table.get(userId) === undefined) return false;
      void this.table.remove(userId);
      return true;
    });
  }

  async close(): Promise<void> {
    await this.root.close();
  }
}
