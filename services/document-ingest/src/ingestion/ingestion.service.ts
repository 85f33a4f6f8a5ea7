import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import {
  DOCUMENT_EVENTS_STREAM,
  DOCUMENT_INGEST_STREAM,
  DOCUMENT_INGEST_WORK,
  DOCUMENT_INGESTED,
  PLATFORM_CONFIG,
  type PlatformConfig,
  type WorkItem,
  WorkQueue,
  type WorkSubscription,
} from '@site/platform';
import { DOCUMENT_INGEST_CONFIG, type DocumentIngestConfig } from '../document-ingest.env';
import { ReadingStopped } from '../extraction/pdf-text';
import type { DocumentRecord, FailureReason } from '../documents/document';
import { DocumentRepository } from '../documents/document.repository';
import { DocumentsService } from '../documents/documents.service';
import { CHUNK_INDEX, type ChunkIndex } from '../retrieval/chunk-index.port';
import { DocumentFileStore } from '../storage/document-file.store';
import { DOCUMENT_READER, type DocumentReader } from './document-reader.port';

interface DocumentRef {
  readonly user_id: string;
  readonly file_name: string;
  readonly upload_id: string;
}

const CONSUMER = 'document-ingest';

/**
 * Reads queued documents: text, chunks and vectors in the reader's thread, then the chunks into the index in one
 * replacing write, then `ready`. Every step can run again after a crash (the index replaces a file's chunks), so a
 * redelivered item ends with each chunk indexed once. Unfinished work is queued again at start.
 */
