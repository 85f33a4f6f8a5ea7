/**
 * The company's brand and legal data: the only place pages read it from.
 *
 * PLACEHOLDERS: the phone number, the commercial register entry and the VAT id below are
 * not real. The company must replace them (and the managing directors' role titles with
 * their names, as § 5 DDG requires) before the site goes live.
 */
export const company = {
  siteTitle: 'Europa Launchpad',
  legalName: 'Europa Launchpad GmbH',
  address: {
    street: 'Musterstraße 1',
    postalCode: '10115',
    city: 'Berlin',
    country: 'Germany',
  },
  /** PLACEHOLDER: replace with the real number. */
  phone: '+49 30 0000000',
  email: 'hello@europa-launchpad.example',
  /** PLACEHOLDER: replace with the real register court and number. */
  register: 'Amtsgericht Charlottenburg, HRB 000000 B',
  /** PLACEHOLDER: replace with the real VAT identification number. */
  vatId: 'DE000000000',
  managingDirectors: ['Managing Director (funding projects)', 'Managing Director (industrial software)'],
  officeHours: {
    weekdays: { opens: '9:00', closes: '17:00', timeZone: 'CET' },
    weekend: 'closed',
  },
  /** ISO dates of the current versions of the legal texts. */
  legalUpdated: {
    privacy: '2025-05-10',
    terms: '2025-05-10',
  },
} as const;

/** `tel:` link target: the number without spaces. */
export const companyPhoneHref = `tel:${company.phone.replace(/\s+/g, '')}`;
