import { z } from 'zod/mini';

import { api } from '@/lib/api';

export const healthSchema = z.object({
  status: z.string(),
  services: z.record(z.string(), z.object({ status: z.string() })),
});

export type Health = z.infer<typeof healthSchema>;

const healthApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHealth: build.query<Health, void>({
      query: () => '/api/health',
      responseSchema: healthSchema,
      providesTags: [{ type: 'Health', id: 'LIST' }],
    }),
  }),
});

export const { useGetHealthQuery } = healthApi;
export const { getHealth } = healthApi.endpoints;
