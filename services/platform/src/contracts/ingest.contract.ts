import { z } from 'zod';
import { defineRequest, type ParsedRequestOf, type RequestOf } from '../bus/bus.contract';

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
