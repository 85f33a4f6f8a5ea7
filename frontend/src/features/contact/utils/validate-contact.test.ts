import { describe, expect, it } from 'vitest';

import { fullPhoneOf, dialingOptions, DIALING_CODES } from '@/features/contact/utils/dialing-codes';
import {
  serverFieldErrors,
  validateContact,
  type ContactFormValues,
} from '@/features/contact/utils/validate-contact';

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
  it('offers about 54 codes, Germany (+49) among them, named in the reader’s language', () => {
    expect(Object.keys(DIALING_CODES).length).toBeGreaterThanOrEqual(50);
    expect(dialingOptions('de')).toContainEqual({ region: 'DE', code: '+49', country: 'Deutschland' });
    expect(dialingOptions('en')).toContainEqual({ region: 'DE', code: '+49', country: 'Germany' });
  });

  it('sends the code with the number, and nothing without a number', () => {
    expect(fullPhoneOf('DE', ' 30 1234567 ')).toBe('+49 30 1234567');
    expect(fullPhoneOf('US', '')).toBe('');
  });
});
