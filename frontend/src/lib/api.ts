import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';

import { env } from '@/lib/env';

/**
 * The single RTK Query API of the SPA. Features add their endpoints with `api.injectEndpoints`
 * and tag what they provide with the types below (`{ type, id }` plus `{ type, id: 'LIST' }`).
 *
 * The client has no side effects: no redirects, no toasts. Components and listeners react to
 * errors. The identity issue adds the bearer token in `prepareHeaders`.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({
    baseUrl: env.API_BASE,
    prepareHeaders: (headers) => {
      headers.set('Accept', 'application/json');
      return headers;
    },
  }),
  tagTypes: ['Health', 'Favorite', 'Profile', 'Chat', 'Document'],
  endpoints: () => ({}),
});
