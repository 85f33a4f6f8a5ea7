import {
  AnswersRequest,
  BusController,
  INGEST_SEARCH,
  IngestSearchHit,
  IngestSearchQuery,
} from '@site/platform';
import { DocumentsService } from '../documents/documents.service';

@BusController()
export class SearchController {
  constructor(private readonly documents: DocumentsService) {}

  /** The passages of the user's ready documents closest to the question; always scoped to `user_id`. */
  @AnswersRequest(INGEST_SEARCH)
  search(request: IngestSearchQuery): Promise<IngestSearchHit[]> {
    return this.documents.search(request);
  }
}
