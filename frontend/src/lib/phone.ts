import { getCountryCallingCode, isValidPhoneNumber, type CountryCode } from 'libphonenumber-js/min';

/**
 * Phone numbers through libphonenumber-js with its `min` metadata, as the mailer checks them
 * (`services/mailer/src/dtos/contact.dto.ts`): a number is refused for a length or leading digits its country
 * never has, while a number in a range the metadata do not list yet is still taken (`max` would refuse it, and
 * add 65 kB to the pages that import this). Only the lazily loaded contact and profile pages import it.
 */
export type PhoneRegion = CountryCode;

/** `+49` for Germany. */
export function dialingCode(region: PhoneRegion): string {
  return `+${getCountryCallingCode(region)}`;
}

export type PhoneProblem = 'digits' | 'invalid';

/**
 * What is wrong with an international number (`+49 30 901820`), if anything: characters other than digits and
 * spaces after the leading `+` ('digits'), or no number its country could have ('invalid').
 */
export function internationalPhoneProblem(value: string): PhoneProblem | undefined {
  const number = value.trim();
  if (!/^\+?[\d\s]*$/.test(number)) return 'digits';
  return isValidPhoneNumber(number) ? undefined : 'invalid';
}
