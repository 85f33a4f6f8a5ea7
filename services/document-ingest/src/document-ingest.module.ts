import { Module } from '@nestjs/common';
import { ServiceHealthModule } from '@site/platform';
import { DocumentsExportController } from './controllers/documents-export.controller';
import { DocumentsController } from './controllers/documents.controller';
import { SearchController } from './controllers/search.controller';
import { DocumentsEraserService } from './services/documents-eraser.service';
import { SearchService } from './services/search.service';
import { DOCUMENT_INGEST } from './document-ingest.constants';

@Module({
  imports: [ServiceHealthModule.forService(DOCUMENT_INGEST)],
  controllers: [DocumentsController, SearchController, DocumentsExportController],
  providers: [SearchService, DocumentsEraserService],
})
export class DocumentIngestModule {}
