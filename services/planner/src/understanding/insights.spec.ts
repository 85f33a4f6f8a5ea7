import { describeProfile } from './insights';
import type { StudentProfile } from './student-profile';

const profile = (overrides: Partial<StudentProfile>): StudentProfile => ({
  language: 'en',
  fields: [],
  degree: null,
  firstDegree: false,
  wantsDoctorate: false,
  placesAreExamples: false,
  countries: [],
  regions: [],
  cities: [],
  excludedCountries: [],
  excludedRegions: [],
  instructionLanguages: [],
  spokenLanguages: [],
  avoidedLanguages: [],
  citizenship: 'unknown',
  originCountry: null,
  totalBudget: null,
  tuitionBudget: null,
  lowCost: false,
  freeTuition: false,
  interests: [],
  careers: [],
  start: { month: null, year: null },
  searchText: '',
  unknownField: null,
  ...overrides,
});

describe(describeProfile.name, () => {
  it('says when a budget that did not say what it covers was read as tuition', () => {
    const limit = { amount: 15000, currency: 'EUR', period: 'year' as const, eurPerYear: 15000 };
    expect(describeProfile(profile({ tuitionBudget: { ...limit, assumed: true } })).criteria).toEqual([
      'Budget: up to €15,000 per year, read as tuition (each program also shows its total cost with living costs)',
    ]);
    expect(describeProfile(profile({ tuitionBudget: limit })).criteria).toEqual([
      'Tuition: up to €15,000 per year',
    ]);
  });

  it('says which field it did not understand, or that it found it in program names', () => {
    const unknownField = { text: 'Egyptology', words: ['egyptology'] };
    expect(describeProfile(profile({ unknownField })).criteria).toEqual([
      'Field of study not recognised: “Egyptology”',
    ]);
    expect(describeProfile(profile({ unknownField }), true).criteria).toEqual([
      'Field of study: “Egyptology” (found in program names)',
    ]);
    expect(describeProfile(profile({ language: 'de', unknownField })).criteria).toEqual([
      'Studienfach nicht erkannt: „Egyptology“',
    ]);
  });
});
