import type { ScholarshipRecord } from '../catalogue/catalogue.schema';

/** Scholarships open in every country of the catalogue. */
export const EU_WIDE_SCHOLARSHIPS: readonly ScholarshipRecord[] = [
  {
    id: 'eu-erasmus-mundus',
    name: 'Erasmus Mundus Joint Masters scholarship',
    provider: 'European Union (EACEA) and the university consortia',
    description:
      'Full scholarships for joint master programs run by consortia of European universities; the student studies in at least two countries.',
    amount: 'EUR 1,400 per month for up to 24 months, plus tuition and participation costs (2021-2027 rules)',
    eligibility: 'Master applicants of any nationality admitted to an Erasmus Mundus Joint Master program.',
    deadline: 'Set by each consortium, usually between October and January for the following autumn',
    deadlineMonthDay: null,
    url: 'https://www.eacea.ec.europa.eu/scholarships/erasmus-mundus-catalogue_en',
    degreeLevels: ['master'],
    citizenship: 'any',
  },
];
