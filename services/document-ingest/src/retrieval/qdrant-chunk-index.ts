import { createHash, randomUUID } from 'node:crypto';
import type { QdrantClient, Schemas } from '@qdrant/js-client-rest' with { 'resolution-mode': 'import' };
import type { ChunkHit, ChunkIndex, ChunkQuery, IndexedChunk } from './chunk-index.port';
import { ChunkIndexException } from './chunk-index.exception';
import { CANDIDATES, RRF_K, promoteIdentifierMatches } from './hybrid-ranking';
import { bm25TermWeight } from './bm25-index';
import { identifierTokens, isIdentifier, keywordTokens, queryTerms, termFrequencies } from './keyword-tokens';

export interface QdrantChunkIndexOptions {
  readonly url: string;
  readonly apiKey?: string;
  /** One collection holds every user's chunks; created on first start. */
  readonly collection: string;
  /** Length of the model's vectors; a collection made for another length is refused at start. */
  readonly dimensions: number;
  readonly timeoutMs?: number;
}

const DENSE = 'dense';
const SPARSE = 'bm25';
/**
 * The average chunk length in keyword tokens that BM25 normalises against: Qdrant cannot know the collection's own,
 * and a chunk of at most 200 word pieces has about 150 words (ADR 23). IDF is applied by Qdrant (`idf` modifier).
 */
const BM25_AVERAGE_LENGTH = 160;
/** Fixed namespace of the chunks' UUID v5 point ids (never change it: ids would no longer overwrite). */
const POINT_NAMESPACE = Buffer.from('6f1d2c8e4b7a4f0e9c3d5a1b2e7f8091', 'hex');
/** Upserts go in batches this large, each waited for. */
const UPSERT_BATCH = 128;
/** Parametrised reciprocal-rank fusion (`rrf.k`) arrived in Qdrant 1.16. */
const MIN_SERVER = [1, 16] as const;

interface ChunkPayload {
  readonly user_id: string;
  readonly file_name: string;
  readonly model_id: string;
  readonly chunk_index: number;
  readonly page: number;
  readonly last_page: number;
  readonly text: string;
  readonly identifiers: string[];
  /** Random per putFile: what a put leaves behind of an earlier one is deleted by it. */
  readonly revision: string;
}

type Filter = Schemas['Filter'];
type SparseVector = Schemas['SparseVector'];

/**
 * The chunk index on Qdrant (`QDRANT_URL`): one collection, a named dense vector (cosine) and a named sparse vector
 * with Qdrant's IDF modifier, so the sparse score is BM25 over `keywordTokens`. Every request is filtered by user
 * (and model, and files): payload indexes on `user_id` (as the tenant key), `file_name` and `model_id`. Point ids
 * are UUID v5 of user, file and chunk index, so a retried put overwrites instead of adding.
 */
export class QdrantChunkIndex implements ChunkIndex {
  private constructor(
    private readonly client: QdrantClient,
    private readonly collection: string,
    private readonly dimensions: number,
  ) {}

  /** Connects, checks the server's version, creates the collection and its payload indexes when missing. */
  static async connect(options: QdrantChunkIndexOptions): Promise<QdrantChunkIndex> {
    const { QdrantClient: Client } = await import('@qdrant/js-client-rest');
    const client = new Client({
      url: options.url,
      apiKey: options.apiKey,
      timeout: options.timeoutMs ?? 30_000,
      checkCompatibility: false,
    });
    const index = new QdrantChunkIndex(client, options.collection, options.dimensions);
    await index.prepare();
    return index;
  }

