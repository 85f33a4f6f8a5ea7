import type { ServiceHealth } from '@site/platform';

export interface SiteHealthResponse {
  readonly status: 'ok' | 'degraded';
  readonly services: Record<string, ServiceHealth>;
}
