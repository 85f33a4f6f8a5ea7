/** The bytes of uploaded PDFs, one per upload; every adapter passes the document-file-store contract suite. */
export abstract class DocumentFileStore {
  /** Stores the bytes durably (complete or not at all); storing the same upload again replaces it. */
  abstract put(userId: string, uploadId: string, bytes: Uint8Array): Promise<void>;
  /** The bytes, or undefined when there are none. */
  abstract read(userId: string, uploadId: string): Promise<Uint8Array | undefined>;
  /** Removes one upload's bytes; nothing to remove is fine. */
  abstract remove(userId: string, uploadId: string): Promise<void>;
  /** Removes every upload of the user; how many there were. */
  abstract removeUser(userId: string): Promise<number>;
  abstract close(): Promise<void>;
}
