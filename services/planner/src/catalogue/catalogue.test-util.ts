import type { CountryFile } from './catalogue.schema';

/** A small, valid country file (Austria, one university, two programs) for tests; override what a test needs. */
export const CountryFileFactory = {
  create(overrides: { code?: string } = {}): CountryFile {
    const code = overrides.code ?? 'AT';
    const p = code.toLowerCase();
    return {
      country: {
        code,
        name: 'Austria',
        currency: 'EUR',
        officialLanguages: ['de'],
        tuitionPolicy: {
          summary:
            'EU/EEA students pay no tuition within the standard duration; others pay EUR 726.72 a semester.',
          euPerYear: { min: 0, max: 0 },
          nonEuPerYear: { min: 1453.44, max: 1453.44 },
          academicYear: '2025/26',
          sourceUrl: 'https://studienabteilung.uni-graz.at/en/tuition-fee/degree-programme-students/',
        },
        visa: {
          name: 'Residence permit – Student',
          summary: 'Apply at an Austrian embassy before entry; collect the card within six months.',
          proofOfFundsPerYear: 8340,
          fundsCurrency: 'EUR',
          fees: 160,
          processingTime: 'up to 3 months',
          processingWeeksMax: 13,
          workDuringStudy: '20 hours a week',
          postStudy: '12 months to look for work',
          officialUrl: 'https://www.migration.gv.at/en/types-of-immigration/temporary-immigration/students/',
          year: 2025,
        },
        healthInsurance: {
          summary: 'Students can self-insure with the public health insurance (ÖGK).',
          monthlyCost: 75,
          url: 'https://www.gesundheitskasse.at',
        },
        studyPortalUrl: 'https://studyinaustria.at',
        resources: [
          {
            name: 'OeAD student housing',
            category: 'housing',
            description: 'Furnished rooms for international students.',
            url: 'https://www.housing.oead.at',
          },
          {
            name: 'Wiener Linien',
            category: 'transportation',
            description: 'Public transport in Vienna, with a semester ticket.',
            url: 'https://www.wienerlinien.at',
          },
          {
            name: 'Study in Austria',
            category: 'student_services',
            description: 'The official portal for international students.',
            url: 'https://studyinaustria.at',
          },
        ],
        scholarships: [
          {
            id: `${p}-ernst-mach`,
            name: 'Ernst Mach Grant',
            provider: 'OeAD',
            description: 'Grants for research stays in Austria.',
            amount: 'EUR 1,150 per month',
            eligibility: 'Graduates and doctoral candidates from eligible countries.',
            deadline: '1 March',
            deadlineMonthDay: '03-01',
            url: 'https://grants.at',
            degreeLevels: ['master'],
            citizenship: 'non_eu',
          },
        ],
        provenance: 'Test data shaped like the Austrian record.',
      },
      cities: [
        {
          id: `${p}-vienna`,
          name: 'Vienna',
          localName: 'Wien',
          size: 'large',
          livingCost: { rent: 550, food: 300, transport: 25, other: 150, currency: 'EUR', year: 2025 },
          resources: [],
          provenance: 'Test data.',
        },
      ],
      institutions: [
        {
          id: `${p}-univie`,
          name: 'University of Vienna',
          localName: 'Universität Wien',
          cityId: `${p}-vienna`,
          website: 'https://www.univie.ac.at',
          type: 'public',
          kind: 'university',
          founded: 1365,
          description: 'The oldest university in the German-speaking world.',
          faculties: ['Faculty of Computer Science', 'Faculty of Business, Economics and Statistics'],
          facilities:
            'Main building on the Ringstraße, university library, University Sports Institute (USI).',
          internationalUrl: null,
          traits: [],
          erasmusCode: 'A  WIEN01',
          provenance: 'Test data.',
        },
      ],
      programs: [
        {
          id: `${p}-univie-ba-computer-science`,
          institutionId: `${p}-univie`,
          name: 'Computer Science',
          localName: 'Informatik',
          degree: 'bachelor',
          qualification: 'BSc',
          fields: ['0613'],
          languages: ['de'],
          durationYears: 3,
          ects: 180,
          tuition: { eu: 0, nonEu: 1453.44, currency: 'EUR', academicYear: '2025/26' },
          deadlines: { eu: '09-05', nonEu: '09-05' },
          intakes: [10, 3],
          requirements: {
            degree: 'Austrian Matura or an equivalent secondary school leaving certificate.',
            languages: [{ language: 'de', level: 'B2', tests: ['ÖSD B2', 'Goethe-Zertifikat B2'] }],
          },
          programUrl: null,
          provenance: 'Test data.',
        },
        {
          id: `${p}-univie-ma-economics`,
          institutionId: `${p}-univie`,
          name: 'Economics',
          degree: 'master',
          qualification: 'MSc',
          fields: ['0311'],
          languages: ['en'],
          durationYears: 2,
          ects: 120,
          tuition: { eu: 0, nonEu: 1453.44, currency: 'EUR', academicYear: '2025/26' },
          deadlines: { eu: '04-30', nonEu: '04-30' },
          intakes: [10],
          requirements: {
            degree: 'A bachelor in economics or a related field.',
            languages: [{ language: 'en', level: 'C1', tests: ['IELTS 6.5', 'TOEFL iBT 90'] }],
          },
          programUrl: null,
          provenance: 'Test data.',
        },
      ],
    };
  },
};

/** A second country, Germany, with two universities: a free public one and one with tuition for non-EU students. */
export function germanyFile(): CountryFile {
  const file = CountryFileFactory.create({ code: 'DE' });
  file.country.name = 'Germany';
  file.country.tuitionPolicy.nonEuPerYear = { min: 0, max: 3000 };
  file.cities = [{ ...file.cities[0]!, id: 'de-berlin', name: 'Berlin', localName: undefined }];
  file.cities.push({ ...file.cities[0]!, id: 'de-freiburg', name: 'Freiburg', size: 'small' });
  file.institutions = [
    {
      ...file.institutions[0]!,
      id: 'de-tu-berlin',
      name: 'Technische Universität Berlin',
      cityId: 'de-berlin',
      traits: [],
    },
    {
      ...file.institutions[0]!,
      id: 'de-uni-freiburg',
      name: 'University of Freiburg',
      cityId: 'de-freiburg',
      traits: ['research_intensive'],
    },
  ];
  const [cs, economics] = file.programs;
  file.programs = [
    {
      ...cs!,
      id: 'de-tu-berlin-ma-computer-science',
      institutionId: 'de-tu-berlin',
      degree: 'master',
      languages: ['en'],
      tuition: { eu: 0, nonEu: 0, currency: 'EUR', academicYear: '2025/26' },
    },
    {
      ...cs!,
      id: 'de-tu-berlin-ba-computer-science',
      institutionId: 'de-tu-berlin',
      languages: ['de'],
      tuition: { eu: 0, nonEu: 0, currency: 'EUR', academicYear: '2025/26' },
    },
    {
      ...cs!,
      id: 'de-uni-freiburg-ma-computer-science',
      institutionId: 'de-uni-freiburg',
      degree: 'master',
      languages: ['en'],
      tuition: { eu: 0, nonEu: 3000, currency: 'EUR', academicYear: '2025/26' },
    },
    {
      ...economics!,
      id: 'de-uni-freiburg-ma-economics',
      institutionId: 'de-uni-freiburg',
      tuition: { eu: 0, nonEu: 3000, currency: 'EUR', academicYear: '2025/26' },
    },
  ];
  return file;
}
