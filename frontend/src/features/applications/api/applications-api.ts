import { z } from 'zod/mini';

import { api } from '@/lib/api';

export const APPLICATION_STATUSES = [
  'planning',
  'preparing_documents',
  'submitted',
  'interview',
  'admitted',
  'rejected',
  'withdrawn',
  'enrolled',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

const checklistItemSchema = z.looseObject({
  id: z.string(),
  kind: z.string(),
  title: z.string(),
  due_date: z.nullable(z.string()),
  category: z.string(),
  done: z.boolean(),
  done_at: z.nullable(z.string()),
});

export const applicationSchema = z.looseObject({
  id: z.string(),
  university: z.string(),
  program: z.string(),
  country: z.string(),
  link: z.string(),
  program_id: z.nullable(z.string()),
  status: z.enum(APPLICATION_STATUSES),
  history: z.array(z.object({ status: z.enum(APPLICATION_STATUSES), at: z.string() })),
  notes: z.string(),
  checklist: z.array(checklistItemSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Application = z.infer<typeof applicationSchema>;

export type NewApplication = {
  university: string;
  program: string;
  country: string;
  link: string;
  program_id?: string | null;
  checklist: { id: string; kind: string; title: string; due_date: string | null; category: string }[];
};

export type ApplicationChange = {
  id: string;
  status?: ApplicationStatus;
  notes?: string;
  checklist?: { id: string; done: boolean }[];
};

export const scheduleEventSchema = z.looseObject({
  uid: z.string(),
  date: z.string(),
  title: z.string(),
  kind: z.string(),
  done: z.boolean(),
  university: z.string(),
  program: z.string(),
  application_id: z.nullable(z.string()),
});
export type ScheduleEvent = z.infer<typeof scheduleEventSchema>;

const subscriptionSchema = z.looseObject({
  active: z.boolean(),
  created_at: z.nullable(z.string()),
  feed_path: z.optional(z.string()),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

const reminderSettingsSchema = z.looseObject({
  enabled: z.boolean(),
  days_before: z.number(),
  email: z.nullable(z.string()),
  language: z.nullable(z.string()),
  time_zone: z.nullable(z.string()),
  updated_at: z.nullable(z.string()),
  min_days_before: z.number(),
  max_days_before: z.number(),
});
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;
export type ReminderChoice = { enabled: boolean; days_before: number; language: string; time_zone: string };

/** The planner's timeline as far as a checklist needs it: its dated steps. */
const programStepsSchema = z.looseObject({
  steps: z.array(
    z.looseObject({
      id: z.string(),
      kind: z.nullish(z.string()),
      title: z.string(),
      dueDate: z.string(),
      category: z.string(),
    }),
  ),
});
export type ProgramSteps = z.infer<typeof programStepsSchema>;

const LIST = { type: 'Application', id: 'LIST' } as const;

const applicationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/applications`: the signed-in user's applications (keyed by the token's subject). */
    getApplications: build.query<Application[], void>({
      query: () => ({ url: '/api/applications' }),
      responseSchema: z.array(applicationSchema),
      providesTags: [LIST],
    }),
    /** `POST /api/applications`: 201, or 409 APPLICATION_EXISTS for a program that has one. */
    createApplication: build.mutation<Application, NewApplication>({
      query: (body) => ({ url: '/api/applications', method: 'POST', body }),
      responseSchema: applicationSchema,
      invalidatesTags: [LIST],
    }),
    updateApplication: build.mutation<Application, ApplicationChange>({
      query: ({ id, ...body }) => ({
        url: `/api/applications/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body,
      }),
      responseSchema: applicationSchema,
      invalidatesTags: [LIST],
    }),
    deleteApplication: build.mutation<void, string>({
      query: (id) => ({ url: `/api/applications/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [LIST],
    }),
    /** `POST /api/study_abroad_timeline`: the program's timeline, of which the checklist takes the steps. */
    getProgramSteps: build.query<ProgramSteps, { country: string; program: string; program_id?: string }>({
      query: (body) => ({ url: '/api/study_abroad_timeline', method: 'POST', body }),
      responseSchema: programStepsSchema,
    }),
    /** `GET /api/schedule?lang=`: every dated step and deadline, by date. */
    getSchedule: build.query<{ events: ScheduleEvent[] }, string>({
      query: (lang) => ({ url: '/api/schedule', params: { lang } }),
      responseSchema: z.object({ events: z.array(scheduleEventSchema) }),
      providesTags: [LIST, { type: 'Favorite', id: 'LIST' }],
    }),
    /** `GET /api/schedule/calendar.ics?lang=`: the open items as an iCalendar file (text). */
    getCalendarFile: build.query<string, string>({
      query: (lang) => ({ url: '/api/schedule/calendar.ics', params: { lang }, responseHandler: 'text' }),
      keepUnusedDataFor: 0,
    }),
    getSubscription: build.query<Subscription, void>({
      query: () => ({ url: '/api/schedule/subscription' }),
      responseSchema: subscriptionSchema,
      providesTags: [{ type: 'Application', id: 'SUBSCRIPTION' }],
    }),
    /** A new private feed address (the old one stops working); its path is shown this once. */
    createSubscription: build.mutation<Subscription, string>({
      query: (lang) => ({ url: '/api/schedule/subscription', method: 'POST', params: { lang } }),
      responseSchema: subscriptionSchema,
      invalidatesTags: [{ type: 'Application', id: 'SUBSCRIPTION' }],
    }),
    revokeSubscription: build.mutation<void, void>({
      query: () => ({ url: '/api/schedule/subscription', method: 'DELETE' }),
      invalidatesTags: [{ type: 'Application', id: 'SUBSCRIPTION' }],
    }),
    /** `GET /api/schedule/reminders`: whether reminder e-mails are on (off by default), and how many days ahead. */
    getReminders: build.query<ReminderSettings, void>({
      query: () => ({ url: '/api/schedule/reminders' }),
      responseSchema: reminderSettingsSchema,
      providesTags: [{ type: 'Application', id: 'REMINDERS' }],
    }),
    /** `PUT /api/schedule/reminders`: 400 VALIDATION_FAILED or REMINDER_EMAIL_MISSING, nothing stored then. */
    saveReminders: build.mutation<ReminderSettings, ReminderChoice>({
      query: (body) => ({ url: '/api/schedule/reminders', method: 'PUT', body }),
      responseSchema: reminderSettingsSchema,
      invalidatesTags: [{ type: 'Application', id: 'REMINDERS' }],
    }),
  }),
});

export const {
  useGetApplicationsQuery,
  useCreateApplicationMutation,
  useUpdateApplicationMutation,
  useDeleteApplicationMutation,
  useGetScheduleQuery,
  useLazyGetCalendarFileQuery,
  useLazyGetProgramStepsQuery,
  useGetSubscriptionQuery,
  useCreateSubscriptionMutation,
  useRevokeSubscriptionMutation,
  useGetRemindersQuery,
  useSaveRemindersMutation,
} = applicationsApi;
