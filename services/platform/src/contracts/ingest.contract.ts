import { z } from 'zod';
import { defineRequest, defineWork, type ParsedRequestOf, type RequestOf } from '../bus/bus.contract';
import type { WorkStreamSpec } from '../bus/bus.port';

export const ingestSearchRequestSchema = z.object({
  /** The token subject of the user whose documents are searched. */
  user_id: z.string().min(1).max(200),
  query: z.string().min(1).max(4000),
  /** Only these documents of the user; all of them when absent. */
  file_names: z.array(z.string().min(1).max(255)).max(100).optional(),
  top_k: z.number().int().min(1).max(20).default(5),
});

export const ingestSearchHitSchema = z.object({
  file_name: z.string().min(1).max(255),
  /** 1-based page of the PDF the passage is on. */
  page: z.number().int().min(1),
  text: z.string(),
  score: z.number(),
});

/** The passages found, best first. */
export const ingestSearchReplySchema = z.array(ingestSearchHitSchema).max(20);

/** `ingest.search`: chat-orchestrator asks document-ingest for the passages of a user's documents closest to a question. */
export const INGEST_SEARCH = defineRequest({
  subject: 'ingest.search',
  request: ingestSearchRequestSchema,
  reply: ingestSearchReplySchema,
});

export type IngestSearchRequest = RequestOf<typeof INGEST_SEARCH>;
export type IngestSearchQuery = ParsedRequestOf<typeof INGEST_SEARCH>;
export type IngestSearchHit = z.infer<typeof ingestSearchHitSchema>;

const documentRefSchema = z.object({
  /** The token subject of the document's owner. */
  user_id: z.string().min(1).max(200),
  file_name: z.string().min(1).max(255),
  /** Identifies this upload of the name: work for an older upload of a re-uploaded name is dropped. */
  upload_id: z.uuid(),
});

/** `document.ingest`: a stored upload waits to be read, chunked, embedded and indexed (document-ingest's own queue). */
export const DOCUMENT_INGEST_WORK = defineWork({ subject: 'document.ingest', payload: documentRefSchema });
export const DOCUMENT_INGEST_STREAM: WorkStreamSpec = {
  name: 'DOCUMENT_INGEST',
  subjects: [DOCUMENT_INGEST_WORK.subject],
};

/** `document.ingested`: a document became searchable (or failed, with its reason). */
export const DOCUMENT_INGESTED = defineWork({
  subject: 'document.ingested',
  payload: documentRefSchema.extend({
    status: z.enum(['ready', 'failed']),
    pages: z.number().int().min(0).nullable(),
    chunks: z.number().int().min(0),
    reason: z.string().max(40).nullable(),
  }),
});

/** `document.deleted`: a document and everything derived from it are gone. */
export const DOCUMENT_DELETED = defineWork({ subject: 'document.deleted', payload: documentRefSchema });

/** Events about users' documents, kept for a week for whoever reads them (e.g. the chat, to drop stale citations). */
export const DOCUMENT_EVENTS_STREAM: WorkStreamSpec = {
  name: 'DOCUMENT_EVENTS',
  subjects: [DOCUMENT_INGESTED.subject, DOCUMENT_DELETED.subject],
  retention: 'limits',
  maxAgeMs: 7 * 24 * 3600 * 1000,
};
