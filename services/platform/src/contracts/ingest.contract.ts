import { z } from 'zod';

/** `ingest.search`: chat-orchestrator asks document-ingest for the passages of a user's documents closest to a question. */
export const INGEST_SEARCH = 'ingest.search';

export const ingestSearchRequestSchema = z.object({
  user_id: z.string().min(1).max(200),
  query: z.string().min(1).max(4000),
  file_name: z.string().min(1).max(255).nullish(),
  top_k: z.number().int().min(1).max(20).default(5),
});
export type IngestSearchRequest = z.input<typeof ingestSearchRequestSchema>;

export interface IngestSearchHit {
  readonly file_name: string;
  readonly text: string;
  readonly score: number;
}

export interface IngestSearchResult {
  readonly hits: readonly IngestSearchHit[];
}
