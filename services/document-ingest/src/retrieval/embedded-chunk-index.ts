import { createHash } from 'node:crypto';
import type { RootDatabase } from 'lmdb';
import { type Database, openEmbeddedStore, openTable, ownerKey, ownerRange } from '@site/platform';
import { Bm25Index } from './bm25-index';
import { DenseVectors } from './dense-scan';
import type { ChunkHit, ChunkIndex, ChunkQuery, IndexedChunk } from './chunk-index.port';
import { ChunkIndexException } from './chunk-index.exception';
import { CANDIDATES, fuseByReciprocalRank, promoteIdentifierMatches } from './hybrid-ranking';
import {
  KEYWORD_TOKENS_VERSION,
  identifierTokens,
  isIdentifier,
  keywordTokens,
  queryTerms,
  termFrequencies,
  type TermFrequencies,
} from './keyword-tokens';

/**
 * A chunk as the embedded store keeps it. The vector's float32 bytes and the keyword terms (uint32 hashes, uint16
 * counts) are kept in the machine's byte order; the terms are computed once when the chunk is put, because
 * segmenting 20,000 chunks' text again at every load would take seconds.
 */
interface StoredChunk {
  readonly fileName: string;
  readonly index: number;
  readonly page: number;
  readonly lastPage: number;
  readonly text: string;
  readonly modelId: string;
  readonly vector: Uint8Array;
  readonly keywords: StoredKeywords;
}

interface StoredKeywords {
  readonly version: number;
  readonly terms: Uint8Array;
  readonly counts: Uint8Array;
  readonly length: number;
  readonly identifiers: string[];
}

/** What a loaded user's search needs of a chunk; the text stays on disk until the chunk is an answer. */
interface ResidentChunk {
  readonly key: string;
  readonly fileName: string;
  readonly identifiers: ReadonlySet<string>;
}

/** One user's chunks of one model: their vectors side by side, and their keywords in a BM25 index. */
interface ModelShard {
  readonly chunks: readonly ResidentChunk[];
  /** Each chunk's file as a small number, for filtering without string lookups. */
  readonly fileOf: Int32Array;
  readonly fileNumbers: ReadonlyMap<string, number>;
  readonly dense: DenseVectors;
  readonly keywords: Bm25Index;
}

interface ResidentUser {
  readonly shards: ReadonlyMap<string, ModelShard>;
  readonly chunkCount: number;
  lastUsed: number;
}

export interface EmbeddedChunkIndexOptions {
  /** Chunks held in memory across users before the least recently searched users are dropped. */
  readonly maxResidentChunks?: number;
  /** A user not searched for this long is dropped from memory (the next search loads them again). */
  readonly idleMs?: number;
  readonly now?: () => number;
}

const NO_IDENTIFIERS: ReadonlySet<string> = new Set();
const everyPosition = (): boolean => true;

/**
 * The default chunk index: chunks in the embedded store (LMDB under DATA_DIR), searched in memory. A user's chunks
 * are loaded on their first search and kept while they search (bounded by `maxResidentChunks`, dropped when idle);
 * every write drops them, so the next search sees exactly what is stored. Dense relevance is exact cosine over all
 * of the user's vectors of the question's model, keyword relevance BM25 over `keywordTokens`.
 */
export class EmbeddedChunkIndex implements ChunkIndex {
  private readonly root: RootDatabase;
  private readonly table: Database<StoredChunk>;
  private readonly resident = new Map<string, ResidentUser>();
  private readonly maxResidentChunks: number;
  private readonly idleMs: number;
  private readonly now: () => number;
  private readonly sweeper: NodeJS.Timeout;

  constructor(dir: string, options: EmbeddedChunkIndexOptions = {}) {
    this.root = openEmbeddedStore(dir);
    this.table = openTable<StoredChunk>(this.root, 'chunks');
    this.maxResidentChunks = options.maxResidentChunks ?? 200_000;
    this.idleMs = options.idleMs ?? 15 * 60_000;
    this.now = options.now ?? Date.now;
    this.sweeper = setInterval(() => this.dropIdleUsers(), Math.min(this.idleMs, 60_000));
    this.sweeper.unref();
  }

  /** Users whose chunks are in memory, least recently searched first (for tests and diagnostics). */
  get residentUsers(): string[] {
    return [...this.resident.keys()];
  }

