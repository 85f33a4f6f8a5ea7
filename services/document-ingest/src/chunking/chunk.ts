/** A passage of a document, the unit that is embedded, indexed and cited. */
export interface DocumentChunk {
  /** Position of the chunk in its file, from 0; with the file it identifies the chunk. */
  readonly index: number;
  /** First page the passage comes from (from 1); the citation's page. */
  readonly page: number;
  /** Last page the passage comes from (a passage may run over a page break). */
  readonly lastPage: number;
  readonly text: string;
}
