import { z } from 'zod/mini';

import { api } from '@/lib/api';

/** `GET /api/users/me`: who the API takes the bearer token for. */
export const currentUserSchema = z.object({
  sub: z.string().check(z.minLength(1)),
  preferred_username: z.nullable(z.string().check(z.minLength(1))),
  email: z.nullish(z.string()),
  name: z.nullish(z.string()),
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
