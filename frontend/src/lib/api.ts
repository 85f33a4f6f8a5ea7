import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';

import { authClientOf, TOKEN_VALIDITY, type AuthClient } from '@/lib/auth-client';
import { env } from '@/lib/env';
import { interfaceLanguage } from '@/lib/i18n';

/**
 * The access token for an API call, refreshed first if it expires within 30 s. A failed refresh
 * sends no token; the session listener (not this client) signs the user out. Exported for calls that
 * RTK Query cannot make (the chat's streamed answer).
 */
export async function bearerToken(client: AuthClient): Promise<string | undefined> {
  if (!client.token()) return undefined;
  await client.updateToken(TOKEN_VALIDITY.beforeRequest).catch(() => undefined);
  return client.token();
}

const fetchWithBearer = fetchBaseQuery({
  baseUrl: env.API_BASE,
  prepareHeaders: async (headers, { extra }) => {
    headers.set('Accept', 'application/json');
    headers.set('Accept-Language', interfaceLanguage());
    const token = await bearerToken(authClientOf(extra));
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

/**
 * A 401 with a token gets one more try after a forced refresh (the token may have been revoked
 * or rotated). A second 401 is returned as it is; a listener signs the user out.
 */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  queryApi,
  extraOptions,
) => {
  const result = await fetchWithBearer(args, queryApi, extraOptions);
  if (result.error?.status !== 401) return result;
  const client = authClientOf(queryApi.extra);
  if (!client.token()) return result;
  const refreshed = await client.updateToken(TOKEN_VALIDITY.force).then(
    () => true,
    () => false,
  );
  return refreshed ? fetchWithBearer(args, queryApi, extraOptions) : result;
};

/**
 * The single RTK Query API of the SPA. Features add their endpoints with `api.injectEndpoints`
 * and tag what they provide with the types below (`{ type, id }` plus `{ type, id: 'LIST' }`).
 *
 * The client has no side effects: no redirects, no toasts. Components and listeners react to
 * errors (`auth-session.ts` signs out after a 401 that a refreshed token did not cure).
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Health', 'Favorite', 'Profile', 'Chat', 'Document', 'CurrentUser', 'Application'],
  endpoints: () => ({}),
});
