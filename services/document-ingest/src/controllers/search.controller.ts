import { MessagePattern, Payload } from '@nestjs/microservices';
import { BusController, INGEST_SEARCH, IngestSearchResult } from '@site/platform';
import { IngestSearchDto } from '../dtos/search.dto';
import { SearchService } from '../services/search.service';

@BusController()
export class SearchController {
  constructor(private readonly searchService: SearchService) {}

  @MessagePattern(INGEST_SEARCH)
  search(@Payload() request: IngestSearchDto): Promise<IngestSearchResult> {
    return this.searchService.search(request);
  }
}
