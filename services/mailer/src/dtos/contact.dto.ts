import { isValidPhoneNumber } from 'libphonenumber-js/min';
import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';

/** The contact form's subjects, with the names the company inbox shows. */
export const CONTACT_SUBJECTS = {
  general: 'General Inquiry',
  funding: 'EU Funding',
  management: 'Project Management',
  ai: 'AI Development',
  compliance: 'Regulatory Compliance',
  cloud: 'Cloud Solutions',
  partnership: 'Partnership',
} as const;
export type ContactSubject = keyof typeof CONTACT_SUBJECTS;

export const SITE_LANGUAGES = ['en', 'de', 'pt', 'es', 'fr', 'tr', 'pl', 'ko', 'zh', 'ar'] as const;

const oneLine = (value: string) => !/[\r\n]/.test(value);
const required = (field: string, max: number) =>
  z
    .string({ error: `${field} must be a string` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);

/** The phone as the form sends it, a dialling code and a number: digits and spaces after the `+`. */
const onlyDigits = (value: string) => /^\+?[\d\s]*$/.test(value);

/**
 * Validated with libphonenumber-js and its `min` metadata, as the SPA does (`frontend/src/lib/phone.ts`): a length
 * or leading digits the country never has are refused, a number in a range the metadata do not list yet is not.
 * `test/fixtures/phone-numbers.json` holds the numbers both sides must agree on.
 */
const isPhoneOfItsCountry = (value: string) => !onlyDigits(value) || isValidPhoneNumber(value);

export const contactMessageSchema = z.object({
  name: required('Name', 100).refine(oneLine, 'Name must be one line'),
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(254, 'Email must be at most 254 characters')
    .pipe(z.email({ error: 'Email must be in a valid format' })),
  company: z
    .string({ error: 'Company must be a string' })
    .trim()
    .max(150, 'Company must be at most 150 characters')
    .refine(oneLine, 'Company must be one line')
    .optional()
    .default(''),
  fullPhone: z
    .string({ error: 'Phone must be a string' })
    .trim()
    .max(30, 'Phone must be at most 30 characters')
    .refine((value) => value === '' || onlyDigits(value), 'Phone number should contain only digits')
    .refine(
      (value) => value === '' || isPhoneOfItsCountry(value),
      'Phone number is not valid for its country code',
    )
    .optional()
    .default(''),
  subject: z.enum(Object.keys(CONTACT_SUBJECTS) as [ContactSubject, ...ContactSubject[]], {
    error: 'Subject is required',
  }),
  message: required('Message', 5000),
  /** The site's language, for the confirmation mail. */
  language: z.enum(SITE_LANGUAGES).optional().default('en'),
  /** Honeypot: hidden in the form, so a person leaves it empty. */
  website: z.string().max(500).optional().default(''),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
export class ContactMessageDto extends createZodDto(contactMessageSchema) {}

export const idempotencyKeySchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_.:-]{8,100}$/, 'Idempotency-Key must be 8 to 100 letters, digits or _ . : -')
  .optional();
