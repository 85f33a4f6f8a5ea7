import { z } from 'zod/mini';

import { api } from '@/lib/api';

/**
 * A saved program: the whole recommendation the planner showed (display strings plus structured fields), as the
 * favourites service stores it. University and program identify it (lowercased).
 */
export const favoriteSchema = z.looseObject({
  university: z.string(),
  program: z.string(),
  country: z.nullish(z.string()),
  tuition: z.nullish(z.string()),
  living_cost: z.nullish(z.string()),
  language: z.nullish(z.string()),
  visa: z.nullish(z.string()),
  link: z.nullish(z.string()),
  program_id: z.nullish(z.string()),
  next_deadline: z.nullish(z.string()),
});

export type Favorite = z.infer<typeof favoriteSchema>;

/** The favourites service's key of an entry: lowercase university plus program. */
export const favoriteKey = (entry: { university?: string | null; program?: string | null }) =>
  `${(entry.university ?? '').trim().toLowerCase()}|${(entry.program ?? '').trim().toLowerCase()}`;

const favoritesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/favorites?user_id=` (signed-in users only: the user id is the token subject). */
    getFavorites: build.query<Favorite[], string>({
      query: (userId) => ({ url: '/api/favorites', params: { user_id: userId } }),
      responseSchema: z.array(favoriteSchema),
      providesTags: [{ type: 'Favorite', id: 'LIST' }],
    }),
    /** `POST /api/favorites {user_id, university: entry}`; answers the new list. */
    addFavorite: build.mutation<Favorite[], { userId: string; entry: Favorite }>({
      query: ({ userId, entry }) => ({
        url: '/api/favorites',
        method: 'POST',
        body: { user_id: userId, university: entry },
      }),
      responseSchema: z.array(favoriteSchema),
      invalidatesTags: [{ type: 'Favorite', id: 'LIST' }],
    }),
    /** `DELETE /api/favorites/{user_id}?university&program` (204). */
    removeFavorite: build.mutation<void, { userId: string; university: string; program: string }>({
      query: ({ userId, university, program }) => ({
        url: `/api/favorites/${encodeURIComponent(userId)}`,
        method: 'DELETE',
        params: { university, program },
      }),
      invalidatesTags: [{ type: 'Favorite', id: 'LIST' }],
    }),
  }),
});

export const { useGetFavoritesQuery, useAddFavoriteMutation, useRemoveFavoriteMutation } = favoritesApi;
