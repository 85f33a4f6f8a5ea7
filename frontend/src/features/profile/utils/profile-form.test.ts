import { describe, expect, it } from 'vitest';

import type { Profile } from '@/features/profile/api/profile-api';
import { EMPTY_FORM, toFormValues, toProfileInput } from '@/features/profile/utils/profile-form';

describe('toProfileInput', () => {
  it('sends blank and whitespace-only fields as null and trims the others', () => {
    const input = toProfileInput('user-1', { ...EMPTY_FORM, city: '  Lyon ', first_name: '   ', phone: '' });
    expect(input.user_id).toBe('user-1');
    expect(input.city).toBe('Lyon');
    expect(input.first_name).toBeNull();
    expect(input.phone).toBeNull();
    expect(input.country_code).toBeNull();
  });

  it('upper-cases the country code', () => {
    expect(toProfileInput('user-1', { ...EMPTY_FORM, country_code: ' fr ' }).country_code).toBe('FR');
  });
});

describe('toFormValues', () => {
  it('is an empty form without a profile', () => {
    expect(toFormValues(undefined)).toEqual(EMPTY_FORM);
  });

  it('shows null fields as empty inputs and the country code upper case', () => {
    const profile: Profile = { user_id: 'user-1', city: 'Porto', country_code: 'pt', phone: null };
    const values = toFormValues(profile);
    expect(values.city).toBe('Porto');
    expect(values.phone).toBe('');
    expect(values.country_code).toBe('PT');
  });
});
