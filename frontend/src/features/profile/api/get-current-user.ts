import { z } from 'zod';

import { api } from '@/lib/api';

/** `GET /api/users/me`: who the API takes the bearer token for. */
export const currentUserSchema = z.object({
  sub: z.string().min(1),
  preferred_username: z.string().min(1).nullable(),
  email: z.string().nullish(),
  name: z.string().nullish(),
});

export type CurrentUser = z.infer<typeof currentUserSchema>;

const currentUserApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCurrentUser: build.query<CurrentUser, void>({
      query: () => '/api/users/me',
      responseSchema: currentUserSchema,
      providesTags: [{ type: 'CurrentUser', id: 'ME' }],
    }),
  }),
});

export const { useGetCurrentUserQuery } = currentUserApi;
export const { getCurrentUser } = currentUserApi.endpoints;
