import { serviceDatabaseName } from '@site/platform';
import mongoose, { type Connection, type Model } from 'mongoose';
import { DOCUMENT_INGEST } from '../document-ingest.constants';
import type { CreateOutcome, DocumentProgress, DocumentRecord, UploadQuota } from '../documents/document';
import { DocumentRepository, type OwnedDocument } from '../documents/document.repository';
import { documentSchema, type StoredDocument } from './document.schema';

const DUPLICATE_KEY = 11000;

function toRecord({ userId: _userId, _id, ...record }: StoredDocument & { _id?: unknown }): DocumentRecord {
  return record;
}

/** Document records in MongoDB (database `document-ingest`, or `<db>-document-ingest`), through mongoose. */
export class MongooseDocumentRepository extends DocumentRepository {
  private constructor(
    private readonly connection: Connection,
    private readonly model: Model<StoredDocument>,
  ) {
    super();
  }

  static async connect(
    url: string,
    dbName = serviceDatabaseName(url, DOCUMENT_INGEST),
  ): Promise<MongooseDocumentRepository> {
    const connection = mongoose.createConnection(url, { dbName, serverSelectionTimeoutMS: 5000 });
    try {
      await connection.asPromise();
      const model = connection.model<StoredDocument>('Document', documentSchema);
      await model.syncIndexes();
      return new MongooseDocumentRepository(connection, model);
    } catch (error) {
      await connection.close();
      throw error;
    }
  }

  /** The connection, for the GridFS file store that shares it. */
  get db(): Connection {
    return this.connection;
  }

  async list(userId: string): Promise<DocumentRecord[]> {
    const documents = await this.model
      .find({ userId, status: { $ne: 'deleting' } })
      .sort({ uploadedAt: -1, fileName: 1 })
      .lean()
      .exec();
    return documents.map(toRecord);
  }

  async get(userId: string, fileName: string): Promise<DocumentRecord | undefined> {
    const document = await this.model.findOne({ userId, fileName }).lean().exec();
    return document ? toRecord(document) : undefined;
  }

  async create(userId: string, document: DocumentRecord, quota: UploadQuota): Promise<CreateOutcome> {
    // Quota first, then the insert, whose unique index answers 'exists'. Two uploads racing at the limit may both
    // pass; the quota tolerates one file over (no transactions on every MongoDB deployment).
    if (await this.model.exists({ userId, fileName: document.fileName })) return 'exists';
    const [held] = await this.model.aggregate<{ files: number; bytes: number }>([
      { $match: { userId } },
      { $group: { _id: null, files: { $sum: 1 }, bytes: { $sum: '$size' } } },
    ]);
    if ((held?.files ?? 0) >= quota.maxFiles) return 'too-many-files';
    if ((held?.bytes ?? 0) + document.size > quota.maxBytes) return 'too-many-bytes';
    try {
      await this.model.create({ userId, ...document });
      return 'created';
    } catch (error) {
      if ((error as { code?: number }).code === DUPLICATE_KEY) return 'exists';
      throw error;
    }
  }

  async update(
    userId: string,
    fileName: string,
    uploadId: string,
    progress: DocumentProgress,
  ): Promise<boolean> {
    const result = await this.model
      .updateOne({ userId, fileName, uploadId, status: { $ne: 'deleting' } }, { $set: progress })
      .exec();
    return result.matchedCount === 1;
  }

  async remove(userId: string, fileName: string): Promise<boolean> {
    return (await this.model.deleteOne({ userId, fileName }).exec()).deletedCount === 1;
  }

  async removeUser(userId: string): Promise<number> {
    return (await this.model.deleteMany({ userId }).exec()).deletedCount;
  }

  async withStatus(statuses: readonly DocumentRecord['status'][]): Promise<OwnedDocument[]> {
    const documents = await this.model
      .find({ status: { $in: [...statuses] } })
      .lean()
      .exec();
    return documents.map((document) => ({ userId: document.userId, document: toRecord(document) }));
  }

  async close(): Promise<void> {
    await this.connection.close();
  }
}
