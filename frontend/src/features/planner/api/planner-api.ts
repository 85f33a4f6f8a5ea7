import { z } from 'zod/mini';

import { api } from '@/lib/api';
import { env } from '@/lib/env';

/** One matched program (`POST /api/plan_study_abroad`): display strings plus structured facts; any may be missing. */
export const recommendationSchema = z.looseObject({
  country: z.nullish(z.string()),
  program: z.nullish(z.string()),
  university: z.nullish(z.string()),
  tuition: z.nullish(z.string()),
  living_cost: z.nullish(z.string()),
  language: z.nullish(z.string()),
  visa: z.nullish(z.string()),
  program_id: z.nullish(z.string()),
  country_code: z.nullish(z.string()),
  city: z.nullish(z.string()),
  degree_level: z.nullish(z.string()),
  languages: z.nullish(z.array(z.string())),
  tuition_eur: z.nullish(z.number()),
  living_cost_eur_month: z.nullish(z.number()),
  next_deadline: z.nullish(z.string()),
  intake_months: z.nullish(z.array(z.number())),
  link: z.nullish(z.string()),
  university_website: z.nullish(z.string()),
  match_score: z.nullish(z.number()),
  reasons: z.nullish(z.array(z.string())),
  city_id: z.nullish(z.string()),
  /** The city in the interface languages that write it differently from `city` (English). */
  city_names: z.nullish(z.record(z.string(), z.string())),
  visa_kind: z.nullish(z.string()),
  /** False for EU/EEA citizens, true for others, null when the profile does not say. */
  visa_needed: z.nullish(z.boolean()),
  /** Whether `link` is the program's own page or the university's website. */
  link_kind: z.nullish(z.string()),
  /** The criteria the profile states, strongest first, and whether this program meets each. */
  criteria: z.nullish(
    z.array(z.looseObject({ kind: z.string(), interest: z.nullish(z.string()), met: z.boolean() })),
  ),
});
export type Recommendation = z.infer<typeof recommendationSchema>;

export const planResponseSchema = z.looseObject({
  recommendations: z.array(recommendationSchema),
  no_match_reason: z.nullish(z.string()),
  language: z.nullish(z.string()),
});
export type PlanResponse = z.infer<typeof planResponseSchema>;

export const insightsSchema = z.looseObject({
  criteria: z.nullish(z.array(z.string())),
  goals: z.nullish(z.array(z.string())),
});
export type Insights = z.infer<typeof insightsSchema>;

const STEP_CATEGORIES = ['preparation', 'document', 'application', 'financial', 'travel'] as const;

export const timelineStepSchema = z.looseObject({
  id: z.string(),
  kind: z.nullish(z.string()),
  title: z.string(),
  description: z.nullish(z.string()),
  dueDate: z.string(),
  completed: z.nullish(z.boolean()),
  category: z.enum(STEP_CATEGORIES),
  documentLinks: z.nullish(z.array(z.object({ title: z.string(), url: z.string() }))),
  estimatedCost: z.nullish(z.number()),
});
export type TimelineStep = z.infer<typeof timelineStepSchema>;

export const timelineSchema = z.looseObject({
  program: z.looseObject({ id: z.string(), name: z.string(), university: z.nullish(z.string()) }),
  country: z.looseObject({ id: z.string(), name: z.string() }),
  steps: z.array(timelineStepSchema),
  costs: z.object({
    currency: z.string(),
    items: z.array(
      z.looseObject({
        category: z.string(),
        label: z.string(),
        amount: z.nullable(z.number()),
        note: z.nullish(z.string()),
        includedInTotal: z.nullish(z.boolean()),
      }),
    ),
    firstYearTotal: z.number(),
  }),
  resources: z.array(
    z.looseObject({
      id: z.string(),
      name: z.string(),
      description: z.nullish(z.string()),
      url: z.string(),
      category: z.string(),
    }),
  ),
  scholarships: z.array(
    z.looseObject({
      id: z.string(),
      name: z.string(),
      description: z.nullish(z.string()),
      deadline: z.nullish(z.string()),
      amount: z.nullish(z.string()),
      eligibility: z.nullish(z.string()),
      applicationUrl: z.string(),
    }),
  ),
  templates: z.array(
    z.looseObject({
      id: z.string(),
      name: z.string(),
      description: z.nullish(z.string()),
      downloadUrl: z.string(),
    }),
  ),
});
export type Timeline = z.infer<typeof timelineSchema>;

export type TimelineRequest = { country: string; program: string; program_id?: string };

export const DETAIL_TYPES = ['courses', 'faculty', 'admissions', 'facilities'] as const;
export type DetailType = (typeof DETAIL_TYPES)[number];

export type UniversityDetailsRequest = {
  university: string;
  country: string;
  program?: string;
  program_id?: string;
  detailType: DetailType;
};

/** The profile's text plus the interface language, a hint for texts too short to tell their own language. */
export type ProfileRequest = { description: string; language: string };

const plannerApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `POST /api/plan_study_abroad`: up to 6 programs, or an empty list with `no_match_reason`. */
    planStudyAbroad: build.mutation<PlanResponse, ProfileRequest>({
      query: (body) => ({ url: '/api/plan_study_abroad', method: 'POST', body }),
      responseSchema: planResponseSchema,
    }),
    /** `POST /api/extract_user_insights`: criteria and goals understood from the profile. */
    extractUserInsights: build.mutation<Insights, ProfileRequest>({
      query: (body) => ({ url: '/api/extract_user_insights', method: 'POST', body }),
      responseSchema: insightsSchema,
    }),
    /** `POST /api/study_abroad_timeline`: steps, costs, resources, scholarships and templates of a program. */
    getTimeline: build.query<Timeline, TimelineRequest>({
      query: (body) => ({ url: '/api/study_abroad_timeline', method: 'POST', body }),
      responseSchema: timelineSchema,
    }),
    /**
     * `POST /api/university_details` → `{content}`. Left unparsed: the dialog itself tells an invalid answer
     * from a failed call (specification section 8).
     */
    getUniversityDetails: build.query<unknown, UniversityDetailsRequest>({
      query: (body) => ({ url: '/api/university_details', method: 'POST', body }),
    }),
  }),
});

export const {
  usePlanStudyAbroadMutation,
  useExtractUserInsightsMutation,
  useGetTimelineQuery,
  useGetUniversityDetailsQuery,
} = plannerApi;

/** A template's download address (`GET /api/study_abroad_templates/{kind}?program_id=`), on the API's origin. */
export function apiUrl(path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${env.API_BASE}${path}`;
}
