import { z } from 'zod';

import { api } from '@/lib/api';
import { env } from '@/lib/env';

/** One matched program (`POST /api/plan_study_abroad`): display strings plus structured facts; any may be missing. */
export const recommendationSchema = z.looseObject({
  country: z.string().nullish(),
  program: z.string().nullish(),
  university: z.string().nullish(),
  tuition: z.string().nullish(),
  living_cost: z.string().nullish(),
  language: z.string().nullish(),
  visa: z.string().nullish(),
  program_id: z.string().nullish(),
  country_code: z.string().nullish(),
  city: z.string().nullish(),
  degree_level: z.string().nullish(),
  languages: z.array(z.string()).nullish(),
  tuition_eur: z.number().nullish(),
  living_cost_eur_month: z.number().nullish(),
  next_deadline: z.string().nullish(),
  intake_months: z.array(z.number()).nullish(),
  link: z.string().nullish(),
  university_website: z.string().nullish(),
  match_score: z.number().nullish(),
  reasons: z.array(z.string()).nullish(),
});
export type Recommendation = z.infer<typeof recommendationSchema>;

export const planResponseSchema = z.looseObject({
  recommendations: z.array(recommendationSchema),
  no_match_reason: z.string().nullish(),
  language: z.string().nullish(),
});
export type PlanResponse = z.infer<typeof planResponseSchema>;

export const insightsSchema = z.looseObject({
  criteria: z.array(z.string()).nullish(),
  goals: z.array(z.string()).nullish(),
});
export type Insights = z.infer<typeof insightsSchema>;

const STEP_CATEGORIES = ['preparation', 'document', 'application', 'financial', 'travel'] as const;

export const timelineStepSchema = z.looseObject({
  id: z.string(),
  kind: z.string().nullish(),
  title: z.string(),
  description: z.string().nullish(),
  dueDate: z.string(),
  completed: z.boolean().nullish(),
  category: z.enum(STEP_CATEGORIES),
  documentLinks: z.array(z.object({ title: z.string(), url: z.string() })).nullish(),
  estimatedCost: z.number().nullish(),
});
export type TimelineStep = z.infer<typeof timelineStepSchema>;

export const timelineSchema = z.looseObject({
  program: z.looseObject({ id: z.string(), name: z.string(), university: z.string().nullish() }),
  country: z.looseObject({ id: z.string(), name: z.string() }),
  steps: z.array(timelineStepSchema),
  costs: z.object({
    currency: z.string(),
    items: z.array(
      z.looseObject({
        category: z.string(),
        label: z.string(),
        amount: z.number().nullable(),
        note: z.string().nullish(),
        includedInTotal: z.boolean().nullish(),
      }),
    ),
    firstYearTotal: z.number(),
  }),
  resources: z.array(
    z.looseObject({
      id: z.string(),
      name: z.string(),
      description: z.string().nullish(),
      url: z.string(),
      category: z.string(),
    }),
  ),
  scholarships: z.array(
    z.looseObject({
      id: z.string(),
      name: z.string(),
      description: z.string().nullish(),
      deadline: z.string().nullish(),
      amount: z.string().nullish(),
      eligibility: z.string().nullish(),
      applicationUrl: z.string(),
    }),
  ),
  templates: z.array(
    z.looseObject({
      id: z.string(),
      name: z.string(),
      description: z.string().nullish(),
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
