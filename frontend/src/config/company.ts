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
    /** ISO 3166-1 code; the name is shown in the visitor's language. */
    countryCode: 'DE',
  },
  /** PLACEHOLDER: replace with the real number. */
  phone: '+49 30 0000000',
  email: 'hello@europa-launchpad.example',
  /** Where job applications go (the apply buttons open a mail to it). */
  careersEmail: 'careers@europa-launchpad.example',
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

/** The company's core values, in the order the About page lists them (texts: `pages:about.values.<id>`). */
export const coreValues = [
  'sovereignty',
  'privacyByDesign',
  'innovationWithIntegrity',
  'transparency',
] as const;

/** The two founders, by role (ADR 0005: no invented names); each claims over 20 years of experience. */
export const leaders = [
  { id: 'funding', yearsOfExperience: 20 },
  { id: 'software', yearsOfExperience: 20 },
] as const;

/** The four kinds of European partnership the company works in (texts: `pages:about.partnerships.<id>`). */
export const partnerships = [
  'horizonEurope',
  'digitalInnovationHubs',
  'sovereignCloud',
  'universities',
] as const;

export type EmploymentType = 'partTime' | 'fullTime';

/** Open positions (texts: `pages:jobs.positions.<id>`); every one is remote, part- or full-time. */
export const openPositions: readonly {
  id: 'seniorAiEngineer' | 'euFundingSpecialist' | 'cloudSolutionsArchitect';
  remote: true;
  employment: readonly EmploymentType[];
}[] = [
  { id: 'seniorAiEngineer', remote: true, employment: ['partTime', 'fullTime'] },
  { id: 'euFundingSpecialist', remote: true, employment: ['partTime', 'fullTime'] },
  { id: 'cloudSolutionsArchitect', remote: true, employment: ['partTime', 'fullTime'] },
];

/** `mailto:` link for an application, with a subject line in the visitor's language. */
export const careersMailto = (subject: string) =>
  `mailto:${company.careersEmail}?subject=${encodeURIComponent(subject)}`;
