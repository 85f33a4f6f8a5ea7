import type { FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { z } from 'zod/mini';

import { api } from '@/lib/api';

/** The fields a user edits, in the order of the form (specification section 3, Profile). */
export const PROFILE_FIELDS = [
  'display_name',
  'first_name',
  'last_name',
  'date_of_birth',
  'email',
  'phone',
  'mobile_phone',
  'address_line1',
  'address_line2',
  'city',
  'state_region',
  'postal_code',
  'country_code',
] as const;

export type ProfileField = (typeof PROFILE_FIELDS)[number];

const optionalText = z.nullish(z.string());

/** `GET /api/users/profile/{user_id}` and `PUT /api/users/profile`: null where the user left a field empty. */
export const profileSchema = z.object({
  user_id: z.string(),
  email: optionalText,
  display_name: optionalText,
  first_name: optionalText,
  last_name: optionalText,
  date_of_birth: optionalText,
  address_line1: optionalText,
  address_line2: optionalText,
  city: optionalText,
  state_region: optionalText,
  postal_code: optionalText,
  country_code: optionalText,
  phone: optionalText,
  mobile_phone: optionalText,
  updated_at: z.nullish(z.string()),
});

export type Profile = z.infer<typeof profileSchema>;

/** What `PUT /api/users/profile` takes: every field, null when empty. */
export type ProfileInput = { user_id: string } & Record<ProfileField, string | null>;

/** `{detail, code, fields}`: the API's answer to a refused request; `fields` names the bad fields. */
const problemSchema = z.object({
  detail: z.optional(z.string()),
  code: z.optional(z.string()),
  fields: z.optional(z.record(z.string(), z.string())),
});

/** The fields the API refused, from an RTK Query error (empty when the error names none). */
export function refusedFields(error: unknown): Partial<Record<ProfileField, string>> {
  const data = (error as Partial<FetchBaseQueryError> | undefined)?.data;
  const parsed = problemSchema.safeParse(data);
  if (!parsed.success || !parsed.data.fields) return {};
  const known = new Set<string>(PROFILE_FIELDS);
  return Object.fromEntries(
    Object.entries(parsed.data.fields).filter(([field]) => known.has(field)),
  ) as Partial<Record<ProfileField, string>>;
}

/** `DELETE /api/users/me` (202) and `GET /api/users/me/erasure/{id}`: which services have erased the user. */
export const erasureSchema = z.object({
  erasure_id: z.string(),
  status: z.enum(['pending', 'complete']),
  requested_at: z.string(),
  completed_at: z.nullable(z.string()),
  services: z.record(z.string(), z.nullable(z.object({ records: z.number(), erased_at: z.string() }))),
  status_url: z.optional(z.string()),
});

export type Erasure = z.infer<typeof erasureSchema>;

/** `GET /api/users/me/export`: the document, and the file name the server proposes. */
export type DataExport = { document: unknown; fileName: string | null };

/** `attachment; filename="my-data-2026-11-23.json"` → `my-data-2026-11-23.json`. */
export function fileNameOf(contentDisposition: string | null | undefined): string | null {
  const match = /filename="?([^";]+)"?/i.exec(contentDisposition ?? '');
  return match?.[1] ?? null;
}

const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<Profile, string>({
      query: (userId) => `/api/users/profile/${encodeURIComponent(userId)}`,
      responseSchema: profileSchema,
      providesTags: (_result, _error, userId) => [{ type: 'Profile', id: userId }],
    }),
    updateProfile: build.mutation<Profile, ProfileInput>({
      query: (body) => ({ url: '/api/users/profile', method: 'PUT', body }),
      responseSchema: profileSchema,
      // The answer is the saved profile: put it in the cache instead of asking again.
      async onQueryStarted(input, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(profileApi.util.upsertQueryData('getProfile', input.user_id, data));
      },
    }),
    /** A mutation, not a query: it runs when the user asks for the file and is not cached. */
    exportMyData: build.mutation<DataExport, void>({
      query: () => ({ url: '/api/users/me/export' }),
      transformResponse: (document: unknown, meta) => ({
        document,
        // the base query is fetchBaseQuery's, whose meta carries the response
        fileName: fileNameOf(
          (meta as FetchBaseQueryMeta | undefined)?.response?.headers.get('Content-Disposition'),
        ),
      }),
    }),
    eraseMyData: build.mutation<Erasure, void>({
      query: () => ({ url: '/api/users/me', method: 'DELETE' }),
      responseSchema: erasureSchema,
    }),
    getErasure: build.query<Erasure, string>({
      query: (erasureId) => `/api/users/me/erasure/${encodeURIComponent(erasureId)}`,
      responseSchema: erasureSchema,
    }),
  }),
});

export const {
  useGetProfileQuery,
  useUpdateProfileMutation,
  useExportMyDataMutation,
  useEraseMyDataMutation,
  useGetErasureQuery,
} = profileApi;
export const { getErasure } = profileApi.endpoints;
