import { Schema } from 'mongoose';
import type { DocumentRecord } from '../documents/document';

export type StoredDocument = DocumentRecord & { userId: string };

/** One uploaded file of one user (its bytes are in GridFS or on disk); unique per user and file name. */
export const documentSchema = new Schema<StoredDocument>(
  {
    userId: { type: String, required: true },
    fileName: { type: String, required: true },
    uploadId: { type: String, required: true },
    size: { type: Number, required: true },
    sha256: { type: String, required: true },
    status: { type: String, required: true },
    pages: { type: Number, default: null },
    pagesDone: { type: Number, default: 0 },
    chunks: { type: Number, default: 0 },
    reason: { type: String, default: null },
    modelId: { type: String, default: null },
    uploadedAt: { type: String, required: true },
    updatedAt: { type: String, required: true },
  },
  { collection: 'documents', versionKey: false, timestamps: false },
);
documentSchema.index({ userId: 1, fileName: 1 }, { unique: true });
documentSchema.index({ status: 1 });
