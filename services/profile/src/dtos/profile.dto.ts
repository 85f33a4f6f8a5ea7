import { isValid as isIsoCountry } from 'i18n-iso-countries';
import { type CountryCode, isValidPhoneNumber } from 'libphonenumber-js/min';
import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import type { Profile } from '../repositories/profile.repository';

const MIN_AGE_YEARS = 10;

/** Trims strings and turns empty ones into null, as the specification asks ("empty inputs become null"). */
const blankToNull = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

const text = (max: number) =>
  z.preprocess(
    blankToNull,
    z
      .string({ error: 'must be a string' })
      .max(max, `must be at most ${max} characters`)
      .nullable()
      .default(null),
  );

function isPlausibleBirthDate(value: string): boolean {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return false;
  const latest = new Date();
  latest.setUTCFullYear(latest.getUTCFullYear() - MIN_AGE_YEARS);
  return year >= 1900 && date <= latest;
}

const PHONE_CHARACTERS = /^\+?[0-9 ()\-./]{1,30}$/;

const phone = z.preprocess(
  blankToNull,
  z
    .string({ error: 'must be a string' })
    .regex(PHONE_CHARACTERS, 'must be a phone number: digits, spaces and an optional leading +')
    .nullable()
    .default(null),
);

const PHONE_FIELDS = ['phone', 'mobile_phone'] as const;

/**
 * A phone number must be one its country could have (libphonenumber-js with its `min` metadata, as the contact
 * form checks them): international with its country code, or as dialled in the country of the address.
 */
function refusePhonesOfNoCountry(
  profile: { country_code: string | null } & Record<(typeof PHONE_FIELDS)[number], string | null>,
  context: z.RefinementCtx,
): void {
  // the refinement also runs when another field was refused: the country may be anything then
  const country = typeof profile.country_code === 'string' ? profile.country_code : undefined;
  for (const field of PHONE_FIELDS) {
    const number = profile[field];
    // a number of other characters has its own message already
    if (typeof number !== 'string' || !PHONE_CHARACTERS.test(number)) continue;
    if (isValidPhoneNumber(number, country as CountryCode | undefined)) continue;
    context.addIssue({
      code: 'custom',
      path: [field],
      message:
        'must be a phone number with its country code (e.g. +49 30 901820), or as dialled in the country of the address',
    });
  }
}

export const profileBodySchema = z
  .object({
    user_id: z
      .string({ error: 'must be a string' })
      .trim()
      .min(1, 'must not be empty')
      .max(200, 'is too long'),
    email: z.preprocess(
      blankToNull,
      z.email({ error: 'must be a valid e-mail address' }).max(254, 'is too long').nullable().default(null),
    ),
    display_name: text(100),
    first_name: text(100),
    last_name: text(100),
    date_of_birth: z.preprocess(
      blankToNull,
      z
        .string({ error: 'must be a string' })
        .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')
        .refine(
          isPlausibleBirthDate,
          `must be a real date, after 1900 and at least ${MIN_AGE_YEARS} years ago`,
        )
        .nullable()
        .default(null),
    ),
    address_line1: text(200),
    address_line2: text(200),
    city: text(100),
    state_region: text(100),
    postal_code: z.preprocess(
      blankToNull,
      z
        .string({ error: 'must be a string' })
        .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,19}$/, 'must be letters, digits, spaces or hyphens, at most 20')
        .nullable()
        .default(null),
    ),
    country_code: z.preprocess(
      (value) => {
        const blank = blankToNull(value);
        return typeof blank === 'string' ? blank.toUpperCase() : blank;
      },
      z
        .string({ error: 'must be a string' })
        .regex(/^[A-Z]{2}$/, 'must be two letters, e.g. DE')
        .refine((code) => isIsoCountry(code), 'must be an ISO 3166-1 country code')
        .nullable()
        .default(null),
    ),
    phone,
    mobile_phone: phone,
  })
  .superRefine(refusePhonesOfNoCountry);
export class ProfileBodyDto extends createZodDto(profileBodySchema) {}

export const profileParamsSchema = z.object({
  user_id: z.string().trim().min(1, 'must not be empty').max(200, 'is too long'),
});
export class ProfileParamsDto extends createZodDto(profileParamsSchema) {}

export type ProfileResponse = Profile;
