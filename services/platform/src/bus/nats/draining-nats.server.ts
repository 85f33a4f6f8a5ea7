import { ServerNats } from '@nestjs/microservices';
import type { NatsConnection } from 'nats';

/** ServerNats whose close drains: it stops taking requests, finishes the ones in hand, then disconnects. */
export class DrainingNatsServer extends ServerNats {
  override async close(): Promise<void> {
    try {
      const connection = this.unwrap<NatsConnection>();
      if (!connection.isClosed()) await connection.drain();
    } catch {
      // Not connected (yet): nothing to drain.
    }
    await super.close();
  }
}
