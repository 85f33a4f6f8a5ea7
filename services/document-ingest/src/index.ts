import { defineService } from '@site/platform';
import { DOCUMENT_INGEST } from './document-ingest.constants';
import { DocumentIngestModule } from './document-ingest.module';

export { DocumentIngestModule } from './document-ingest.module';

export const documentIngestService = defineService({
  name: DOCUMENT_INGEST,
  title: 'Document ingest API',
  defaultPort: 3005,
  module: DocumentIngestModule,
});
