import { Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { startUserEraser, WorkQueue, WorkSubscription } from '@site/platform';
import { DOCUMENT_INGEST } from '../document-ingest.constants';

/**
 * Takes part in erasures. Uploads are not stored yet (they arrive with the documents issue, which erases them
 * here), so there is nothing to remove and the confirmation says 0 records.
 */
@Injectable()
export class DocumentsEraserService implements OnApplicationBootstrap, OnModuleDestroy {
  private subscription?: WorkSubscription;

  constructor(private readonly queue: WorkQueue) {}

  async onApplicationBootstrap(): Promise<void> {
    this.subscription = await startUserEraser(this.queue, DOCUMENT_INGEST, async () => 0);
  }

  async onModuleDestroy(): Promise<void> {
    await this.subscription?.stop();
  }
}
