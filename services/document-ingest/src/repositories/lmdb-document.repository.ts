import { openEmbeddedStore, openTable, ownerKey, ownerRange } from '@site/platform';
import type { RootDatabase } from 'lmdb';
import type { CreateOutcome, DocumentProgress, DocumentRecord, UploadQuota } from '../documents/document';
import { DocumentRepository, type OwnedDocument } from '../documents/document.repository';

/** Document records in the embedded store: one per user and file name, each change in a transaction. */
export class LmdbDocumentRepository extends DocumentRepository {
  private readonly root: RootDatabase;
  private readonly table;

  constructor(dir: string) {
    super();
    this.root = openEmbeddedStore(dir);
    this.table = openTable<DocumentRecord>(this.root, 'documents');
  }

  async list(userId: string): Promise<DocumentRecord[]> {
    return [...this.table.getRange(ownerRange(userId))]
      .map(({ value }) => value)
      .filter((document) => document.status !== 'deleting')
      .sort((a, b) => b.uploadedAt.localeCompare(a.uploadedAt) || a.fileName.localeCompare(b.fileName));
  }

  async get(userId: string, fileName: string): Promise<DocumentRecord | undefined> {
    return this.table.get(ownerKey(userId, fileName));
  }

  create(userId: string, document: DocumentRecord, quota: UploadQuota): Promise<CreateOutcome> {
    return this.table.transaction((): CreateOutcome => {
      if (this.table.get(ownerKey(userId, document.fileName)) !== undefined) return 'exists';
      const held = [...this.table.getRange(ownerRange(userId))].map(({ value }) => value);
      if (held.length >= quota.maxFiles) return 'too-many-files';
      const bytes = held.reduce((sum, { size }) => sum + size, 0);
      if (bytes + document.size > quota.maxBytes) return 'too-many-bytes';
      void this.table.put(ownerKey(userId, document.fileName), document);
      return 'created';
    });
  }

  update(userId: string, fileName: string, uploadId: string, progress: DocumentProgress): Promise<boolean> {
    return this.table.transaction(() => {
      const key = ownerKey(userId, fileName);
      const current = this.table.get(key);
      if (current?.uploadId !== uploadId || current.status === 'deleting') return false;
      void this.table.put(key, { ...current, ...progress });
      return true;
    });
  }

  remove(userId: string, fileName: string): Promise<boolean> {
    return this.table.transaction(() => {
      const key = ownerKey(userId, fileName);
      if (this.table.get(key) === undefined) return false;
      void this.table.remove(key);
      return true;
    });
  }

  removeUser(userId: string): Promise<number> {
    return this.table.transaction(() => {
      const keys = [...this.table.getKeys(ownerRange(userId))];
      for (const key of keys) void this.table.remove(key);
      return keys.length;
    });
  }

  async withStatus(statuses: readonly DocumentRecord['status'][]): Promise<OwnedDocument[]> {
    const owned: OwnedDocument[] = [];
    for (const { key, value } of this.table.getRange()) {
      if (!statuses.includes(value.status)) continue;
      owned.push({ userId: decodeURIComponent(key.slice(0, key.indexOf('/'))), document: value });
    }
    return owned;
  }

  async close(): Promise<void> {
    await this.root.close();
  }
}
