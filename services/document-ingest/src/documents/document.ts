import type { PdfRefusal } from '../extraction/pdf-text.port';

/** Where a document is in its life: stored and waiting, being read, searchable, refused after upload, or going. */
export type DocumentStatus = 'queued' | 'processing' | 'ready' | 'failed' | 'deleting';

/** Why ingestion failed, shown to the user. */
export type FailureReason = PdfRefusal | 'INGESTION_FAILED';

/** One uploaded file of one user; `fileName` is unique per user. */
export interface DocumentRecord {
  readonly fileName: string;
  /** New for every upload: a worker holding an older upload of the same name cannot touch this one. */
  readonly uploadId: string;
  readonly size: number;
  readonly sha256: string;
  readonly status: DocumentStatus;
  /** Pages of the PDF, known once it has been read. */
  readonly pages: number | null;
  readonly pagesDone: number;
  readonly chunks: number;
  readonly reason: FailureReason | null;
  /** The embedding model of the indexed chunks (a new model re-indexes). */
  readonly modelId: string | null;
  readonly uploadedAt: string;
  readonly updatedAt: string;
}

export type DocumentProgress = Partial<
  Pick<DocumentRecord, 'status' | 'pages' | 'pagesDone' | 'chunks' | 'reason' | 'modelId'>
> & { readonly updatedAt: string };

/** What a new upload is refused for, or that it was stored. */
export type CreateOutcome = 'created' | 'exists' | 'too-many-files' | 'too-many-bytes';

export interface UploadQuota {
  readonly maxFiles: number;
  readonly maxBytes: number;
}