  async putFile(
    userId: string,
    fileName: string,
    modelId: string,
    chunks: readonly IndexedChunk[],
  ): Promise<void> {
    for (const chunk of chunks) this.checkVector(chunk.vector, `chunk ${chunk.index} of ${fileName}`);
    const revision = randomUUID();
    const points = chunks.map((chunk): Schemas['PointStruct'] => {
      const tokens = keywordTokens(chunk.text);
      const payload: ChunkPayload = {
        user_id: userId,
        file_name: fileName,
        model_id: modelId,
        chunk_index: chunk.index,
        page: chunk.page,
        last_page: chunk.lastPage,
        text: chunk.text,
        identifiers: [...new Set(tokens.filter(isIdentifier))],
        revision,
      };
      return {
        id: pointId(userId, fileName, chunk.index),
        vector: { [DENSE]: Array.from(chunk.vector), [SPARSE]: documentSparseVector(tokens) },
        payload: { ...payload },
      };
    });
    // Same ids overwrite the earlier put's chunks; the rest of it goes after. Qdrant has no transaction over
    // several points: a crash in between leaves a mix that the retried put (same ids) repairs.
    for (let start = 0; start < points.length; start += UPSERT_BATCH) {
      const batch = points.slice(start, start + UPSERT_BATCH);
      await this.call('upsert chunks', () =>
        this.client.upsert(this.collection, { wait: true, points: batch }),
      );
    }
    await this.call('delete replaced chunks', () =>
      this.client.delete(this.collection, {
        wait: true,
        filter: {
          must: [matchValue('user_id', userId), matchValue('file_name', fileName)],
          must_not: [matchValue('revision', revision)],
        },
      }),
    );
  }

  async deleteFile(userId: string, fileName: string): Promise<void> {
    await this.call('delete a file', () =>
      this.client.delete(this.collection, {
        wait: true,
        filter: { must: [matchValue('user_id', userId), matchValue('file_name', fileName)] },
      }),
    );
  }

  async deleteUser(userId: string): Promise<number> {
    const filter: Filter = { must: [matchValue('user_id', userId)] };
    const { count } = await this.call('count a user', () =>
      this.client.count(this.collection, { filter, exact: true }),
    );
    if (count === 0) return 0;
    await this.call('delete a user', () => this.client.delete(this.collection, { wait: true, filter }));
    return count;
  }

  async countFile(userId: string, fileName: string, modelId: string): Promise<number> {
    const filter: Filter = {
      must: [
        matchValue('user_id', userId),
        matchValue('file_name', fileName),
        matchValue('model_id', modelId),
      ],
    };
    const { count } = await this.call('count a file', () =>
      this.client.count(this.collection, { filter, exact: true }),
    );
    return count;
  }

  async search(userId: string, query: ChunkQuery): Promise<ChunkHit[]> {
    if (query.topK <= 0) return [];
    this.checkVector(query.vector, 'the question');
    const must: Schemas['Condition'][] = [
      matchValue('user_id', userId),
      matchValue('model_id', query.modelId),
    ];
    if (query.fileNames && query.fileNames.length > 0) {
      must.push({ key: 'file_name', match: { any: [...query.fileNames] } });
    }
    const filter: Filter = { must };
    const sparse = querySparseVector(query.text);
    const identifiers = identifierTokens(query.text);
    const prefetch: Schemas['Prefetch'][] = [
      { query: Array.from(query.vector), using: DENSE, filter, limit: CANDIDATES },
    ];
    if (sparse.indices.length > 0) prefetch.push({ query: sparse, using: SPARSE, filter, limit: CANDIDATES });
    const { points } = await this.call('search', () =>
      this.client.query(this.collection, {
        prefetch,
        // Qdrant counts ranks from 0: its k = ours + 1 gives the same fusion as the embedded index
        query: { rrf: { k: RRF_K + 1 } },
        filter,
        // with identifiers in the question the whole fused list is needed to promote their chunks
        limit: identifiers.length > 0 ? 2 * CANDIDATES : query.topK,
        with_payload: true,
      }),
    );
    const fused = points.map((point) => ({
      key: String(point.id),
      item: point.payload as unknown as ChunkPayload,
      fused: point.score,
    }));
    // the filter already holds the user; checking again costs nothing and guards against a misconfigured server
    const own = fused.filter(({ item }) => item.user_id === userId && item.model_id === query.modelId);
    return promoteIdentifierMatches(own, identifiers, (item) => new Set(item.identifiers), query.topK).map(
      ({ item, score }) => ({ fileName: item.file_name, page: item.page, text: item.text, score }),
    );
  }

  async close(): Promise<void> {
    // the client keeps no connection open between requests that needs closing
  }

