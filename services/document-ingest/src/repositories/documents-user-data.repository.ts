import { Injectable } from '@nestjs/common';
import type { UserDataExport, UserDataRepository } from '@site/platform';
import { DocumentRepository } from '../documents/document.repository';
import { DocumentsService } from '../documents/documents.service';

/** The document service's part of a user's export (what was uploaded) and erasure (files, passages, vectors). */
@Injectable()
export class DocumentsUserDataRepository implements UserDataRepository {
  constructor(
    private readonly records: DocumentRepository,
    private readonly documents: DocumentsService,
  ) {}

  async exportFor(userId: string): Promise<UserDataExport> {
    const documents = (await this.records.list(userId)).map((record) => ({
      file_name: record.fileName,
      size: record.size,
      pages: record.pages,
      status: record.status,
      uploaded_at: record.uploadedAt,
      sha256: record.sha256,
    }));
    return { documents };
  }

  eraseFor(userId: string): Promise<number> {
    return this.documents.eraseUser(userId);
  }
}
