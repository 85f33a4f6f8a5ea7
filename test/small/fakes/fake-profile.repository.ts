import {
  type ErasureConfirmation,
  type ErasureRecord,
  type Profile,
  ProfileRepository,
  withConfirmation,
} from '../../../services/profile/src/repositories/profile.repository';

/** Profiles and erasure ledgers in Maps, with the rules of `profile-repository.contract-spec.ts`. */
export class FakeProfileRepository extends ProfileRepository {
  readonly profiles = new Map<string, Profile>();
  readonly erasures = new Map<string, ErasureRecord>();
  closed = false;

  async get(userId: string): Promise<Profile | undefined> {
    const profile = this.profiles.get(userId);
    return profile && structuredClone(profile);
  }

  async put(profile: Profile): Promise<void> {
    this.profiles.set(profile.user_id, structuredClone(profile));
  }

  async eraseUser(userId: string): Promise<boolean> {
    return this.profiles.delete(userId);
  }

  async putErasure(record: ErasureRecord): Promise<void> {
    this.erasures.set(record.erasure_id, structuredClone(record));
  }

  async getErasure(erasureId: string): Promise<ErasureRecord | undefined> {
    const record = this.erasures.get(erasureId);
    return record && structuredClone(record);
  }

  async confirmErasure(
    erasureId: string,
    service: string,
    confirmation: ErasureConfirmation,
  ): Promise<ErasureRecord | undefined> {
    const record = this.erasures.get(erasureId);
    if (!record) return undefined;
    const updated = withConfirmation(record, service, confirmation);
    this.erasures.set(erasureId, updated);
    return structuredClone(updated);
  }

  async pendingErasures(): Promise<ErasureRecord[]> {
    return [...this.erasures.values()].filter((record) => record.completed_at === null);
  }

  async close(): Promise<void> {
    this.closed = true;
  }
}
