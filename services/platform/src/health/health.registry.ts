import { Injectable } from '@nestjs/common';

export type HealthStatus = 'up' | 'down';

export interface CheckResult {
  readonly status: HealthStatus;
  readonly detail?: string;
}

export type HealthCheck = () => Promise<CheckResult>;

export interface ServiceHealth {
  readonly status: HealthStatus;
  readonly checks: Record<string, CheckResult>;
}

const CHECK_TIMEOUT_MS = 2000;

async function runCheck(check: HealthCheck): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<CheckResult>((resolve) => {
    timer = setTimeout(() => resolve({ status: 'down', detail: 'check timed out' }), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check(), timeout]);
  } catch (error) {
    return { status: 'down', detail: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Readiness checks of the real dependencies, grouped by service: in the standalone process several
 * services share one registry, and each still answers for its own checks.
 */
@Injectable()
export class HealthRegistry {
  private readonly checks = new Map<string, Map<string, HealthCheck>>();
  private shuttingDown = false;

  register(service: string, name: string, check: HealthCheck): void {
    const forService = this.checks.get(service) ?? new Map<string, HealthCheck>();
    forService.set(name, check);
    this.checks.set(service, forService);
  }

  services(): string[] {
    return [...this.checks.keys()];
  }

  markShuttingDown(): void {
    this.shuttingDown = true;
  }

  isShuttingDown(): boolean {
    return this.shuttingDown;
  }

  async checkService(service: string): Promise<ServiceHealth> {
    const results: Record<string, CheckResult> = {};
    const forService = this.checks.get(service) ?? new Map<string, HealthCheck>();
    await Promise.all([...forService].map(async ([name, check]) => (results[name] = await runCheck(check))));
    if (this.shuttingDown) results.shutdown = { status: 'down', detail: 'shutting down' };
    const status = Object.values(results).every((r) => r.status === 'up') ? 'up' : 'down';
    return { status, checks: results };
  }

  async checkAll(): Promise<Record<string, ServiceHealth>> {
    const entries = await Promise.all(
      this.services().map(async (s) => [s, await this.checkService(s)] as const),
    );
    return Object.fromEntries(entries);
  }
}
