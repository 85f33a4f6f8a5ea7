import { describe, expect, it } from 'vitest';

import { getCountries } from 'libphonenumber-js/min';

import {
  fullPhoneOf,
  dialingOptions,
  DIALING_REGIONS,
  type DialingRegion,
} from '@/features/contact/utils/dialing-codes';
import {
  serverFieldErrors,
  validateContact,
  type ContactFormValues,
} from '@/features/contact/utils/validate-contact';

import phoneNumbers from '../../../../../test/fixtures/phone-numbers.json';

const valid: ContactFormValues = {
  name: 'Ada',
  email: 'ada@example.org',
  company: '',
  dialingRegion: 'DE',
  phone: '',
  subject: 'general',
  message: 'Hello',
  website: '',
};

describe(validateContact.name, () => {
  it('accepts a complete message with the optional fields empty', () => {
    expect(validateContact(valid)).toEqual({});
  });

  it('requires name, e-mail, subject and message after trimming', () => {
    expect(
      validateContact({ ...valid, name: '  ', email: ' ', subject: undefined, message: '\n\t' }),
    ).toEqual({
      name: { key: 'nameRequired' },
      email: { key: 'emailRequired' },
      subject: { key: 'subjectRequired' },
      message: { key: 'messageRequired' },
    });
  });

  it.each(['ada', 'ada@', '@example.org', 'ada@example', 'ada @example.org'])(
    'refuses the address %j',
    (email) => {
      expect(validateContact({ ...valid, email }).email).toEqual({
        key: 'emailInvalid',
        values: { email: email.trim() },
      });
    },
  );

  it.each(['123 456 7890', '030123', ' 30 1234 '])('accepts the phone number %j', (phone) => {
    expect(validateContact({ ...valid, phone }).phone).toBeUndefined();
  });

  it.each(['030-123', '+49 30', '12ab', '(030) 123'])('refuses the phone number %j', (phone) => {
    expect(validateContact({ ...valid, phone }).phone).toEqual({ key: 'phoneDigits' });
  });

  it.each(['1', '0301', '000 0000000', '12345678901234567'])(
    'refuses %j: no German number is like it',
    (phone) => {
      expect(validateContact({ ...valid, phone }).phone).toEqual({ key: 'phoneInvalid' });
    },
  );

  it('checks the number against the chosen region: 20 7946 0000 is British, not French', () => {
    expect(validateContact({ ...valid, dialingRegion: 'GB', phone: '20 7946 0000' }).phone).toBeUndefined();
    expect(validateContact({ ...valid, dialingRegion: 'FR', phone: '20 7946 0000' }).phone).toEqual({
      key: 'phoneInvalid',
    });
  });

  // the mailer's contact.dto.spec.ts checks the same list: the page and the server agree on every number
  it.each(phoneNumbers.samples)(
    'agrees with the mailer on $region $number (problem: $problem)',
    ({ region, number, problem }) => {
      const expected = { digits: { key: 'phoneDigits' }, invalid: { key: 'phoneInvalid' } };
      expect(DIALING_REGIONS).toContain(region);
      expect(
        validateContact({ ...valid, dialingRegion: region as DialingRegion, phone: number }).phone,
      ).toEqual(problem === null ? undefined : expected[problem as keyof typeof expected]);
    },
  );
});

describe(serverFieldErrors.name, () => {
  it('maps the server fields onto the form, translating the messages it knows', () => {
    expect(
      serverFieldErrors(
        {
          fullPhone: 'Phone number should contain only digits',
          name: 'Name must be at most 100 characters',
          company: 'Company must be one line',
          email: 'Email must be in a valid format',
          message: 'Something new',
          website: 'ignored: not a field of the form',
        },
        { ...valid, email: 'x@y' },
      ),
    ).toEqual({
      phone: { key: 'phoneDigits', values: { email: 'x@y' } },
      name: { key: 'tooLong', values: { max: 100 } },
      company: { key: 'oneLine' },
      email: { key: 'emailInvalid', values: { email: 'x@y' } },
      message: { text: 'Something new' },
    });
  });
});

describe('dialling codes', () => {
  it('offers about 54 regions the phone library knows, Germany (+49) among them, named in the reader’s language', () => {
    expect(DIALING_REGIONS.length).toBeGreaterThanOrEqual(50);
    expect(new Set(DIALING_REGIONS).size).toBe(DIALING_REGIONS.length);
    expect(DIALING_REGIONS.filter((region) => !getCountries().includes(region))).toEqual([]);
    expect(dialingOptions('de')).toContainEqual({ region: 'DE', code: '+49', country: 'Deutschland' });
    expect(dialingOptions('en')).toContainEqual({ region: 'DE', code: '+49', country: 'Germany' });
    expect(dialingOptions('en')).toEqual(
      expect.arrayContaining([
        { region: 'US', code: '+1', country: 'United States' },
        { region: 'CA', code: '+1', country: 'Canada' },
        { region: 'XK', code: '+383', country: 'Kosovo' },
        { region: 'LI', code: '+423', country: 'Liechtenstein' },
      ]),
    );
  });

  it('sends the code with the number, and nothing without a number', () => {
    expect(fullPhoneOf('DE', ' 30 1234567 ')).toBe('+49 30 1234567');
    expect(fullPhoneOf('US', '')).toBe('');
  });
});
