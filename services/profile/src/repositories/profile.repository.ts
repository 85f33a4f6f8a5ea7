/** The profile fields of the specification; `null` where the user left a field empty. */
export interface Profile {
  readonly user_id: string;
  readonly email: string | null;
  readonly display_name: string | null;
  readonly first_name: string | null;
  readonly last_name: string | null;
  /** YYYY-MM-DD */
  readonly date_of_birth: string | null;
  readonly address_line1: string | null;
  readonly address_line2: string | null;
  readonly city: string | null;
  readonly state_region: string | null;
  readonly postal_code: string | null;
  /** ISO 3166-1 alpha-2, upper case */
  readonly country_code: string | null;
  readonly phone: string | null;
  readonly mobile_phone: string | null;
  readonly updated_at: string;
}

export const PROFILE_FIELDS = [
  'email',
  'display_name',
  'first_name',
  'last_name',
  'date_of_birth',
  'address_line1',
  'address_line2',
  'city',
  'state_region',
  'postal_code',
  'country_code',
  'phone',
  'mobile_phone',
] as const;

/** What one service reported when it erased a user's records. */
export interface ErasureConfirmation {
  readonly records: number;
  readonly erased_at: string;
}

/**
 * The ledger of one erasure: which services have confirmed. It keeps the user's id and the times, nothing else,
 * so that the user can see when the erasure is complete.
 */
export interface ErasureRecord {
  readonly erasure_id: string;
  readonly user_id: string;
  readonly requested_at: string;
  readonly completed_at: string | null;
  readonly services: Readonly<Record<string, ErasureConfirmation | null>>;
}

/** The record with one more confirmation, and completed when every service has confirmed. */
export function withConfirmation(
  record: ErasureRecord,
  service: string,
  confirmation: ErasureConfirmation,
): ErasureRecord {
  const services = { ...record.services, [service]: record.services[service] ?? confirmation };
  const done = Object.values(services).every((entry) => entry !== null);
  return { ...record, services, completed_at: record.completed_at ?? (done ? confirmation.erased_at : null) };
}

/** Storage of profiles, one per user; every adapter passes `test/contract/profile-repository.contract-spec.ts`. */
export abstract class ProfileRepository {
  abstract get(userId: string): Promise<Profile | undefined>;
  /** Replaces the user's profile; resolves once it is durable. */
  abstract put(profile: Profile): Promise<void>;
  /** Removes the user's profile; whether there was one. */
  abstract eraseUser(userId: string): Promise<boolean>;
  abstract putErasure(record: ErasureRecord): Promise<void>;
  abstract getErasure(erasureId: string): Promise<ErasureRecord | undefined>;
  /** Records a service's confirmation (a repeated one changes nothing); the updated record, if it exists. */
  abstract confirmErasure(
    erasureId: string,
    service: string,
    confirmation: ErasureConfirmation,
  ): Promise<ErasureRecord | undefined>;
  /** Erasures some service has not confirmed yet. */
  abstract pendingErasures(): Promise<ErasureRecord[]>;
  abstract close(): Promise<void>;
}
