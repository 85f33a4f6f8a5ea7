import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import { INTERFACE_LANGUAGES } from '../understanding/concepts';
import { DETAIL_TYPES } from '../details/university-details';
import { TEMPLATE_KINDS } from '../timeline/templates';
import { VISA_KINDS } from '../catalogue/visa-kinds';

export const MAX_DESCRIPTION_LENGTH = 5000;

const description = z
  .string({ error: 'must be a string' })
  .refine((value) => value.trim().length > 0, 'must not be empty: describe yourself in a few sentences')
  .refine(
    (value) => value.length <= MAX_DESCRIPTION_LENGTH,
    `must be at most ${MAX_DESCRIPTION_LENGTH.toLocaleString('en')} characters`,
  );
/** The site's language: used only when the text alone does not tell which language it is written in. */
const language = z
  .enum(INTERFACE_LANGUAGES, { error: `must be one of ${INTERFACE_LANGUAGES.join(', ')}` })
  .optional();
const citizenship = z
  .enum(['eu', 'non_eu', 'unknown'], { error: 'must be eu, non_eu or unknown' })
  .optional();
const shortText = (max: number) =>
  z
    .string({ error: 'must be a string' })
    .trim()
    .min(1, 'must not be empty')
    .max(max, `must be at most ${max} characters`);

export const profileRequestSchema = z.object({ description, language });
export class ProfileRequestDto extends createZodDto(profileRequestSchema) {}

export const timelineRequestSchema = z.object({
  country: shortText(100),
  program: shortText(300),
  program_id: shortText(120).optional(),
  citizenship,
});
export class TimelineRequestDto extends createZodDto(timelineRequestSchema) {}

/** Country and university are checked by the service, which answers the specification's own message. */
export const universityDetailsRequestSchema = z.object({
  university: z.string({ error: 'must be a string' }).max(300, 'must be at most 300 characters').optional(),
  country: z.string({ error: 'must be a string' }).max(100, 'must be at most 100 characters').optional(),
  program: z.string({ error: 'must be a string' }).max(300, 'must be at most 300 characters').optional(),
  program_id: shortText(120).optional(),
  detailType: z.enum(DETAIL_TYPES, { error: `must be one of ${DETAIL_TYPES.join(', ')}` }),
});
export class UniversityDetailsRequestDto extends createZodDto(universityDetailsRequestSchema) {}

export const templateParamsSchema = z.object({
  kind: z.enum(TEMPLATE_KINDS, { error: `must be one of ${TEMPLATE_KINDS.join(', ')}` }),
});
export class TemplateParamsDto extends createZodDto(templateParamsSchema) {}

export const templateQuerySchema = z.object({ program_id: shortText(120) });
export class TemplateQueryDto extends createZodDto(templateQuerySchema) {}

// Responses, for the OpenAPI document (and a test that the answers match them).

const criterionKinds = [
  'field',
  'degree',
  'place',
  'language',
  'tuition_budget',
  'total_budget',
  'free_tuition',
  'interest',
  'career',
  'start',
] as const;

const euroRange = z.object({ min: z.number(), max: z.number() });

