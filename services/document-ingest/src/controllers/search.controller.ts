import {
  AnswersRequest,
  BusController,
  INGEST_SEARCH,
  IngestSearchHit,
  IngestSearchQuery,
} from '@site/platform';
import { SearchService } from '../services/search.service';

@BusController()
export class SearchController {
  constructor(private readonly searchService: SearchService) {}

  @AnswersRequest(INGEST_SEARCH)
  search(request: IngestSearchQuery): Promise<IngestSearchHit[]> {
    return this.searchService.search(request);
  }
}
