import { z } from 'zod';
import { defineWork } from '../bus/bus.contract';
import type { WorkStreamSpec } from '../bus/bus.port';

/** Every service that keeps users' data; an erasure is complete when each has confirmed. */
export const ERASING_SERVICES = ['favourites', 'profile', 'chat-orchestrator', 'document-ingest'] as const;
export type ErasingService = (typeof ERASING_SERVICES)[number];

export const userErasedSchema = z.object({ erasure_id: z.uuid(), user_id: z.string().min(1).max(200) });
export type UserErased = z.infer<typeof userErasedSchema>;

export const erasureConfirmedSchema = z.object({
  erasure_id: z.uuid(),
  service: z.enum(ERASING_SERVICES),
  records: z.number().int().min(0),
  erased_at: z.string(),
});
export type ErasureConfirmed = z.infer<typeof erasureConfirmedSchema>;

/**
 * Erasure of a user's data: the profile service publishes `user.erased` on an event stream that every service
 * holding users' data reads with its own durable consumer (so a service that is down erases when it comes back),
 * and each service answers `user.erasure.confirmed` once its records are gone.
 */
export const USER_ERASED = defineWork({ subject: 'user.erased', payload: userErasedSchema });
export const USER_EVENTS_STREAM: WorkStreamSpec = {
  name: 'USER_EVENTS',
  subjects: [USER_ERASED.subject],
  retention: 'limits',
  maxAgeMs: 30 * 24 * 3600 * 1000,
};

export const ERASURE_CONFIRMED = defineWork({
  subject: 'user.erasure.confirmed',
  payload: erasureConfirmedSchema,
});
export const ERASURE_CONFIRMATIONS_STREAM: WorkStreamSpec = {
  name: 'ERASURE_CONFIRMATIONS',
  subjects: [ERASURE_CONFIRMED.subject],
};
