import { z } from 'zod/mini';

import type { ContactSubject } from '@/features/contact/utils/contact-subjects';
import { fullPhoneOf, type DialingRegion } from '@/features/contact/utils/dialing-codes';
import { internationalPhoneProblem } from '@/lib/phone';

export type ContactFormValues = {
  name: string;
  email: string;
  company: string;
  dialingRegion: DialingRegion;
  phone: string;
  subject: ContactSubject | undefined;
  message: string;
  /** Honeypot. */
  website: string;
};

export type ContactField = 'name' | 'email' | 'company' | 'phone' | 'subject' | 'message';

export type ContactErrorKey =
  | 'nameRequired'
  | 'emailRequired'
  | 'emailInvalid'
  | 'phoneDigits'
  | 'phoneInvalid'
  | 'subjectRequired'
  | 'messageRequired'
  | 'tooLong'
  | 'oneLine';

/** A translatable message (`pages:contact.form.errors.<key>`), or a server text the form cannot translate. */
export type FieldError =
  { key: ContactErrorKey; values?: Record<string, string | number> } | { text: string };

export type ContactErrors = Partial<Record<ContactField, FieldError>>;

/** The fields in the order the form shows them (the first invalid one gets the focus). */
export const CONTACT_FIELDS: readonly ContactField[] = [
  'name',
  'email',
  'company',
  'phone',
  'subject',
  'message',
];

const emailFormat = z.email();

/**
 * The rules of specification section 5, in the order of its table; a phone number of digits must also be one its
 * country could have (as the mailer checks it).
 */
export function validateContact(values: ContactFormValues): ContactErrors {
  const errors: ContactErrors = {};
  const email = values.email.trim();

  if (values.name.trim() === '') errors.name = { key: 'nameRequired' };
  if (email === '') errors.email = { key: 'emailRequired' };
  else if (!emailFormat.safeParse(email).success) errors.email = { key: 'emailInvalid', values: { email } };
  if (!/^\d*$/.test(values.phone.replace(/\s+/g, ''))) errors.phone = { key: 'phoneDigits' };
  else if (
    values.phone.trim() !== '' &&
    internationalPhoneProblem(fullPhoneOf(values.dialingRegion, values.phone))
  )
    errors.phone = { key: 'phoneInvalid' };
  if (!values.subject) errors.subject = { key: 'subjectRequired' };
  if (values.message.trim() === '') errors.message = { key: 'messageRequired' };
  return errors;
}

/** The server's names of the form's fields. */
const SERVER_FIELDS: Record<string, ContactField> = {
  name: 'name',
  email: 'email',
  company: 'company',
  fullPhone: 'phone',
  subject: 'subject',
  message: 'message',
};

const KNOWN_SERVER_MESSAGES: Record<string, ContactErrorKey> = {
  'Name is required': 'nameRequired',
  'Email is required': 'emailRequired',
  'Email must be in a valid format': 'emailInvalid',
  'Phone number should contain only digits': 'phoneDigits',
  'Phone number is not valid for its country code': 'phoneInvalid',
  'Subject is required': 'subjectRequired',
  'Message is required': 'messageRequired',
};

/** A 400 answer's `fields` as errors of the form's fields, translated where the message is a known one. */
export function serverFieldErrors(fields: Record<string, string>, values: ContactFormValues): ContactErrors {
  const errors: ContactErrors = {};
  for (const [serverField, message] of Object.entries(fields)) {
    const field = SERVER_FIELDS[serverField];
    if (!field) continue;
    const known = KNOWN_SERVER_MESSAGES[message];
    const tooLong = /at most (\d+) characters/.exec(message);
    if (known) errors[field] = { key: known, values: { email: values.email.trim() } };
    else if (tooLong) errors[field] = { key: 'tooLong', values: { max: Number(tooLong[1]) } };
    else if (/must be one line/.test(message)) errors[field] = { key: 'oneLine' };
    else errors[field] = { text: message };
  }
  return errors;
}
