import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import type { DocumentRecord } from '../documents/document';

const userId = z
  .string({ error: 'must be a string' })
  .trim()
  .min(1, 'must not be empty')
  .max(200, 'is too long');
const fileName = z
  .string({ error: 'must be a string' })
  .trim()
  .min(1, 'must not be empty')
  .max(255, 'must be at most 255 characters');

export const uploadFieldsSchema = z.object({ user_id: userId.optional() });

export const listQuerySchema = z.object({ user_id: userId.optional() });
export class ListDocumentsQueryDto extends createZodDto(listQuerySchema) {}

export const deleteBodySchema = z.object({ user_id: userId.optional(), file_name: fileName });
export class DeleteDocumentDto extends createZodDto(deleteBodySchema) {}

/** A document as the interface lists it. */
export interface DocumentResponse {
  file_name: string;
  status: DocumentRecord['status'];
  /** Why it could not be read (`INVALID_PDF`, `ENCRYPTED_PDF`, `NO_TEXT_LAYER`, ...), else null. */
  reason: DocumentRecord['reason'];
  size: number;
  pages: number | null;
  pages_done: number;
  chunks: number;
  uploaded_at: string;
  updated_at: string;
}

export function mapDocument(record: DocumentRecord): DocumentResponse {
  return {
    file_name: record.fileName,
    status: record.status,
    reason: record.reason,
    size: record.size,
    pages: record.pages,
    pages_done: record.pagesDone,
    chunks: record.chunks,
    uploaded_at: record.uploadedAt,
    updated_at: record.updatedAt,
  };
}