  private async prepare(): Promise<void> {
    const { version } = await this.call('read the server version', () => this.client.versionInfo());
    const [major = 0, minor = 0] = version.split('.').map(Number);
    if (major < MIN_SERVER[0] || (major === MIN_SERVER[0] && minor < MIN_SERVER[1])) {
      throw ChunkIndexException.rejected(
        `Qdrant ${version} is too old: the chunk index needs ${MIN_SERVER.join('.')} or later`,
      );
    }
    const { exists } = await this.call('check the collection', () =>
      this.client.collectionExists(this.collection),
    );
    if (!exists) {
      await this.call('create the collection', () =>
        this.client
          .createCollection(this.collection, {
            vectors: { [DENSE]: { size: this.dimensions, distance: 'Cosine' } },
            sparse_vectors: { [SPARSE]: { modifier: 'idf' } },
          })
          .catch((error: unknown) => {
            if (statusOf(error) === 409) return true; // another instance created it meanwhile
            throw error;
          }),
      );
    }
    const info = await this.call('read the collection', () => this.client.getCollection(this.collection));
    this.checkCollection(info);
    for (const [field, schema] of [
      ['user_id', { type: 'keyword', is_tenant: true }],
      ['file_name', { type: 'keyword' }],
      ['model_id', { type: 'keyword' }],
    ] as const) {
      if (info.payload_schema[field]) continue;
      await this.call(`index ${field}`, () =>
        this.client.createPayloadIndex(this.collection, {
          wait: true,
          field_name: field,
          field_schema: schema,
        }),
      );
    }
  }

  private checkCollection(info: Schemas['CollectionInfo']): void {
    const vectors = info.config.params.vectors as Record<
      string,
      { size?: number; distance?: string } | undefined
    >;
    const dense = vectors?.[DENSE];
    const sparse = info.config.params.sparse_vectors?.[SPARSE];
    const problem =
      !dense || dense.size !== this.dimensions
        ? `its vector "${DENSE}" has ${dense?.size ?? 'no'} dimensions, the model ${this.dimensions}`
        : dense.distance !== 'Cosine'
          ? `its vector "${DENSE}" uses ${dense.distance} distance, not Cosine`
          : sparse?.modifier !== 'idf'
            ? `it has no sparse vector "${SPARSE}" with the idf modifier`
            : null;
    if (problem) {
      throw ChunkIndexException.rejected(
        `collection "${this.collection}" was made for another configuration: ${problem}; ` +
          'name another collection or remove this one',
      );
    }
  }

  private checkVector(vector: Float32Array, what: string): void {
    if (vector.length !== this.dimensions) {
      throw ChunkIndexException.invalidVectors(
        `${what} has ${vector.length} dimensions, the collection ${this.dimensions}`,
      );
    }
  }

  /** Runs one request, turning the server's and the network's failures into ChunkIndexExceptions. */
  private async call<T>(what: string, request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      if (error instanceof ChunkIndexException) throw error;
      const status = statusOf(error);
      const reason = serverReason(error);
      if (status !== undefined && status >= 400 && status < 500 && status !== 429) {
        throw ChunkIndexException.rejected(`${what}: ${status} ${reason}`, error);
      }
      const detail =
        status !== undefined ? `${status} ${reason}` : String((error as Error)?.message ?? error);
      throw ChunkIndexException.unavailable(`Qdrant, ${what}: ${detail}`, error);
    }
  }
}

function matchValue(key: string, value: string): Schemas['FieldCondition'] {
  return { key, match: { value } };
}

function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/** Qdrant explains a refusal in `{status: {error}}`. */
function serverReason(error: unknown): string {
  const data = (error as { data?: { status?: { error?: unknown } } } | null)?.data;
  const reason = data?.status?.error;
  return typeof reason === 'string' ? reason : String((error as Error)?.message ?? '');
}

/** UUID version 5 (RFC 9562) of user, file and chunk index: the same chunk always gets the same point id. */
export function pointId(userId: string, fileName: string, index: number): string {
  const hash = createHash('sha1')
    .update(POINT_NAMESPACE)
    .update(JSON.stringify([userId, fileName, index]))
    .digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A chunk's sparse vector: per term (hash), BM25's saturated and length-normalised term frequency. */
export function documentSparseVector(tokens: readonly string[]): SparseVector {
  const { terms, counts, length } = termFrequencies(tokens);
  return {
    indices: Array.from(terms),
    values: Array.from(counts, (count) => bm25TermWeight(count, length, BM25_AVERAGE_LENGTH)),
  };
}

/** A question's sparse vector: each distinct term once (Qdrant multiplies in the IDF). */
export function querySparseVector(text: string): SparseVector {
  const indices = queryTerms(text);
  return { indices, values: indices.map(() => 1) };
}
