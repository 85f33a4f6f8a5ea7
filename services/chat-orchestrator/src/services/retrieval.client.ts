import { Injectable } from '@nestjs/common';
import { BusClient, INGEST_SEARCH, IngestSearchRequest, IngestSearchResult } from '@site/platform';

/** Asks document-ingest, over the bus, for the passages of the user's documents that answer a question. */
@Injectable()
export class RetrievalClient {
  constructor(private readonly bus: BusClient) {}

  search(request: IngestSearchRequest): Promise<IngestSearchResult> {
    return this.bus.request<IngestSearchResult>(INGEST_SEARCH, request);
  }
}
