import {
  PROFILE_FIELDS,
  type Profile,
  type ProfileField,
  type ProfileInput,
} from '@/features/profile/api/profile-api';

/** What the form holds: a string per field ('' when empty), the country code upper case or undefined. */
export type ProfileFormValues = Record<Exclude<ProfileField, 'country_code'>, string> & {
  country_code: string | undefined;
};

export const EMPTY_FORM: ProfileFormValues = {
  ...(Object.fromEntries(PROFILE_FIELDS.map((field) => [field, ''])) as Record<ProfileField, string>),
  country_code: undefined,
};

/** The form's values for a loaded profile (or an empty form when there is none). */
export function toFormValues(profile: Profile | undefined): ProfileFormValues {
  if (!profile) return EMPTY_FORM;
  const values = Object.fromEntries(PROFILE_FIELDS.map((field) => [field, profile[field] ?? ''])) as Record<
    ProfileField,
    string
  >;
  const country = profile.country_code?.trim().toUpperCase();
  return { ...values, country_code: country || undefined };
}

/** What is sent: trimmed values, blank ones as null, the country code upper case (specification section 5). */
export function toProfileInput(userId: string, values: Partial<ProfileFormValues>): ProfileInput {
  const input = Object.fromEntries(
    PROFILE_FIELDS.map((field) => {
      const trimmed = (values[field] ?? '').trim();
      return [field, trimmed === '' ? null : trimmed];
    }),
  ) as Record<ProfileField, string | null>;
  return { user_id: userId, ...input, country_code: input.country_code?.toUpperCase() ?? null };
}
