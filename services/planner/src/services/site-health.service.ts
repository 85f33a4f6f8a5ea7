import { Injectable } from '@nestjs/common';
import { BusClient, healthContract, ServiceHealth } from '@site/platform';
import type { SiteHealthResponse } from '../dtos/site-health.dto';
import { SITE_SERVICES } from '../planner.constants';

const HEALTH_TIMEOUT_MS = 2000;

/** Asks every service for its readiness over the bus; a service that does not answer is reported down. */
@Injectable()
export class SiteHealthService {
  constructor(private readonly bus: BusClient) {}

  async check(): Promise<SiteHealthResponse> {
    const answers = await Promise.all(
      SITE_SERVICES.map(async (service): Promise<[string, ServiceHealth]> => {
        try {
          return [
            service,
            await this.bus.request(healthContract(service), {}, { timeoutMs: HEALTH_TIMEOUT_MS }),
          ];
        } catch (error) {
          const detail = error instanceof Error ? error.message : String(error);
          return [service, { status: 'down', checks: { bus: { status: 'down', detail } } }];
        }
      }),
    );
    const services = Object.fromEntries(answers);
    const status = answers.every(([, health]) => health.status === 'up') ? 'ok' : 'degraded';
    return { status, services };
  }
}
