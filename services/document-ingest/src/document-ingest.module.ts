import { join } from 'node:path';
import { DynamicModule, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { MulterModule } from '@nestjs/platform-express';
import {
  chooseUserDataStore,
  PLATFORM_CONFIG,
  type PlatformConfig,
  ServiceHealthModule,
  userDataParticipant,
} from '@site/platform';
import { memoryStorage } from 'multer';
import { DocumentTextController } from './controllers/document-text.controller';
import { DocumentsController } from './controllers/documents.controller';
import { SearchController } from './controllers/search.controller';
import { DOCUMENT_INGEST } from './document-ingest.constants';
import { DOCUMENT_INGEST_CONFIG, type DocumentIngestConfig } from './document-ingest.env';
import { DocumentRepository } from './documents/document.repository';
import { DocumentsService } from './documents/documents.service';
import { embeddingModelDir } from './embedding/transformers-embedder';
import { DOCUMENT_READER, type DocumentReader } from './ingestion/document-reader.port';
import { IngestionService } from './ingestion/ingestion.service';
import { LazyDocumentReader } from './ingestion/lazy-document-reader';
import { DocumentsUserDataRepository } from './repositories/documents-user-data.repository';
import { LmdbDocumentRepository } from './repositories/lmdb-document.repository';
import { MongooseDocumentRepository } from './repositories/mongoose-document.repository';
import { CHUNK_INDEX, type ChunkIndex } from './retrieval/chunk-index.port';
import { EmbeddedChunkIndex } from './retrieval/embedded-chunk-index';
import { QdrantChunkIndex } from './retrieval/qdrant-chunk-index';
import { DocumentFileStore } from './storage/document-file.store';
import { GridFsDocumentFileStore } from './storage/gridfs-document-file.store';
import { LocalDocumentFileStore } from './storage/local-document-file.store';

const userData = userDataParticipant({ service: DOCUMENT_INGEST, repository: DocumentsUserDataRepository });
type Config = PlatformConfig & DocumentIngestConfig;

const folder = (config: Config, name: string) => join(config.DATA_DIR, DOCUMENT_INGEST, name);

@Module({
  imports: [ServiceHealthModule.forService(DOCUMENT_INGEST)],
  controllers: [DocumentsController, SearchController, DocumentTextController, ...userData.controllers],
  providers: [DocumentsService, IngestionService, ...userData.providers],
})
export class DocumentIngestModule implements OnApplicationShutdown {
  static forRoot(config: DocumentIngestConfig): DynamicModule {
    return {
      module: DocumentIngestModule,
      imports: [
        // one file per request, kept in memory up to the limit (checked again, with a clear answer, by the service)
        MulterModule.register({
          storage: memoryStorage(),
          defParamCharset: 'utf8',
          limits: { fileSize: config.UPLOAD_MAX_BYTES + 1, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
        }),
      ],
      providers: [
        { provide: DOCUMENT_INGEST_CONFIG, useValue: config },
        {
          provide: DocumentRepository,
          inject: [PLATFORM_CONFIG],
          useFactory: (platform: PlatformConfig) =>
            chooseUserDataStore<DocumentRepository>({ ...platform, ...config }, DOCUMENT_INGEST, {
              mongo: (url) => MongooseDocumentRepository.connect(url),
              embedded: (dir) => new LmdbDocumentRepository(dir),
            }),
        },
        {
          provide: DocumentFileStore,
          inject: [PLATFORM_CONFIG, DocumentRepository],
          useFactory: (platform: PlatformConfig, records: DocumentRepository) =>
            records instanceof MongooseDocumentRepository
              ? new GridFsDocumentFileStore(records.db)
              : LocalDocumentFileStore.open(folder({ ...platform, ...config }, 'files')),
        },
        {
          provide: DOCUMENT_READER,
          useFactory: () => new LazyDocumentReader(config.EMBEDDING_MODEL_DIR ?? embeddingModelDir({})),
        },
        {
          provide: CHUNK_INDEX,
          inject: [PLATFORM_CONFIG, DOCUMENT_READER],
          useFactory: (
            platform: PlatformConfig,
            reader: LazyDocumentReader,
          ): ChunkIndex | Promise<ChunkIndex> =>
            config.QDRANT_URL
              ? QdrantChunkIndex.connect({
                  url: config.QDRANT_URL,
                  apiKey: config.QDRANT_API_KEY,
                  collection: config.QDRANT_COLLECTION,
                  dimensions: reader.dimensions,
                })
              : new EmbeddedChunkIndex(folder({ ...platform, ...config }, 'index')),
        },
      ],
    };
  }

  constructor(
    private readonly records: DocumentRepository,
    private readonly files: DocumentFileStore,
    @Inject(CHUNK_INDEX) private readonly index: ChunkIndex,
    @Inject(DOCUMENT_READER) private readonly reader: DocumentReader,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await this.reader.close();
    await this.index.close();
    await this.files.close();
    await this.records.close();
  }
}
