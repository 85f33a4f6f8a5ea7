import { profileBodySchema } from './profile.dto';

/** The messages the schema has for the phone fields of a body, none when it takes them. */
function phoneErrors(body: Record<string, unknown>): Record<string, string> {
  const parsed = profileBodySchema.safeParse({ user_id: 'user-1', ...body });
  if (parsed.success) return {};
  return Object.fromEntries(
    parsed.error.issues
      .filter((issue) => issue.path[0] === 'phone' || issue.path[0] === 'mobile_phone')
      .map((issue) => [String(issue.path[0]), issue.message]),
  );
}

const NOT_OF_ITS_COUNTRY =
  'must be a phone number with its country code (e.g. +49 30 901820), or as dialled in the country of the address';

describe('profileBodySchema', () => {
  describe('phone and mobile_phone', () => {
    it('take nothing as null', () => {
      expect(profileBodySchema.parse({ user_id: 'user-1', phone: '  ', mobile_phone: '' })).toMatchObject({
        phone: null,
        mobile_phone: null,
      });
    });

    it.each(['+49 30 901820', '+44 20 7946 0000', '+1 (212) 555-0123', '+33 1.45.45.32.45'])(
      'take the international number %j, whatever the country of the address',
      (phone) => {
        expect(phoneErrors({ phone, country_code: 'PT' })).toEqual({});
        expect(phoneErrors({ mobile_phone: phone })).toEqual({});
      },
    );

    it('take a number as dialled in the country of the address', () => {
      expect(phoneErrors({ phone: '030 901820', mobile_phone: '0170 1234567', country_code: 'de' })).toEqual(
        {},
      );
      expect(phoneErrors({ phone: '(212) 555-0123', country_code: 'US' })).toEqual({});
    });

    it.each([
      ['a national number without the country of the address', { phone: '030 901820' }],
      ['a German number under a French address', { phone: '030 901820', country_code: 'FR' }],
      ['a number too short for its country', { phone: '+49 301', country_code: 'DE' }],
      ['a number too long for its country', { phone: '+33 1 45 45 32 45 67' }],
      ['digits no number of the country starts with', { phone: '+1 999 555 0123' }],
    ])('refuse %s', (_case, body) => {
      expect(phoneErrors(body)).toEqual({ phone: NOT_OF_ITS_COUNTRY });
    });

    it('are checked without a country when the country of the address is refused', () => {
      expect(phoneErrors({ phone: '+49 30 901820', country_code: 42 })).toEqual({});
      expect(phoneErrors({ phone: '030 901820', country_code: 'XX' })).toEqual({ phone: NOT_OF_ITS_COUNTRY });
    });

    it('refuse letters with the message of the characters a phone number has', () => {
      expect(phoneErrors({ mobile_phone: 'call me maybe' })).toEqual({
        mobile_phone: 'must be a phone number: digits, spaces and an optional leading +',
      });
    });
  });
});
