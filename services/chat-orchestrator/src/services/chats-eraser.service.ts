import { Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { startUserEraser, WorkQueue, WorkSubscription } from '@site/platform';
import { CHAT_ORCHESTRATOR } from '../chat-orchestrator.constants';

/**
 * Takes part in erasures. No chat history is stored yet (it arrives with the chat issue, which erases it here),
 * so there is nothing to remove and the confirmation says 0 records.
 */
@Injectable()
export class ChatsEraserService implements OnApplicationBootstrap, OnModuleDestroy {
  private subscription?: WorkSubscription;

  constructor(private readonly queue: WorkQueue) {}

  async onApplicationBootstrap(): Promise<void> {
    this.subscription = await startUserEraser(this.queue, CHAT_ORCHESTRATOR, async () => 0);
  }

  async onModuleDestroy(): Promise<void> {
    await this.subscription?.stop();
  }
}
