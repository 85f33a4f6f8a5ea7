import type { ConfigOf } from './config/env';
import type { commonEnv } from './config/platform.config';

/**
 * The validated variables every module may read. A service's own variables are not here: its module provides
 * them typed under its own token (see ServiceDescriptor).
 */
export type PlatformConfig = ConfigOf<typeof commonEnv> & {
  readonly NATS_URL?: readonly string[];
};

export const PLATFORM_CONFIG = Symbol('PLATFORM_CONFIG');
export const SERVICE_NAME = Symbol('SERVICE_NAME');
