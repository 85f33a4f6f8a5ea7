import { Injectable } from '@nestjs/common';
import { BusClient, INGEST_SEARCH, IngestSearchHit, IngestSearchRequest } from '@site/platform';

/** Asks document-ingest, over the bus, for the passages of the user's documents that answer a question. */
@Injectable()
export class RetrievalClient {
  constructor(private readonly bus: BusClient) {}

  search(request: IngestSearchRequest): Promise<IngestSearchHit[]> {
    return this.bus.request(INGEST_SEARCH, request);
  }
}
