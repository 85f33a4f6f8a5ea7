import { createHash, randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  DOCUMENT_DELETED,
  DOCUMENT_INGEST_WORK,
  type IngestSearchHit,
  type IngestSearchQuery,
  WorkQueue,
} from '@site/platform';
import { DOCUMENT_INGEST_CONFIG, type DocumentIngestConfig } from '../document-ingest.env';
import { hasPdfHeader } from '../extraction/pdf-text';
import { DOCUMENT_READER, type DocumentReader } from '../ingestion/document-reader.port';
import { CHUNK_INDEX, type ChunkIndex } from '../retrieval/chunk-index.port';
import { DocumentFileStore } from '../storage/document-file.store';
import type { DocumentRecord } from './document';
import { DocumentException } from './document.exception';
import { DocumentRepository } from './document.repository';
import { sanitiseFileName } from './file-name';

export interface UploadedFile {
  readonly originalName: string;
  readonly bytes: Uint8Array;
}

/** A user's documents: upload (stored, then queued), list, delete with everything derived, search, erasure. */
@Injectable()
export class DocumentsService {
  private readonly logger = new Logger(DocumentsService.name);

  constructor(
    private readonly records: DocumentRepository,
    private readonly files: DocumentFileStore,
    @Inject(CHUNK_INDEX) private readonly index: ChunkIndex,
    @Inject(DOCUMENT_READER) private readonly reader: DocumentReader,
    private readonly queue: WorkQueue,
    @Inject(DOCUMENT_INGEST_CONFIG) private readonly config: DocumentIngestConfig,
  ) {}

  /**
   * Stores the PDF's bytes, then its record, then queues its ingestion. A refusal stores nothing; a crash after the
   * record leaves a `queued` document that the ingestion resumes at start.
   */
  async upload(userId: string, file: UploadedFile): Promise<DocumentRecord> {
    if (file.bytes.length > this.config.UPLOAD_MAX_BYTES)
      throw DocumentException.tooLarge(this.config.UPLOAD_MAX_BYTES);
    if (!hasPdfHeader(file.bytes)) throw DocumentException.notPdf();
    const fileName = sanitiseFileName(file.originalName);
    const sha256 = createHash('sha256').update(file.bytes).digest('hex');
    const existing = await this.records.get(userId, fileName);
    if (existing) return this.uploadAgain(userId, existing, sha256);

    const now = new Date().toISOString();
    const record: DocumentRecord = {
      fileName,
      uploadId: randomUUID(),
      size: file.bytes.length,
      sha256,
      status: 'queued',
      pages: null,
      pagesDone: 0,
      chunks: 0,
      reason: null,
      modelId: null,
      uploadedAt: now,
      updatedAt: now,
    };
    await this.files.put(userId, record.uploadId, file.bytes);
    const outcome = await this.records.create(userId, record, {
      maxFiles: this.config.DOCUMENTS_MAX_FILES,
      maxBytes: this.config.DOCUMENTS_MAX_BYTES,
    });
    if (outcome !== 'created') {
      await this.files.remove(userId, record.uploadId);
      if (outcome === 'exists') throw DocumentException.exists(fileName);
      if (outcome === 'too-many-files') throw DocumentException.tooManyFiles(this.config.DOCUMENTS_MAX_FILES);
      throw DocumentException.tooManyBytes(this.config.DOCUMENTS_MAX_BYTES);
    }
    try {
      await this.queueIngestion(userId, record);
    } catch (error) {
      await this.undoUpload(userId, record);
      throw error;
    }
    return record;
  }

  /**
   * The same file (same bytes) under the same name again is idempotent: the stored document is the answer. One still
   * `queued` is queued again under the same message id, since its first queueing may have failed after its record was
   * stored (a retry after a 503), and the id keeps a retry from reading it twice. Other bytes under the name, or a
   * document that failed or is being deleted, are a conflict.
   */
  private async uploadAgain(
    userId: string,
    existing: DocumentRecord,
    sha256: string,
  ): Promise<DocumentRecord> {
    const settled = existing.status === 'failed' || existing.status === 'deleting';
    if (settled || existing.sha256 !== sha256) throw DocumentException.exists(existing.fileName);
    if (existing.status === 'queued') await this.queueIngestion(userId, existing);
    return existing;
  }

  /** Nothing half-written: a document whose reading could not be queued is removed, so the user can simply retry. */
  private async undoUpload(userId: string, record: DocumentRecord): Promise<void> {
    try {
      await this.records.remove(userId, record.fileName);
      await this.files.remove(userId, record.uploadId);
    } catch (error) {
      // The record stays `queued`: uploading the same file again queues it (uploadAgain), and a restart resumes it.
      this.logger.warn(`could not undo the upload of ${record.uploadId}: ${String(error)}`);
    }
  }

  queueIngestion(userId: string, record: DocumentRecord, round = 0): Promise<unknown> {
    return this.queue.publish(
      DOCUMENT_INGEST_WORK,
      { user_id: userId, file_name: record.fileName, upload_id: record.uploadId },
      { msgId: round === 0 ? record.uploadId : `${record.uploadId}:${round}` },
    );
  }

  list(userId: string): Promise<DocumentRecord[]> {
    return this.records.list(userId);
  }

  /**
   * Deletes the document with its chunks and bytes (idempotent). It is marked `deleting` first, so that an
   * ingestion in progress stops and a crash midway is finished at the next start.
   */
  async remove(userId: string, fileName: string): Promise<boolean> {
    const name = sanitiseFileName(fileName);
    const record = (await this.records.get(userId, fileName)) ?? (await this.records.get(userId, name));
    if (!record) return false;
    await this.records.update(userId, record.fileName, record.uploadId, {
      status: 'deleting',
      updatedAt: new Date().toISOString(),
    });
    await this.finishDeletion(userId, record);
    return true;
  }

  async finishDeletion(userId: string, record: DocumentRecord): Promise<void> {
    await this.index.deleteFile(userId, record.fileName);
    await this.files.remove(userId, record.uploadId);
    await this.records.remove(userId, record.fileName);
    await this.queue
      .publish(
        DOCUMENT_DELETED,
        { user_id: userId, file_name: record.fileName, upload_id: record.uploadId },
        { msgId: `deleted:${record.uploadId}` },
      )
      .catch((error: unknown) => this.logger.warn(`document.deleted not published: ${String(error)}`));
  }

  /** Everything of the user: vectors first (so nothing stays searchable), then bytes, then records. */
  async eraseUser(userId: string): Promise<number> {
    await this.index.deleteUser(userId);
    await this.files.removeUser(userId);
    return this.records.removeUser(userId);
  }

  async search(request: IngestSearchQuery): Promise<IngestSearchHit[]> {
    const ready = (await this.records.list(request.user_id)).filter((record) => record.status === 'ready');
    const wanted = request.file_names?.length ? new Set(request.file_names) : undefined;
    const fileNames = ready.map((record) => record.fileName).filter((name) => !wanted || wanted.has(name));
    if (fileNames.length === 0) return [];
    const vector = await this.reader.embedQuery(request.query);
    const hits = await this.index.search(request.user_id, {
      text: request.query,
      vector,
      modelId: this.reader.modelId,
      fileNames,
      topK: request.top_k,
    });
    return hits.map((hit) => ({ file_name: hit.fileName, page: hit.page, text: hit.text, score: hit.score }));
  }
}
