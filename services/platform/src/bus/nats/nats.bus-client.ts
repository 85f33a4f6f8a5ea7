import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import { ClientNats, NatsRecordBuilder } from '@nestjs/microservices';
import { headers as natsHeaders } from 'nats';
import { firstValueFrom, timeout } from 'rxjs';
import { acceptCorrelationId, CORRELATION_HEADER, currentCorrelationId } from '../../context/correlation';
import { BusClient, RequestOptions } from '../bus.port';
import { toBusException } from '../bus.errors';

/** BusClient over core NATS through @nestjs/microservices; the correlation id travels in a message header. */
@Injectable()
export class NatsBusClient extends BusClient implements OnApplicationShutdown {
  private readonly client: ClientNats;

  constructor(
    servers: string[],
    name: string,
    private readonly defaultTimeoutMs: number,
  ) {
    super();
    this.client = new ClientNats({ servers, name: `${name}-client` });
  }

  private record(payload: unknown) {
    const headers = natsHeaders();
    headers.set(CORRELATION_HEADER, acceptCorrelationId(currentCorrelationId()));
    return new NatsRecordBuilder(payload).setHeaders(headers).build();
  }

  protected async requestRaw(subject: string, payload: unknown, options: RequestOptions): Promise<unknown> {
    const timeoutMs = options.timeoutMs ?? this.defaultTimeoutMs;
    try {
      return await firstValueFrom(
        this.client.send<unknown>(subject, this.record(payload)).pipe(timeout(timeoutMs)),
      );
    } catch (error) {
      throw toBusException(subject, error, timeoutMs);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client.close();
  }
}
