import { CustomTransportStrategy, Server } from '@nestjs/microservices';
import { lastValueFrom } from 'rxjs';
import type { InProcessBroker } from './in-process.broker';
import { InProcessContext, InProcessHeaders } from './in-process.context';

/** Nest transport strategy that registers the app's request handlers with the broker. */
export class InProcessServer extends Server implements CustomTransportStrategy {
  constructor(private readonly broker: InProcessBroker) {
    super();
  }

  listen(callback: () => void): void {
    this.broker.attach(this);
    callback();
  }

  close(): void {
    this.broker.detach(this);
  }

  on(): void {
    // The in-process transport has no connection whose status could change.
  }

  unwrap<T>(): T {
    return this.broker as T;
  }

  answers(subject: string): boolean {
    const handler = this.getHandlerByPattern(subject);
    return handler !== null && !handler.isEventHandler;
  }

  async answer(subject: string, data: unknown, headers: InProcessHeaders): Promise<unknown> {
    const handler = this.getHandlerByPattern(subject);
    if (!handler) throw new Error(`no handler for ${subject}`);
    const result = await handler(data, new InProcessContext([subject, headers]));
    return lastValueFrom(this.transformToObservable(result), { defaultValue: undefined });
  }
}
