import { Inject, Injectable } from '@nestjs/common';
import type { Identity } from '@site/platform';
import { Profile, ProfileRepository } from '../repositories/profile.repository';

export const PROFILE_CLOCK = Symbol('PROFILE_CLOCK');

export type ProfileInput = Omit<Profile, 'updated_at'>;

/** A user's profile: read (or an empty one filled from the token), and replaced whole on save. */
@Injectable()
export class ProfileService {
  constructor(
    private readonly repository: ProfileRepository,
    @Inject(PROFILE_CLOCK) private readonly clock: () => Date,
  ) {}

  async read(userId: string, identity: Identity): Promise<Profile> {
    return (await this.repository.get(userId)) ?? this.fromToken(userId, identity);
  }

  async save(input: ProfileInput): Promise<Profile> {
    const profile: Profile = { ...input, updated_at: this.clock().toISOString() };
    await this.repository.put(profile);
    return profile;
  }

  /** What a user without a saved profile sees: empty, with what the token says about them. */
  private fromToken(userId: string, identity: Identity): Profile {
    return {
      user_id: userId,
      email: identity.email ?? null,
      display_name: identity.name ?? identity.preferredUsername ?? null,
      first_name: identity.givenName ?? null,
      last_name: identity.familyName ?? null,
      date_of_birth: null,
      address_line1: null,
      address_line2: null,
      city: null,
      state_region: null,
      postal_code: null,
      country_code: null,
      phone: null,
      mobile_phone: null,
      updated_at: this.clock().toISOString(),
    };
  }
}
