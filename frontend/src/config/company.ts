import type { Company } from '@/lib/company';

/**
 * The example company the site ships with, as in the repository's `config/company.json`: the first view rendered
 * at build time shows it, and so does a site whose server publishes no company. It says that it is an example.
 */
export const EXAMPLE_COMPANY: Company = {
  example: true,
  legalName: 'Europa Launchpad GmbH',
  legalForm: 'Gesellschaft mit beschränkter Haftung (GmbH)',
  address: { street: 'Musterstraße 1', postalCode: '10115', city: 'Berlin', countryCode: 'DE' },
  phone: '+49 30 0000000',
  email: 'hello@europa-launchpad.example',
  careersEmail: 'careers@europa-launchpad.example',
  managingDirectors: ['Erika Mustermann', 'Max Mustermann'],
  responsibleForContent: ['Erika Mustermann'],
  register: { court: 'Amtsgericht Charlottenburg', number: 'HRB 000000 B' },
  vatId: 'DE000000000',
  supervisoryAuthority: null,
  officeHours: { weekdays: { opens: '9:00', closes: '17:00', timeZone: 'CET' } },
};

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

/** `mailto:` link for an application to `careersEmail`, with a subject line in the visitor's language. */
export const careersMailto = (careersEmail: string, subject: string) =>
  `mailto:${careersEmail}?subject=${encodeURIComponent(subject)}`;
