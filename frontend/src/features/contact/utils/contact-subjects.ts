/** The seven subjects of the contact form (specification section 3); display names: `pages:contact.form.subjects`. */
export const CONTACT_SUBJECTS = [
  'general',
  'funding',
  'management',
  'ai',
  'compliance',
  'cloud',
  'partnership',
] as const;

export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export const isContactSubject = (value: string): value is ContactSubject =>
  (CONTACT_SUBJECTS as readonly string[]).includes(value);
