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

/** Storage of profiles, one per user; every adapter passes `test/contract/profile-repository.contract-spec.ts`. */
export abstract class ProfileRepository {
  abstract get(userId: string): Promise<Profile | undefined>;
  /** Replaces the user's profile; resolves once it is durable. */
  abstract put(profile: Profile): Promise<void>;
  /** Removes the user's profile; whether there was one. */
  abstract eraseUser(userId: string): Promise<boolean>;
  abstract close(): Promise<void>;
}
