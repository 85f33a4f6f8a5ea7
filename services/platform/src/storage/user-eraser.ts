import { Logger } from '@nestjs/common';
import { PermanentWorkError, WorkQueue, WorkSubscription } from '../bus/bus.port';
import {
  ERASURE_CONFIRMATIONS_STREAM,
  ERASURE_CONFIRMED,
  ErasingService,
  ErasureConfirmed,
  USER_ERASED,
  USER_EVENTS_STREAM,
  userErasedSchema,
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
    { stream: USER_EVENTS_STREAM.name, durable: `${service}-erasure`, filterSubject: USER_ERASED },
    async (item) => {
      const parsed = userErasedSchema.safeParse(item.payload);
      if (!parsed.success) throw new PermanentWorkError('invalid user.erased event');
      const records = await erase(parsed.data.user_id);
      const confirmation: ErasureConfirmed = {
        erasure_id: parsed.data.erasure_id,
        service,
        records,
        erased_at: new Date().toISOString(),
      };
      await queue.publish(ERASURE_CONFIRMED, confirmation, { msgId: `${parsed.data.erasure_id}:${service}` });
      logger.log(`erased ${records} records for erasure ${parsed.data.erasure_id}`);
    },
  );
}
