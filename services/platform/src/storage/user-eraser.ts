import { Logger } from '@nestjs/common';
import { WorkQueue, WorkSubscription } from '../bus/bus.port';
import {
  ERASURE_CONFIRMATIONS_STREAM,
  ERASURE_CONFIRMED,
  ErasingService,
  USER_ERASED,
  USER_EVENTS_STREAM,
} from '../contracts/user-erasure.contract';

/**
 * Makes a service take part in erasures: its durable consumer of `user.erased` removes the user's records with
 * `erase` (which must be idempotent: an event may come twice) and confirms how many there were.
 */
export async function startUserEraser(
  queue: WorkQueue,
  service: ErasingService,
  erase: (userId: string) => Promise<number>,
): Promise<WorkSubscription> {
  const logger = new Logger(`UserEraser(${service})`);
  await queue.declareStream(USER_EVENTS_STREAM);
  await queue.declareStream(ERASURE_CONFIRMATIONS_STREAM);
  return queue.consume(
    USER_ERASED,
    { stream: USER_EVENTS_STREAM.name, durable: `${service}-erasure` },
    async (item) => {
      const { erasure_id, user_id } = item.payload;
      const records = await erase(user_id);
      await queue.publish(
        ERASURE_CONFIRMED,
        { erasure_id, service, records, erased_at: new Date().toISOString() },
        { msgId: `${erasure_id}:${service}` },
      );
      logger.log(`erased ${records} records for erasure ${erasure_id}`);
    },
  );
}
