import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import {
  AppException,
  ERASING_SERVICES,
  ERASURE_CONFIRMATIONS_STREAM,
  ERASURE_CONFIRMED,
  ErrorCode,
  startUserEraser,
  USER_ERASED,
  USER_EVENTS_STREAM,
  type UserErased,
  WorkQueue,
  WorkSubscription,
} from '@site/platform';
import { randomUUID } from 'node:crypto';
import { PROFILE } from '../profile.constants';
import { ErasureRecord, ProfileRepository } from '../repositories/profile.repository';
import { PROFILE_CLOCK } from './profile.service';

/**
 * Erasure of a user's data everywhere: records the request, announces `user.erased` to every service (the
 * profile's own records included), keeps the ledger of their confirmations and re-announces unfinished erasures
 * at start-up (the standalone bus keeps events in memory; JetStream drops the duplicate by its message id).
 */
@Injectable()
export class ErasureService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(ErasureService.name);
  private readonly subscriptions: WorkSubscription[] = [];

  constructor(
    private readonly queue: WorkQueue,
    private readonly repository: ProfileRepository,
    @Inject(PROFILE_CLOCK) private readonly clock: () => Date,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.declareStream(USER_EVENTS_STREAM);
    await this.queue.declareStream(ERASURE_CONFIRMATIONS_STREAM);
    this.subscriptions.push(
      await startUserEraser(this.queue, PROFILE, async (userId) =>
        (await this.repository.eraseUser(userId)) ? 1 : 0,
      ),
      await this.queue.consume(
        ERASURE_CONFIRMED,
        { stream: ERASURE_CONFIRMATIONS_STREAM.name, durable: 'profile-erasure-ledger' },
        async (item) => {
          const { erasure_id, service, records, erased_at } = item.payload;
          await this.repository.confirmErasure(erasure_id, service, { records, erased_at });
        },
      ),
    );
    for (const record of await this.repository.pendingErasures()) await this.announce(record);
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.all(this.subscriptions.map((subscription) => subscription.stop()));
  }

  /** Starts erasing everything about the user; the ledger says when every service has confirmed. */
  async request(userId: string): Promise<ErasureRecord> {
    const record: ErasureRecord = {
      erasure_id: randomUUID(),
      user_id: userId,
      requested_at: this.clock().toISOString(),
      completed_at: null,
      services: Object.fromEntries(ERASING_SERVICES.map((service) => [service, null])),
    };
    await this.repository.putErasure(record);
    await this.announce(record);
    return record;
  }

  /** The ledger of one of the user's own erasures; another user's is as good as missing. */
  async status(userId: string, erasureId: string): Promise<ErasureRecord> {
    const record = await this.repository.getErasure(erasureId);
    if (!record || record.user_id !== userId) {
      throw new AppException(404, ErrorCode.NotFound, 'There is no erasure with this id for you.');
    }
    return record;
  }

  private async announce(record: ErasureRecord): Promise<void> {
    const event: UserErased = { erasure_id: record.erasure_id, user_id: record.user_id };
    const { duplicate } = await this.queue.publish(USER_ERASED, event, { msgId: record.erasure_id });
    if (!duplicate) this.logger.log(`erasure ${record.erasure_id} announced`);
  }
}
