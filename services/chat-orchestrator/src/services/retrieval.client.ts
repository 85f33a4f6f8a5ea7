import { Injectable } from '@nestjs/common';
import {
  BusClient,
  INGEST_DOCUMENT_TEXT,
  INGEST_SEARCH,
  type IngestDocumentText,
  IngestSearchHit,
  IngestSearchRequest,
} from '@site/platform';

/** Asks document-ingest, over the bus, for what the chat needs of the user's documents. */
@Injectable()
export class RetrievalClient {
  constructor(private readonly bus: BusClient) {}

  /** The passages of the user's documents that answer a question, best first. */
  search(request: IngestSearchRequest): Promise<IngestSearchHit[]> {
    return this.bus.request(INGEST_SEARCH, request);
  }

  /** The whole text of one of the user's documents, page by page. */
  documentText(userId: string, fileName: string): Promise<IngestDocumentText> {
    return this.bus.request(INGEST_DOCUMENT_TEXT, { user_id: userId, file_name: fileName });
  }
}
