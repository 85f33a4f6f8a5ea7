import { Inject } from '@nestjs/common';
import {
  AnswersRequest,
  BusController,
  DOCUMENT_TEXT_MAX_CHARS,
  INGEST_DOCUMENT_TEXT,
  type IngestDocumentText,
  type IngestDocumentTextRequest,
} from '@site/platform';
import { DOCUMENT_INGEST_CONFIG, type DocumentIngestConfig } from '../document-ingest.env';
import { DocumentRepository } from '../documents/document.repository';
import { extractPdfPages } from '../extraction/pdf-text';
import { DocumentFileStore } from '../storage/document-file.store';

/**
 * The whole text of one of the user's ready documents, page by page, for requests about a whole document (a
 * summary). Read again from the stored PDF: the index keeps passages with overlaps, not pages. PDF.js reads page by
 * page with awaits between pages, so a long document does not hold the event loop in one piece; summaries are rare.
 */
@BusController()
export class DocumentTextController {
  constructor(
    private readonly records: DocumentRepository,
    private readonly files: DocumentFileStore,
    @Inject(DOCUMENT_INGEST_CONFIG) private readonly config: DocumentIngestConfig,
  ) {}

  @AnswersRequest(INGEST_DOCUMENT_TEXT)
  async documentText({ user_id, file_name }: IngestDocumentTextRequest): Promise<IngestDocumentText> {
    const empty = { file_name, page_count: 0, pages: [], truncated: false };
    const record = await this.records.get(user_id, file_name);
    if (!record || record.status === 'deleting') return { ...empty, status: 'missing' };
    if (record.status !== 'ready') return { ...empty, status: 'not_ready', page_count: record.pages ?? 0 };
    const bytes = await this.files.read(user_id, record.uploadId);
    if (!bytes) return { ...empty, status: 'missing' };
    const pages = await extractPdfPages(bytes, { maxPages: record.pages ?? this.config.UPLOAD_MAX_PAGES });
    const kept: { page: number; text: string }[] = [];
    let chars = 0;
    let truncated = false;
    for (const { page, text } of pages) {
      if (!text) continue;
      if (chars + text.length > DOCUMENT_TEXT_MAX_CHARS) {
        truncated = true;
        break;
      }
      chars += text.length;
      kept.push({ page, text });
    }
    return { file_name, status: 'ready', page_count: pages.length, pages: kept, truncated };
  }
}
