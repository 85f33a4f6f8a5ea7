import { openEmbeddedStore, openTable } from '@site/platform';
import type { RootDatabase } from 'lmdb';
import {
  ErasureConfirmation,
  ErasureRecord,
  Profile,
  ProfileRepository,
  withConfirmation,
} from './profile.repository';

/** Profiles in the embedded store, keyed by user id. */
export class LmdbProfileRepository extends ProfileRepository {
  private readonly root: RootDatabase;
  private readonly table;
  private readonly erasures;

  constructor(dir: string) {
    super();
    this.root = openEmbeddedStore(dir);
    this.table = openTable<Profile>(this.root, 'profiles');
    this.erasures = openTable<ErasureRecord>(this.root, 'erasures');
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

  async putErasure(record: ErasureRecord): Promise<void> {
    await this.erasures.put(record.erasure_id, record);
  }

  async getErasure(erasureId: string): Promise<ErasureRecord | undefined> {
    return this.erasures.get(erasureId);
  }

  confirmErasure(
    erasureId: string,
    service: string,
    confirmation: ErasureConfirmation,
  ): Promise<ErasureRecord | undefined> {
    return this.erasures.transaction(() => {
      const record = this.erasures.get(erasureId);
      if (!record) return undefined;
      const updated = withConfirmation(record, service, confirmation);
      void this.erasures.put(erasureId, updated);
      return updated;
    });
  }

  async pendingErasures(): Promise<ErasureRecord[]> {
    return [...this.erasures.getRange()]
      .map(({ value }) => value)
      .filter((record) => record.completed_at === null);
  }

  async close(): Promise<void> {
    await this.root.close();
  }
}
