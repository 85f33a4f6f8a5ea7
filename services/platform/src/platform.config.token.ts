import type { ConfigOf } from './config/env';
import type { commonEnv } from './config/platform.config';

/** The validated configuration every module may read. */
export type PlatformConfig = ConfigOf<typeof commonEnv> & {
  readonly NATS_URL?: readonly string[];
  /** Service-specific variables (see ServiceDescriptor.env), read through their own typed shape. */
  readonly [variable: string]: unknown;
};

export const PLATFORM_CONFIG = Symbol('PLATFORM_CONFIG');
export const SERVICE_NAME = Symbol('SERVICE_NAME');
