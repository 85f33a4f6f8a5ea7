import { Inject, Type } from '@nestjs/common';
import { BusController } from '../bus/rpc-context.interceptor';
import { MessagePattern } from '@nestjs/microservices';
import { HealthRegistry, ServiceHealth } from './health.registry';

export function healthSubject(service: string): string {
  return `${service}.health`;
}

/** A controller answering `<service>.health` over the bus with that service's readiness checks. */
export function serviceHealthController(service: string): Type<unknown> {
  @BusController()
  class ServiceHealthController {
    constructor(@Inject(HealthRegistry) private readonly registry: HealthRegistry) {}

    @MessagePattern(healthSubject(service))
    check(): Promise<ServiceHealth> {
      return this.registry.checkService(service);
    }
  }
  Object.defineProperty(ServiceHealthController, 'name', { value: `${service}HealthController` });
  return ServiceHealthController;
}
