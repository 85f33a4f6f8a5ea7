/** The text of one PDF page; `page` counts from 1. */
export interface PdfPage {
  readonly page: number;
  readonly text: string;
}

/** Why a PDF is refused; each is answered as `{detail, code}` or recorded as the file's failure reason. */
export type PdfRefusal =
  | 'INVALID_PDF'
  | 'ENCRYPTED_PDF'
  | 'NO_TEXT_LAYER'
  | 'TOO_MANY_PAGES'
  /** Reading it took longer than the service allows one document (`DOCUMENT_MAX_SECONDS`). */
  | 'PROCESSING_TIMEOUT';
