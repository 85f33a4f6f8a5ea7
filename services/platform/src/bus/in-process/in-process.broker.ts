import { Injectable, Logger } from '@nestjs/common';
import { AppException } from '../../errors/app.exception';
import { ErrorCode } from '../../errors/error-code';
import type { InProcessHeaders } from './in-process.context';
import type { InProcessServer } from './in-process.server';

/** Over the wire a payload is JSON; in process it is copied the same way, so both modes see the same data. */
export function asOnTheWire<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

/**
 * The in-process message broker of the standalone mode: routes requests to the one server that answers a subject
 * and events to every server that listens to it.
 */
@Injectable()
export class InProcessBroker {
  private readonly logger = new Logger(InProcessBroker.name);
  private readonly servers = new Set<InProcessServer>();

  attach(server: InProcessServer): void {
    this.servers.add(server);
  }

  detach(server: InProcessServer): void {
    this.servers.delete(server);
  }

  async request(subject: string, payload: unknown, headers: InProcessHeaders): Promise<unknown> {
    const server = [...this.servers].find((s) => s.answers(subject));
    if (!server) {
      throw new AppException(503, ErrorCode.ServiceUnavailable, `No service answers ${subject}.`);
    }
    return asOnTheWire(await server.answer(subject, asOnTheWire(payload), headers));
  }

  emit(subject: string, payload: unknown, headers: InProcessHeaders): void {
    const data = asOnTheWire(payload);
    for (const server of this.servers) {
      if (!server.listensTo(subject)) continue;
      // Events are fire-and-forget, as on NATS: the publisher does not wait for listeners.
      setImmediate(() => {
        server.deliverEvent(subject, asOnTheWire(data), headers).catch((error: unknown) => {
          this.logger.error(
            `event ${subject} handler failed: ${error instanceof Error ? error.message : String(error)}`,
          );
        });
      });
    }
  }
}
