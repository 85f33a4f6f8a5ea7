import { Injectable } from '@nestjs/common';
import { AppException } from '../../errors/app.exception';
import { ErrorCode } from '../../errors/error-code';
import type { InProcessHeaders } from './in-process.context';
import type { InProcessServer } from './in-process.server';

/** Over the wire a payload is JSON; in process it is copied the same way, so both modes see the same data. */
export function asOnTheWire<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

/**
 * The in-process message broker of the standalone mode: routes each request to the one server that answers its
 * subject.
 */
@Injectable()
export class InProcessBroker {
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
}
