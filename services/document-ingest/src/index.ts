import { defineService } from '@site/platform';
import { DOCUMENT_INGEST } from './document-ingest.constants';
import { documentIngestEnv } from './document-ingest.env';
import { DocumentIngestModule } from './document-ingest.module';

export { DocumentIngestModule } from './document-ingest.module';

export const documentIngestService = defineService({
  name: DOCUMENT_INGEST,
  title: 'Document ingest API',
  defaultPort: 3005,
  module: DocumentIngestModule,
  config: { env: documentIngestEnv, forRoot: (config) => DocumentIngestModule.forRoot(config) },
});
export type {
  CreateOutcome,
  DocumentRecord,
  DocumentStatus,
  FailureReason,
  UploadQuota,
} from './documents/document';
export { DocumentRepository } from './documents/document.repository';
export { LmdbDocumentRepository } from './repositories/lmdb-document.repository';
export { MongooseDocumentRepository } from './repositories/mongoose-document.repository';
export { DocumentFileStore } from './storage/document-file.store';
export { LocalDocumentFileStore } from './storage/local-document-file.store';
export { GridFsDocumentFileStore } from './storage/gridfs-document-file.store';
