import { envVar, mongoEnv, positiveInt, urlWithProtocols, type ConfigOf } from '@site/platform';
import { z } from 'zod';

/** The document service: uploads' limits, where records, bytes and vectors are kept. */
export const documentIngestEnv = {
  ...mongoEnv,
  UPLOAD_MAX_BYTES: envVar(positiveInt, 'Largest PDF a user may upload, in bytes.', { default: '26214400' }),
  UPLOAD_MAX_PAGES: envVar(positiveInt, 'Most pages an uploaded PDF may have.', { default: '500' }),
  DOCUMENT_MAX_SECONDS: envVar(
    positiveInt,
    'Longest time reading one PDF (text, passages, vectors) may take; a longer one fails with PROCESSING_TIMEOUT.',
    { default: '300' },
  ),
  DOCUMENTS_MAX_FILES: envVar(positiveInt, 'Most documents one user may keep.', { default: '50' }),
  DOCUMENTS_MAX_BYTES: envVar(positiveInt, 'Most bytes of documents one user may keep.', {
    default: '262144000',
  }),
  QDRANT_URL: envVar(
    urlWithProtocols(['http', 'https']).optional(),
    "Qdrant server for the documents' vectors, e.g. http://qdrant:6333. Unset: the embedded index under DATA_DIR/document-ingest.",
  ),
  QDRANT_API_KEY: envVar(z.string().min(1).optional(), 'API key of the Qdrant server, if it needs one.', {
    secret: true,
  }),
  QDRANT_COLLECTION: envVar(z.string().regex(/^[A-Za-z0-9_-]{1,100}$/), 'Qdrant collection of the chunks.', {
    default: 'document_chunks',
  }),
  EMBEDDING_MODEL_DIR: envVar(
    z.string().min(1).optional(),
    'Folder of the sentence-embedding model (ONNX and tokenizer files). Unset: the quantized all-MiniLM-L6-v2 that `npm start` installs under .cache/models.',
  ),
};

export type DocumentIngestConfig = ConfigOf<typeof documentIngestEnv>;

/** The document service's validated variables, provided by `DocumentIngestModule.forRoot`. */
export const DOCUMENT_INGEST_CONFIG = Symbol('DOCUMENT_INGEST_CONFIG');
