import { Injectable } from '@nestjs/common';
import { firstValueFrom, from, timeout } from 'rxjs';
import { CORRELATION_HEADER, currentCorrelationId, acceptCorrelationId } from '../../context/correlation';
import { BusClient, RequestOptions } from '../bus.port';
import { toBusException } from '../bus.errors';
import { InProcessBroker } from './in-process.broker';

function headers(): Map<string, string> {
  return new Map([[CORRELATION_HEADER, acceptCorrelationId(currentCorrelationId())]]);
}

/** BusClient of the standalone mode: same payload copying, timeouts and error mapping as over NATS. */
@Injectable()
export class InProcessBusClient extends BusClient {
  constructor(
    private readonly broker: InProcessBroker,
    private readonly defaultTimeoutMs: number,
  ) {
    super();
  }

  protected async requestRaw(subject: string, payload: unknown, options: RequestOptions): Promise<unknown> {
    const timeoutMs = options.timeoutMs ?? this.defaultTimeoutMs;
    try {
      const answer = from(this.broker.request(subject, payload, headers()));
      return await firstValueFrom(answer.pipe(timeout(timeoutMs)));
    } catch (error) {
      throw toBusException(subject, error, timeoutMs);
    }
  }
}
