import { getCountryCallingCode, type CountryCode } from 'libphonenumber-js/min';
import phoneNumbers from '../../../../test/fixtures/phone-numbers.json';
import { ContactMessageFactory } from '../../../../test/small/small.factory';
import { contactMessageSchema } from './contact.dto';

const MESSAGES = {
  digits: 'Phone number should contain only digits',
  invalid: 'Phone number is not valid for its country code',
} as const;

/** The messages the schema has for `fullPhone`, none when it takes the number. */
function phoneErrors(fullPhone: string): string[] {
  const parsed = contactMessageSchema.safeParse({ ...ContactMessageFactory.create(), fullPhone });
  return parsed.success
    ? []
    : parsed.error.issues.filter((issue) => issue.path[0] === 'fullPhone').map((issue) => issue.message);
}

describe('contactMessageSchema', () => {
  describe('fullPhone', () => {
    it('is optional', () => {
      expect(phoneErrors('')).toEqual([]);
      const { fullPhone: _none, ...withoutPhone } = ContactMessageFactory.create();
      expect(contactMessageSchema.parse(withoutPhone).fullPhone).toBe('');
    });

    it.each(['+49 30 901820', '+44 20 7946 0000', '+1 212 555 0123', '  +33 1 45 45 32 45  '])(
      'takes %j',
      (fullPhone) => expect(phoneErrors(fullPhone)).toEqual([]),
    );

    it.each([
      ['+49 1', 'invalid'],
      ['+49 000 0000000', 'invalid'],
      ['+1 999 555 0123', 'invalid'],
      ['030 901820', 'invalid'],
      ['+49 30 90-18 20', 'digits'],
      ['+49 call me', 'digits'],
    ] as const)('refuses %j: %s', (fullPhone, problem) => {
      expect(phoneErrors(fullPhone)).toEqual([MESSAGES[problem]]);
    });

    // the SPA's validate-contact.test.ts checks the same list: the page and the server agree on every number
    it.each(phoneNumbers.samples)(
      'agrees with the SPA on $region $number (problem: $problem)',
      ({ region, number, problem }) => {
        const fullPhone = `+${getCountryCallingCode(region as CountryCode)} ${number}`;
        expect(phoneErrors(fullPhone)).toEqual(
          problem === null ? [] : [MESSAGES[problem as keyof typeof MESSAGES]],
        );
      },
    );
  });
});
