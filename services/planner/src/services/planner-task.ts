import type { InterfaceLanguage } from '../understanding/concepts';

/** What the main thread and a planner thread say to each other. */
export interface PlannerTask {
  readonly id: number;
  readonly kind: 'plan' | 'insights';
  readonly description: string;
  readonly language?: InterfaceLanguage;
}

export type PlannerTaskResult =
  | { readonly id: number; readonly value: unknown; readonly error?: undefined }
  | { readonly id: number; readonly error: string };

/** A planner thread's first message: its catalogue is loaded. */
export const READY = 'ready';