  async putFile(
    userId: string,
    fileName: string,
    modelId: string,
    chunks: readonly IndexedChunk[],
  ): Promise<void> {
    checkChunks(chunks);
    const range = fileRange(userId, fileName);
    // segmented before the transaction: it takes a while, and the write lock is the store's
    const records = chunks.map((chunk): [string, StoredChunk] => [
      chunkKey(userId, fileName, chunk.index),
      {
        fileName,
        index: chunk.index,
        page: chunk.page,
        lastPage: chunk.lastPage,
        text: chunk.text,
        modelId,
        vector: bytesOf(chunk.vector),
        keywords: storedKeywords(chunk.text),
      },
    ]);
    this.resident.delete(userId);
    // One transaction: a crash leaves the file's old chunks or its new ones, never a mix.
    await this.table.transaction(() => {
      for (const key of [...this.table.getKeys(range)]) void this.table.remove(key);
      for (const [key, record] of records) void this.table.put(key, record);
    });
    this.resident.delete(userId);
  }

  async deleteFile(userId: string, fileName: string): Promise<void> {
    const range = fileRange(userId, fileName);
    this.resident.delete(userId);
    await this.table.transaction(() => {
      for (const key of [...this.table.getKeys(range)]) void this.table.remove(key);
    });
    this.resident.delete(userId);
  }

  async deleteUser(userId: string): Promise<number> {
    this.resident.delete(userId);
    const removed = await this.table.transaction(() => {
      const keys = [...this.table.getKeys(ownerRange(userId))];
      for (const key of keys) void this.table.remove(key);
      return keys.length;
    });
    this.resident.delete(userId);
    return removed;
  }

  async countFile(userId: string, fileName: string, modelId: string): Promise<number> {
    let count = 0;
    for (const { value } of this.table.getRange(fileRange(userId, fileName))) {
      if (value.modelId === modelId) count += 1;
    }
    return count;
  }

  async search(userId: string, query: ChunkQuery): Promise<ChunkHit[]> {
    if (query.topK <= 0) return [];
    const shard = this.residentUser(userId).shards.get(query.modelId);
    if (!shard) return [];
    if (query.vector.length !== shard.dense.dimensions) {
      throw ChunkIndexException.invalidVectors(
        `the question has ${query.vector.length} dimensions, the chunks of ${query.modelId} ${shard.dense.dimensions}`,
      );
    }
    const allowed = allowedFiles(shard, query.fileNames);
    const dense = shard.dense.nearest(query.vector, CANDIDATES, allowed);
    const keyword = shard.keywords.search(
      queryTerms(query.text, (term) => shard.keywords.has(term)),
      allowed ?? everyPosition,
      CANDIDATES,
    );
    const asRanking = (positions: number[]) =>
      positions.map((p) => ({ key: String(p), item: shard.chunks[p]! }));
    const fused = fuseByReciprocalRank([asRanking(dense), asRanking(keyword)]);
    const ranked = promoteIdentifierMatches(
      fused,
      identifierTokens(query.text),
      (chunk) => chunk.identifiers,
      query.topK,
    );

    const hits: ChunkHit[] = [];
    for (const { item, score } of ranked) {
      const stored = this.table.get(item.key);
      if (stored) hits.push({ fileName: stored.fileName, page: stored.page, text: stored.text, score });
    }
    return hits;
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    this.resident.clear();
    await this.root.close();
  }

  private residentUser(userId: string): ResidentUser {
    this.dropIdleUsers();
    let user = this.resident.get(userId);
    if (user) this.resident.delete(userId);
    else user = this.load(userId);
    user.lastUsed = this.now();
    this.resident.set(userId, user); // most recently used last
    this.dropBeyondBudget(userId);
    return user;
  }

  /** Reads the user's chunks synchronously, so no write can land between reading and using them. */
  private load(userId: string): ResidentUser {
    const byModel = new Map<string, ShardParts>();
    let chunkCount = 0;
    for (const { key, value } of this.table.getRange(ownerRange(userId))) {
      let parts = byModel.get(value.modelId);
      if (!parts) byModel.set(value.modelId, (parts = { chunks: [], vectors: [], keywords: [] }));
      // one model's vectors have one length; a stray record of another length could not be compared
      if (parts.vectors.length > 0 && parts.vectors[0]!.byteLength !== value.vector.byteLength) continue;
      const { frequencies, identifiers } = residentKeywords(value);
      parts.chunks.push({
        key: String(key),
        fileName: value.fileName,
        identifiers: identifiers.length > 0 ? new Set(identifiers) : NO_IDENTIFIERS,
      });
      parts.vectors.push(copyBytes(value.vector)); // the store may reuse its read buffer
      parts.keywords.push(frequencies);
      chunkCount += 1;
    }
    const shards = new Map<string, ModelShard>();
    for (const [modelId, parts] of byModel) shards.set(modelId, buildShard(parts));
    return { shards, chunkCount, lastUsed: this.now() };
  }

