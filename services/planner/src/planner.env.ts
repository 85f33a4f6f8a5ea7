import { envVar, type ConfigOf } from '@site/platform';
import { availableParallelism } from 'node:os';
import { z } from 'zod';

const threadCount = z
  .string()
  .trim()
  .regex(/^(auto|\d{1,2})$/, { message: 'must be "auto" or a whole number from 0 to 32' })
  .transform((value) => (value === 'auto' ? Math.max(1, availableParallelism() - 1) : Number(value)))
  .refine((count) => count <= 32, { message: 'must be "auto" or a whole number from 0 to 32' });

export const plannerEnv = {
  PLANNER_THREADS: envVar(
    threadCount,
    'Worker threads that read profiles and match programs, so HTTP and matching use separate cores; 0 answers on the main thread, "auto" one less than the CPUs (at least 1).',
    { default: 'auto' },
  ),
};

export type PlannerConfig = ConfigOf<typeof plannerEnv>;

/** The planner's validated variables, provided by `PlannerModule.forRoot`. */
export const PLANNER_CONFIG = Symbol('PLANNER_CONFIG');
