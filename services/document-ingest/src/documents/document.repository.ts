import type { CreateOutcome, DocumentProgress, DocumentRecord, UploadQuota } from './document';

/** A document with its owner, for work that spans users (resuming ingestion after a restart). */
export interface OwnedDocument {
  readonly userId: string;
  readonly document: DocumentRecord;
}

/**
 * The documents' records (not their bytes); every adapter passes
 * `test/contract/document-repository.contract-spec.ts`.
 */
export abstract class DocumentRepository {
  /** The user's documents, newest first; those being deleted are left out. */
  abstract list(userId: string): Promise<DocumentRecord[]>;
  abstract get(userId: string, fileName: string): Promise<DocumentRecord | undefined>;
  /** Stores a new record unless the name is taken or the quota would be exceeded, atomically. */
  abstract create(userId: string, document: DocumentRecord, quota: UploadQuota): Promise<CreateOutcome>;
  /**
   * Applies progress to the record of exactly this upload; false when it is gone, was replaced, or is being deleted
   * (a record marked `deleting` never comes back).
   */
  abstract update(
    userId: string,
    fileName: string,
    uploadId: string,
    progress: DocumentProgress,
  ): Promise<boolean>;
  /** Removes the record; false when there was none. */
  abstract remove(userId: string, fileName: string): Promise<boolean>;
  /** Removes every record of the user, whatever its status; how many there were. */
  abstract removeUser(userId: string): Promise<number>;
  /** Documents of every user in one of `statuses` (e.g. work left unfinished by a crash). */
  abstract withStatus(statuses: readonly DocumentRecord['status'][]): Promise<OwnedDocument[]>;
  abstract close(): Promise<void>;
}
