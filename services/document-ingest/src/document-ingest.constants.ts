export const DOCUMENT_INGEST = 'document-ingest';
