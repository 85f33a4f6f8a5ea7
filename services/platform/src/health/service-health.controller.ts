import { Inject, Type } from '@nestjs/common';
import { AnswersRequest } from '../bus/answers-request.decorator';
import { BusController } from '../bus/rpc-context.interceptor';
import { healthContract } from '../contracts/health.contract';
import { HealthRegistry, ServiceHealth } from './health.registry';

/** A controller answering `<service>.health` over the bus with that service's readiness checks. */
export function serviceHealthController(service: string): Type<unknown> {
  @BusController()
  class ServiceHealthController {
    constructor(@Inject(HealthRegistry) private readonly registry: HealthRegistry) {}

    @AnswersRequest(healthContract(service))
    check(): Promise<ServiceHealth> {
      return this.registry.checkService(service);
    }
  }
  Object.defineProperty(ServiceHealthController, 'name', { value: `${service}HealthController` });
  return ServiceHealthController;
}