  private dropBeyondBudget(keep: string): void {
    let total = 0;
    for (const user of this.resident.values()) total += user.chunkCount;
    for (const [userId, user] of this.resident) {
      if (total <= this.maxResidentChunks) break;
      if (userId === keep) continue;
      this.resident.delete(userId);
      total -= user.chunkCount;
    }
  }

  private dropIdleUsers(): void {
    const now = this.now();
    for (const [userId, user] of this.resident) {
      if (now - user.lastUsed >= this.idleMs) this.resident.delete(userId);
    }
  }
}

interface ShardParts {
  readonly chunks: ResidentChunk[];
  readonly vectors: Uint8Array[];
  readonly keywords: TermFrequencies[];
}

function buildShard(parts: ShardParts): ModelShard {
  const dimensions = parts.vectors[0]!.byteLength / Float32Array.BYTES_PER_ELEMENT;
  const dense = DenseVectors.fromRows(parts.vectors, dimensions);
  const fileNumbers = new Map<string, number>();
  const fileOf = Int32Array.from(parts.chunks, ({ fileName }) => {
    let number = fileNumbers.get(fileName);
    if (number === undefined) fileNumbers.set(fileName, (number = fileNumbers.size));
    return number;
  });
  const keywords = new Bm25Index(parts.keywords);
  return { chunks: parts.chunks, fileOf, fileNumbers, dense, keywords };
}

function allowedFiles(
  shard: ModelShard,
  fileNames: readonly string[] | undefined,
): ((position: number) => boolean) | undefined {
  if (!fileNames || fileNames.length === 0) return undefined;
  const allowed = new Uint8Array(shard.fileNumbers.size);
  for (const fileName of fileNames) {
    const number = shard.fileNumbers.get(fileName);
    if (number !== undefined) allowed[number] = 1;
  }
  return (position) => allowed[shard.fileOf[position]!] === 1;
}

function bytesOf(array: Float32Array | Uint32Array | Uint16Array): Uint8Array {
  return Buffer.from(array.buffer, array.byteOffset, array.byteLength);
}

/** A copy in a buffer of its own, aligned for typed-array views. */
function copyBytes(bytes: Uint8Array): Uint8Array {
  return new Uint8Array(bytes);
}

function storedKeywords(text: string): StoredKeywords {
  const tokens = keywordTokens(text);
  const { terms, counts, length } = termFrequencies(tokens);
  return {
    version: KEYWORD_TOKENS_VERSION,
    terms: bytesOf(terms),
    counts: bytesOf(counts),
    length,
    identifiers: [...new Set(tokens.filter(isIdentifier))],
  };
}

/** The stored keywords, or the text's own when they were stored by another version of the tokens. */
function residentKeywords(chunk: StoredChunk): { frequencies: TermFrequencies; identifiers: string[] } {
  const stored =
    chunk.keywords?.version === KEYWORD_TOKENS_VERSION ? chunk.keywords : storedKeywords(chunk.text);
  const terms = copyBytes(stored.terms);
  const counts = copyBytes(stored.counts);
  return {
    frequencies: {
      terms: new Uint32Array(terms.buffer, terms.byteOffset, terms.byteLength / 4),
      counts: new Uint16Array(counts.buffer, counts.byteOffset, counts.byteLength / 2),
      length: stored.length,
    },
    identifiers: stored.identifiers,
  };
}

function checkChunks(chunks: readonly IndexedChunk[]): void {
  const dimensions = chunks[0]?.vector.length;
  const indexes = new Set<number>();
  for (const chunk of chunks) {
    if (chunk.vector.length !== dimensions || dimensions === 0) {
      throw ChunkIndexException.invalidVectors(
        'the chunks of one file must have vectors of one, non-zero length',
      );
    }
    if (!Number.isSafeInteger(chunk.index) || chunk.index < 0 || indexes.has(chunk.index)) {
      throw ChunkIndexException.invalidVectors(
        `chunk index ${chunk.index} is not a new, non-negative integer`,
      );
    }
    indexes.add(chunk.index);
  }
}

/**
 * A file's part of a key: its percent-encoded name (never holds "/"), or a hash of a name too long for a key
 * (LMDB keys stay under about 2 KB; "#" never occurs in the encoded form, so the two cannot meet).
 */
function fileKeyPart(fileName: string): string {
  const encoded = encodeURIComponent(fileName);
  return encoded.length <= 600 ? encoded : `#${createHash('sha256').update(fileName).digest('hex')}`;
}

function chunkKey(userId: string, fileName: string, index: number): string {
  return ownerKey(userId, `${fileKeyPart(fileName)}/${String(index).padStart(7, '0')}`);
}

function fileRange(userId: string, fileName: string): { start: string; end: string } {
  const file = fileKeyPart(fileName);
  return { start: ownerKey(userId, `${file}/`), end: ownerKey(userId, `${file}0`) };
}
