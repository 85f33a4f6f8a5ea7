import { Injectable } from '@nestjs/common';
import type { IngestSearchResult } from '@site/platform';
import type { IngestSearchDto } from '../dtos/search.dto';

/**
 * Search over a user's ingested documents. Upload and indexing arrive with the chat issue; until then no
 * document can exist, so every search has an empty result.
 */
@Injectable()
export class SearchService {
  async search(_request: IngestSearchDto): Promise<IngestSearchResult> {
    return { hits: [] };
  }
}