@Injectable()
export class IngestionService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(IngestionService.name);
  private subscription?: WorkSubscription;

  constructor(
    private readonly records: DocumentRepository,
    private readonly files: DocumentFileStore,
    private readonly documents: DocumentsService,
    @Inject(CHUNK_INDEX) private readonly index: ChunkIndex,
    @Inject(DOCUMENT_READER) private readonly reader: DocumentReader,
    private readonly queue: WorkQueue,
    @Inject(PLATFORM_CONFIG) private readonly platform: PlatformConfig,
    @Inject(DOCUMENT_INGEST_CONFIG) private readonly config: DocumentIngestConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.declareStream(DOCUMENT_INGEST_STREAM);
    await this.queue.declareStream(DOCUMENT_EVENTS_STREAM);
    await this.resumeUnfinishedWork();
    this.subscription = await this.queue.consume(
      DOCUMENT_INGEST_WORK,
      // one document at a time: reading is CPU-bound and runs in its own thread
      {
        stream: DOCUMENT_INGEST_STREAM.name,
        durable: CONSUMER,
        concurrency: 1,
        // a document may take its whole time limit: only a worker that is gone lets it be delivered again
        ackWaitMs: (this.config.DOCUMENT_MAX_SECONDS + 60) * 1000,
      },
      (item) => this.ingest(item),
    );
  }

  async onModuleDestroy(): Promise<void> {
    await this.subscription?.stop();
  }

  private async resumeUnfinishedWork(): Promise<void> {
    for (const { userId, document } of await this.records.withStatus(['deleting'])) {
      await this.documents.finishDeletion(userId, document);
    }
    const round = Date.now();
    const pending = await this.records.withStatus(['queued', 'processing']);
    for (const { userId, document } of pending) await this.documents.queueIngestion(userId, document, round);
    if (pending.length > 0) this.logger.log(`queued ${pending.length} unfinished document(s) again`);
  }

  async ingest(item: WorkItem<DocumentRef>): Promise<void> {
    const { user_id: userId, file_name: fileName, upload_id: uploadId } = item.payload;
    const record = await this.records.get(userId, fileName);
    if (!record || record.uploadId !== uploadId || record.status === 'deleting' || record.status === 'failed')
      return;
    if (record.status === 'ready' && (await this.isIndexed(userId, record))) return;

    const bytes = await this.files.read(userId, uploadId);
    if (!bytes) return this.fail(userId, record, 'INGESTION_FAILED');
    await this.progress(userId, record, { status: 'processing', pagesDone: 0 });
    try {
      await this.readAndIndex(userId, record, bytes);
    } catch (error) {
      if (item.attempt >= this.platform.BUS_MAX_ATTEMPTS) await this.fail(userId, record, 'INGESTION_FAILED');
      throw error;
    }
  }

  private async readAndIndex(userId: string, record: DocumentRecord, bytes: Uint8Array): Promise<void> {
    const cancel = new AbortController();
    let reported = Promise.resolve();
    const outcome = await this.reader
      .read(bytes, {
        maxPages: this.config.UPLOAD_MAX_PAGES,
        timeLimitMs: this.config.DOCUMENT_MAX_SECONDS * 1000,
        signal: cancel.signal,
        onProgress: ({ pages, pagesDone }) => {
          // one progress write at a time; a record that is gone or being deleted stops the reading
          reported = reported.then(async () => {
            if (!(await this.progress(userId, record, { pages, pagesDone }))) cancel.abort();
          });
        },
      })
      .catch((error: unknown) => {
        if (error instanceof ReadingStopped && cancel.signal.aborted) return undefined;
        throw error;
      });
    await reported;
    if (!outcome || cancel.signal.aborted) {
      this.logger.log('document deleted while it was read: reading stopped');
      return;
    }
    if (!outcome.ok) return this.fail(userId, record, outcome.reason);

    await this.index.putFile(userId, record.fileName, this.reader.modelId, outcome.chunks);
    const ready = await this.progress(userId, record, {
      status: 'ready',
      pages: outcome.pages,
      pagesDone: outcome.pages,
      chunks: outcome.chunks.length,
      modelId: this.reader.modelId,
    });
    if (!ready) {
      // deleted (or replaced) while its chunks were written: take them out again
      await this.index.deleteFile(userId, record.fileName);
      const current = await this.records.get(userId, record.fileName);
      if (current && current.uploadId !== record.uploadId)
        await this.documents.queueIngestion(userId, current, Date.now());
      return;
    }
    this.logger.log(`document ready: ${outcome.pages} page(s), ${outcome.chunks.length} chunk(s)`);
    await this.announce(userId, record, {
      status: 'ready',
      pages: outcome.pages,
      chunks: outcome.chunks.length,
      reason: null,
    });
  }

  private async isIndexed(userId: string, record: DocumentRecord): Promise<boolean> {
    return (
      record.modelId === this.reader.modelId &&
      (await this.index.countFile(userId, record.fileName, this.reader.modelId)) === record.chunks
    );
  }

  private progress(
    userId: string,
    record: DocumentRecord,
    progress: Partial<Omit<DocumentRecord, 'fileName' | 'uploadId'>>,
  ): Promise<boolean> {
    return this.records.update(userId, record.fileName, record.uploadId, {
      ...progress,
      updatedAt: new Date().toISOString(),
    });
  }

  /** A document that cannot be read: its reason is kept for the user, its bytes are not. */
  private async fail(userId: string, record: DocumentRecord, reason: FailureReason): Promise<void> {
    const marked = await this.progress(userId, record, { status: 'failed', reason });
    if (!marked) return;
    await this.files.remove(userId, record.uploadId);
    this.logger.warn(`document refused after upload: ${reason}`);
    await this.announce(userId, record, { status: 'failed', pages: record.pages, chunks: 0, reason });
  }

  private async announce(
    userId: string,
    record: DocumentRecord,
    outcome: { status: 'ready' | 'failed'; pages: number | null; chunks: number; reason: string | null },
  ): Promise<void> {
    await this.queue
      .publish(
        DOCUMENT_INGESTED,
        { user_id: userId, file_name: record.fileName, upload_id: record.uploadId, ...outcome },
        { msgId: `ingested:${record.uploadId}` },
      )
      .catch((error: unknown) => this.logger.warn(`document.ingested not published: ${String(error)}`));
  }
}
