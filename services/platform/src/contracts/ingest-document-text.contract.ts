import { z } from 'zod';
import { defineRequest, type ParsedRequestOf } from '../bus/bus.contract';

/** Most characters of text one answer carries (core NATS messages are limited to 1 MB by default). */
export const DOCUMENT_TEXT_MAX_CHARS = 200_000;

export const ingestDocumentTextRequestSchema = z.object({
  /** The token subject of the document's owner. */
  user_id: z.string().min(1).max(200),
  file_name: z.string().min(1).max(255),
});

export const ingestDocumentTextReplySchema = z.object({
  file_name: z.string().min(1).max(255),
  /** `ready`: the text follows; `missing`: no such document of this user; `not_ready`: still being read, or failed. */
  status: z.enum(['ready', 'missing', 'not_ready']),
  /** Pages in the document. */
  page_count: z.number().int().min(0),
  /** The pages' text in order, as far as it fits DOCUMENT_TEXT_MAX_CHARS (empty pages left out). */
  pages: z.array(z.object({ page: z.number().int().min(1), text: z.string() })).max(10_000),
  /** Whether pages were left out because the text passed DOCUMENT_TEXT_MAX_CHARS. */
  truncated: z.boolean(),
});

/**
 * `ingest.document_text`: chat-orchestrator asks document-ingest for the whole text of one of the user's documents,
 * page by page (a request about a whole document, such as a summary, cannot be answered from top-k passages).
 */
export const INGEST_DOCUMENT_TEXT = defineRequest({
  subject: 'ingest.document_text',
  request: ingestDocumentTextRequestSchema,
  reply: ingestDocumentTextReplySchema,
});

export type IngestDocumentTextRequest = ParsedRequestOf<typeof INGEST_DOCUMENT_TEXT>;
export type IngestDocumentText = z.infer<typeof ingestDocumentTextReplySchema>;
