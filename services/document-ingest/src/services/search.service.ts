import { Injectable } from '@nestjs/common';
import type { IngestSearchHit, IngestSearchQuery } from '@site/platform';

/**
 * Search over a user's ingested documents. Upload and indexing arrive with the chat issue; until then no
 * document can exist, so every search finds nothing.
 */
@Injectable()
export class SearchService {
  async search(_request: IngestSearchQuery): Promise<IngestSearchHit[]> {
    return [];
  }
}
