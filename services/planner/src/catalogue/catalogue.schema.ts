import { z } from 'zod';
import { ISCED_DETAILED_FIELDS } from './isced-fields';

/**
 * Schema of one country file of the catalogue (`services/planner/catalogue/<cc>.json`): the country's rules,
 * its cities, institutions and programs. Amounts are in the currency the record names, as the official source
 * publishes them; the planner converts to euro. `null` means "not known": never a guess.
 */

const httpsUrl = z
  .url({ protocol: /^https$/ })
  .refine((value) => !/\s/.test(value), 'must not contain spaces');
const text = (max: number) => z.string().trim().min(1).max(max);
const slug = z.string().regex(/^[a-z]{2}-[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must look like "de-tu-munich"');
export const countryCodeSchema = z.string().regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 code');
const languageCode = z.string().regex(/^[a-z]{2}$/, 'must be an ISO 639-1 code');
const currencyCode = z.string().regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code');
/** Academic year a figure describes, e.g. "2025/26"; a calendar year ("2025") for living costs and visas. */
const academicYear = z.string().regex(/^20[12]\d\/[0-9]{2}$/, 'must look like "2025/26"');
const calendarYear = z.number().int().min(2019).max(2027);
const monthDay = z
  .string()
  .regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'must look like "MM-DD"')
  .refine(isRealDayOfYear, 'must be a real day of the year');
const amount = z.number().min(0).max(1_000_000);
const fieldCode = z
  .string()
  .refine(
    (code) => Object.hasOwn(ISCED_DETAILED_FIELDS, code),
    'must be an ISCED-F 2013 detailed field code',
  );

function isRealDayOfYear(monthDay: string): boolean {
  const [month, day] = monthDay.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(2024, month - 1, day)); // a leap year, so 29 February is allowed
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export const degreeLevels = ['bachelor', 'master', 'long_cycle'] as const;
export type DegreeLevel = (typeof degreeLevels)[number];

export const institutionKinds = [
  'university',
  'technical_university',
  'applied_sciences',
  'arts',
  'business_school',
  'medical',
] as const;

export const resourceCategories = [
  'housing',
  'embassy',
  'transportation',
  'healthcare',
  'student_services',
] as const;

export const citySizes = ['large', 'medium', 'small'] as const;

/** What an institution is known for, set only when clearly true (it drives interest matching). */
export const institutionTraits = [
  'research_intensive',
  'sports',
  'campus',
  'arts',
  'applied',
  'international',
] as const;

const rangeSchema = z
  .object({ min: amount, max: amount })
  .refine((range) => range.min <= range.max, 'min must not exceed max');

const resourceSchema = z.object({
  name: text(120),
  category: z.enum(resourceCategories),
  description: text(400),
  url: httpsUrl,
});

const scholarshipSchema = z.object({
  id: slug,
  name: text(160),
  provider: text(160),
  description: text(600),
  /** As published, e.g. "EUR 992 per month" or "EUR 5,000 once". */
  amount: text(200),
  eligibility: text(400),
  /** When applications close, as published, e.g. "15 January (for the following autumn)". */
  deadline: text(200),
  /** Month and day of the usual closing date, when there is one, to place it on the timeline. */
  deadlineMonthDay: monthDay.nullable(),
  url: httpsUrl,
  /** Degree levels it funds; empty means any. */
  degreeLevels: z.array(z.enum(degreeLevels)).default([]),
  /** Who may apply: EU/EEA citizens, others, or both. */
  citizenship: z.enum(['eu', 'non_eu', 'any']),
});

export const countrySchema = z.object({
  code: countryCodeSchema,
  name: text(80),
  currency: currencyCode,
  officialLanguages: z.array(languageCode).min(1),
  tuitionPolicy: z.object({
    summary: text(600),
    /** Typical yearly tuition at public institutions, in the country's currency. */
    euPerYear: rangeSchema.nullable(),
    nonEuPerYear: rangeSchema.nullable(),
    academicYear,
    sourceUrl: httpsUrl,
    /** The currency the ranges are published in, when not the country's own (Study in Poland gives euro). */
    currency: currencyCode.optional(),
    /** Where the non-EU range comes from, when another source or year than the EU range's. */
    nonEuSource: z
      .object({ academicYear, sourceUrl: httpsUrl, currency: currencyCode.optional() })
      .optional(),
    /**
     * Typical yearly tuition at public institutions for programs taught in none of the country's official
     * languages (English-taught programs in Czechia or Poland, free in the national language), as an official
     * source states it; `null` for a citizenship it does not cover.
     */
    foreignLanguage: z
      .object({
        euPerYear: rangeSchema.nullable(),
        nonEuPerYear: rangeSchema.nullable(),
        currency: currencyCode.optional(),
        academicYear,
        sourceUrl: httpsUrl,
      })
      .optional(),
  }),
  visa: z.object({
    /** The study visa or residence permit non-EU/EEA students need. */
    name: text(200),
    summary: text(800),
    /** Proof of funds per year of study, in `fundsCurrency`; null when the country names no figure. */
    proofOfFundsPerYear: amount.nullable(),
    fundsCurrency: currencyCode,
    /** Visa and permit fees together, in `fundsCurrency`. */
    fees: amount.nullable(),
    processingTime: text(120),
    /** Longest usual processing time in weeks, to plan the timeline. */
    processingWeeksMax: z.number().int().min(1).max(52),
    workDuringStudy: text(300),
    postStudy: text(300),
    officialUrl: httpsUrl,
    year: calendarYear,
  }),
  healthInsurance: z.object({
    summary: text(500),
    /** Typical monthly cost of student health insurance, in the country's currency; null if not known. */
    monthlyCost: amount.nullable(),
    url: httpsUrl.nullable(),
  }),
  /** The official study portal of the country, e.g. Study in Germany. */
  studyPortalUrl: httpsUrl.nullable(),
  resources: z.array(resourceSchema).min(3),
  scholarships: z.array(scholarshipSchema).min(1),
  provenance: text(600),
});

export const citySchema = z.object({
  id: slug,
  name: text(80),
  localName: text(80).optional(),
  size: z.enum(citySizes),
  livingCost: z.object({
    /** Monthly amounts for one student, in `currency`. */
    rent: amount,
    food: amount,
    transport: amount,
    other: amount,
    currency: currencyCode,
    year: calendarYear,
  }),
  /** City-level resources (e.g. the local student housing organisation). */
  resources: z.array(resourceSchema).default([]),
  provenance: text(400),
});

export const institutionSchema = z.object({
  id: slug,
  name: text(160),
  localName: text(160).optional(),
  cityId: slug,
  website: httpsUrl,
  type: z.enum(['public', 'private']),
  kind: z.enum(institutionKinds),
  founded: z.number().int().min(1000).max(2025).nullable(),
  description: text(800),
  /** Faculties or schools, by their official names. */
  faculties: z.array(text(160)).min(1),
  facilities: text(800),
  internationalUrl: httpsUrl.nullable(),
  traits: z.array(z.enum(institutionTraits)).default([]),
  /** Erasmus institution code, e.g. "D  MUNCHEN02", when the institution holds an Erasmus charter. */
  erasmusCode: z.string().max(20).nullable(),
  provenance: text(400),
});

const languageRequirementSchema = z.object({
  language: languageCode,
  /** CEFR level the program asks for. */
  level: z.enum(['A2', 'B1', 'B2', 'C1', 'C2']),
  /** Accepted tests with their minimum scores, e.g. "IELTS 6.5", "TOEFL iBT 90", "TestDaF 4x4". */
  tests: z.array(text(60)),
});

export const programSchema = z.object({
  id: slug,
  institutionId: slug,
  /** English name of the program. */
  name: text(160),
  localName: text(160).optional(),
  degree: z.enum(degreeLevels),
  /** The title awarded, e.g. "B.Sc.", "MSc", "Laurea Magistrale", "Staatsexamen". */
  qualification: text(60),
  fields: z.array(fieldCode).min(1).max(4),
  languages: z.array(languageCode).min(1),
  durationYears: z.number().min(1).max(7).multipleOf(0.5),
  ects: z.number().int().min(60).max(420).nullable(),
  tuition: z.object({
    /** Per year, for EU/EEA (and in Switzerland Swiss/EU) students; null when unknown. */
    eu: amount.nullable(),
    /** Per year, for everyone else; null when unknown. */
    nonEu: amount.nullable(),
    currency: currencyCode,
    academicYear,
    note: text(300).optional(),
    /** The page the fees were read from, when it is not the program's or the institution's own page. */
    sourceUrl: httpsUrl.optional(),
  }),
  deadlines: z.object({ eu: monthDay.nullable(), nonEu: monthDay.nullable() }),
  /** Months (1-12) in which the program starts. */
  intakes: z.array(z.number().int().min(1).max(12)).min(1),
  requirements: z.object({
    degree: text(400),
    languages: z.array(languageRequirementSchema),
    other: text(400).optional(),
  }),
  programUrl: httpsUrl.nullable(),
  provenance: text(400),
});

export const countryFileSchema = z.object({
  country: countrySchema,
  cities: z.array(citySchema).min(1),
  institutions: z.array(institutionSchema).min(1),
  programs: z.array(programSchema).min(1),
});

export type CountryFile = z.infer<typeof countryFileSchema>;
export type CountryRecord = z.infer<typeof countrySchema>;
export type CityRecord = z.infer<typeof citySchema>;
export type InstitutionRecord = z.infer<typeof institutionSchema>;
export type ProgramRecord = z.infer<typeof programSchema>;
export type ScholarshipRecord = z.infer<typeof scholarshipSchema>;
export type ResourceRecord = z.infer<typeof resourceSchema>;
