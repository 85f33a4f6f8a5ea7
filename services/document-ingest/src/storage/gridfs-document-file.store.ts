import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import mongoose, { type Connection } from 'mongoose';
import { DocumentFileStore } from './document-file.store';

const BUCKET = 'pdfs';

/**
 * PDFs in MongoDB's GridFS (bucket `pdfs`), so that every replica of the service reads every upload. A file
 * counts once its upload has completed (GridFS writes the file entry after the last chunk).
 */
export class GridFsDocumentFileStore extends DocumentFileStore {
  private readonly bucket;

  constructor(connection: Connection) {
    super();
    const db = connection.db;
    if (!db) throw new Error('GridFS needs an open MongoDB connection');
    this.bucket = new mongoose.mongo.GridFSBucket(db, { bucketName: BUCKET });
  }

  async put(userId: string, uploadId: string, bytes: Uint8Array): Promise<void> {
    await this.remove(userId, uploadId);
    const upload = this.bucket.openUploadStream(fileName(userId, uploadId), {
      metadata: { userId, uploadId },
    });
    await pipeline(Readable.from([Buffer.from(bytes)]), upload);
  }

  async read(userId: string, uploadId: string): Promise<Uint8Array | undefined> {
    const [file] = await this.bucket
      .find({ filename: fileName(userId, uploadId) })
      .limit(1)
      .toArray();
    if (!file) return undefined;
    return buffer(this.bucket.openDownloadStream(file._id));
  }

  async remove(userId: string, uploadId: string): Promise<void> {
    for (const file of await this.bucket.find({ filename: fileName(userId, uploadId) }).toArray()) {
      await this.bucket.delete(file._id);
    }
  }

  async removeUser(userId: string): Promise<number> {
    const files = await this.bucket.find({ 'metadata.userId': userId }).toArray();
    for (const file of files) await this.bucket.delete(file._id);
    return files.length;
  }

  async close(): Promise<void> {}
}

function fileName(userId: string, uploadId: string): string {
  return `${encodeURIComponent(userId)}/${uploadId}`;
}
