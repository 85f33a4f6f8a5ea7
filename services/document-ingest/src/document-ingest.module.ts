import { Module } from '@nestjs/common';
import { ServiceHealthModule, userDataParticipant } from '@site/platform';
import { DocumentsController } from './controllers/documents.controller';
import { SearchController } from './controllers/search.controller';
import { DocumentsUserDataRepository } from './repositories/documents-user-data.repository';
import { SearchService } from './services/search.service';
import { DOCUMENT_INGEST } from './document-ingest.constants';

const userData = userDataParticipant({ service: DOCUMENT_INGEST, repository: DocumentsUserDataRepository });

@Module({
  imports: [ServiceHealthModule.forService(DOCUMENT_INGEST)],
  controllers: [DocumentsController, SearchController, ...userData.controllers],
  providers: [SearchService, ...userData.providers],
})
export class DocumentIngestModule {}
