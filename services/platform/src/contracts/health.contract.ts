import { z } from 'zod';
import { defineRequest } from '../bus/bus.contract';

const checkResultSchema = z.object({ status: z.enum(['up', 'down']), detail: z.string().optional() });

export const serviceHealthSchema = z.object({
  status: z.enum(['up', 'down']),
  checks: z.record(z.string(), checkResultSchema),
});

/** `<service>.health`: the planner asks every service for its readiness checks to answer `GET /api/health`. */
export function healthContract(service: string) {
  return defineRequest({ subject: `${service}.health`, request: z.object({}), reply: serviceHealthSchema });
}