export const recommendationSchema = z
  .object({
    country: z.string().describe("The country's English name"),
    program: z.string(),
    university: z.string(),
    tuition: z.string().describe("Tuition in the profile's language"),
    living_cost: z.string(),
    language: z.string(),
    visa: z.string().describe("The visa's official English name, or that EU/EEA citizens need none"),
    program_id: z.string(),
    country_code: z.string().describe('ISO 3166-1 alpha-2'),
    city: z.string().describe("The city's English name"),
    degree_level: z.enum(['bachelor', 'master', 'long_cycle']),
    field_codes: z.array(z.string()).describe('ISCED-F 2013 detailed field codes'),
    languages: z.array(z.string()).describe('Languages of instruction, ISO 639-1'),
    tuition_eur: z.number().nullable(),
    tuition_estimated: z.boolean(),
    tuition_range_eur: euroRange.nullable(),
    tuition_academic_year: z.string().nullable().describe('Academic year the tuition figure describes'),
    tuition_source_url: z
      .string()
      .nullable()
      .describe('Page the tuition figure was read from, when recorded'),
    living_cost_eur_month: z.number(),
    living_cost_year: z.number().describe('Year the living costs describe'),
    total_cost_eur_year: z.number().nullable(),
    next_deadline: z.string().nullable().describe('YYYY-MM-DD'),
    intake_months: z.array(z.number()),
    link: z.string().describe("The program's page, else the university's website (see link_kind)"),
    university_website: z.string(),
    match_score: z.number().describe('Relative fit, 0-100; results come sorted by it'),
    reasons: z.array(z.string()).describe("Why it matches, in the profile's language"),
    city_id: z.string().describe('The catalogue\'s city id, e.g. "de-munich"'),
    city_names: z
      .record(z.string(), z.string())
      .describe('The city in the interface languages that write it differently from `city`'),
    visa_kind: z.enum(VISA_KINDS),
    visa_needed: z
      .boolean()
      .nullable()
      .describe('False for EU/EEA citizens; null when citizenship is unknown'),
    link_kind: z.enum(['program', 'university']),
    criteria: z
      .array(
        z.object({
          kind: z.enum(criterionKinds),
          interest: z.string().optional().describe("For kind 'interest': which one"),
          met: z.boolean(),
        }),
      )
      .describe('The criteria the profile states, strongest first, and whether this program meets each'),
  })
  .strict();

export const planResponseSchema = z.object({
  recommendations: z.array(recommendationSchema),
  no_match_reason: z.string().optional(),
  language: z.enum(INTERFACE_LANGUAGES),
});
export class PlanResponseDto extends createZodDto(planResponseSchema) {}

const courseFacts = z.object({
  program_id: z.string(),
  name: z.string(),
  qualification: z.string(),
  degree: z.string(),
  duration_years: z.number(),
  ects: z.number().nullable(),
  languages: z.array(z.string()),
});

export const universityDetailsResponseSchema = z.object({
  content: z.string().describe('The tab as one English text'),
  language: z.literal('en').describe('The language of `content` and of the catalogue texts in `details`'),
  details: z
    .discriminatedUnion('type', [
      z.object({ type: z.literal('courses'), university: z.string(), programs: z.array(courseFacts) }),
      z.object({
        type: z.literal('faculty'),
        university: z.string(),
        local_name: z.string().nullable(),
        description: z.string(),
        faculties: z.array(z.string()),
      }),
      z.object({
        type: z.literal('admissions'),
        program: z.string(),
        qualification: z.string(),
        prior_education: z.string(),
        language_requirements: z.array(
          z.object({ language: z.string(), level: z.string(), tests: z.array(z.string()) }),
        ),
        other_requirements: z.string().nullable(),
        deadlines: z.object({ eu: z.string().nullable(), non_eu: z.string().nullable() }),
        intake_months: z.array(z.number()),
        tuition: z.object({
          academic_year: z.string(),
          eu: z.number().nullable(),
          non_eu: z.number().nullable(),
          currency: z.string(),
          note: z.string().nullable(),
        }),
        country_code: z.string(),
        tuition_policy: z.string(),
        apply_url: z.string(),
        apply_kind: z.enum(['program', 'university']),
      }),
      z.object({
        type: z.literal('facilities'),
        facilities: z.string(),
        city_id: z.string(),
        city: z.string(),
        city_names: z.record(z.string(), z.string()),
        living_cost: z.object({
          rent: z.number(),
          food: z.number(),
          transport: z.number(),
          other: z.number(),
          currency: z.string(),
          year: z.number(),
        }),
        international_url: z.string().nullable(),
        website: z.string(),
      }),
    ])
    .describe('The facts of the tab, for an interface that phrases them in its own language'),
});
export class UniversityDetailsResponseDto extends createZodDto(universityDetailsResponseSchema) {}
