import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An in-memory server speaking the part of Qdrant's REST API (1.18) that the chunk index uses, with Qdrant's own
 * request and response shapes (its OpenAPI) and its semantics: named dense (cosine) and sparse vectors, the `idf`
 * modifier, payload filters (`must`/`should`/`must_not`, `match.value`/`any`/`except`, `range`, array payloads
 * matching by any element), `/points/query` with prefetches fused by reciprocal rank (0-based ranks, `rrf.k` or
 * Qdrant's default 2), and `{status: {error}}` refusals. Anything outside that subset is refused with 400, so the
 * adapter cannot come to rely on something this server only pretends to do. The Qdrant adapter's contract suite
 * runs on it in CI; on a real Qdrant whenever QDRANT_URL is set.
 */
export interface QdrantTestServer {
  readonly url: string;
  stop(): Promise<void>;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

interface DenseConfig {
  readonly size: number;
  readonly distance: 'Cosine' | 'Dot' | 'Euclid' | 'Manhattan';
}

interface SparseConfig {
  readonly modifier: 'none' | 'idf';
}

interface Point {
  readonly id: string | number;
  readonly version: number;
  readonly dense: Map<string, number[]>;
  readonly sparse: Map<string, Map<number, number>>;
  readonly payload: JsonObject;
}

interface Collection {
  readonly dense: Map<string, DenseConfig>;
  readonly sparse: Map<string, SparseConfig>;
  readonly payloadSchema: Map<string, JsonObject>;
  readonly points: Map<string, Point>;
  operations: number;
}

const VERSION = '1.18.0';
const DEFAULT_RRF_K = 2;
const DISTANCES = new Set(['Cosine', 'Dot', 'Euclid', 'Manhattan']);
const KEYWORD_TYPES = new Set(['keyword', 'integer', 'float', 'bool', 'uuid', 'datetime', 'text', 'geo']);

/** A refusal with Qdrant's status and message. */
class QdrantError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const wrongInput = (message: string) => new QdrantError(400, `Wrong input: ${message}`);
const formatError = (message: string) => new QdrantError(400, `Format error in JSON body: ${message}`);

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function onlyFields(body: JsonObject, allowed: readonly string[], what: string): void {
  for (const key of Object.keys(body)) {
    if (!allowed.includes(key)) throw formatError(`unknown field \`${key}\` in ${what}`);
  }
}

function asConditions(value: Json | undefined): Json[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

function pointKey(id: Json): string {
  if (typeof id === 'number' && Number.isSafeInteger(id) && id >= 0) return `n:${id}`;
  if (
    typeof id === 'string' &&
    /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i.test(id)
  ) {
    return `u:${id.replace(/-/g, '').toLowerCase()}`;
  }
  throw formatError(`point id ${JSON.stringify(id)} is neither an unsigned integer nor a UUID`);
}

/** Qdrant answers UUIDs in their hyphenated lower-case form. */
function canonicalId(id: string | number): string | number {
  if (typeof id === 'number') return id;
  const hex = id.replace(/-/g, '').toLowerCase();
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function payloadValues(payload: JsonObject, key: string): Json[] {
  let values: Json[] = [payload];
  for (const part of key.split('.')) {
    values = values.flatMap((value) => (isObject(value) && part in value ? [value[part]!] : []));
  }
  return values.flatMap((value) => (Array.isArray(value) ? value : [value]));
}

function matchesCondition(point: Point, condition: Json): boolean {
  if (!isObject(condition)) throw formatError('a condition must be an object');
  if ('must' in condition || 'should' in condition || 'must_not' in condition) {
    return matchesFilter(point, condition);
  }
  if ('has_id' in condition) {
    const ids = condition.has_id;
    if (!Array.isArray(ids)) throw formatError('has_id must be a list of ids');
    return ids.some((id) => pointKey(id) === pointKey(point.id));
  }
  if (typeof condition.key !== 'string') throw formatError('a field condition needs a `key`');
  onlyFields(condition, ['key', 'match', 'range'], 'a field condition (subset of the test server)');
  const values = payloadValues(point.payload, condition.key);
  if (isObject(condition.match)) {
    const match = condition.match;
    if ('value' in match) return values.some((value) => value === match.value);
    if (Array.isArray(match.any)) return values.some((value) => (match.any as Json[]).includes(value));
    if (Array.isArray(match.except)) return values.some((value) => !(match.except as Json[]).includes(value));
    throw wrongInput('the test server supports match.value, match.any and match.except');
  }
  if (isObject(condition.range)) {
    const { gt, gte, lt, lte } = condition.range;
    return values.some(
      (value) =>
        typeof value === 'number' &&
        (typeof gt !== 'number' || value > gt) &&
        (typeof gte !== 'number' || value >= gte) &&
        (typeof lt !== 'number' || value < lt) &&
        (typeof lte !== 'number' || value <= lte),
    );
  }
  throw formatError('a field condition needs `match` or `range`');
}

function matchesFilter(point: Point, filter: Json | undefined): boolean {
  if (filter === undefined || filter === null) return true;
  if (!isObject(filter)) throw formatError('filter must be an object');
  onlyFields(filter, ['must', 'should', 'must_not'], 'filter');
  const must = asConditions(filter.must);
  const should = asConditions(filter.should);
  const mustNot = asConditions(filter.must_not);
  return (
    must.every((condition) => matchesCondition(point, condition)) &&
    (should.length === 0 || should.some((condition) => matchesCondition(point, condition))) &&
    !mustNot.some((condition) => matchesCondition(point, condition))
  );
}

function normalise(vector: number[]): number[] {
  const norm = Math.sqrt(vector.reduce((sum, x) => sum + x * x, 0));
  return norm === 0 ? vector : vector.map((x) => x / norm);
}

function parseSparse(value: Json, what: string): Map<number, number> {
  if (!isObject(value) || !Array.isArray(value.indices) || !Array.isArray(value.values)) {
    throw formatError(`${what} must be a sparse vector {indices, values}`);
  }
  onlyFields(value, ['indices', 'values'], what);
  if (value.indices.length !== value.values.length) {
    throw wrongInput(`${what}: indices and values must be the same length`);
  }
  const sparse = new Map<number, number>();
  value.indices.forEach((index, i) => {
    const weight = (value.values as Json[])[i];
    if (typeof index !== 'number' || !Number.isInteger(index) || index < 0 || index > 0xffffffff) {
      throw formatError(`${what}: sparse indices are unsigned 32-bit integers`);
    }
    if (typeof weight !== 'number') throw formatError(`${what}: sparse values are numbers`);
    if (sparse.has(index)) throw wrongInput(`${what}: sparse vector indices must be unique`);
    sparse.set(index, weight);
  });
  return sparse;
}

function parseDense(value: Json, config: DenseConfig, name: string): number[] {
  if (!Array.isArray(value) || value.some((x) => typeof x !== 'number')) {
    throw formatError(`vector "${name}" must be a list of numbers`);
  }
  if (value.length !== config.size) {
    throw wrongInput(`Vector dimension error: expected dim: ${config.size}, got ${value.length}`);
  }
  return config.distance === 'Cosine' ? normalise(value as number[]) : (value as number[]);
}

class QdrantState {
  private readonly collections = new Map<string, Collection>();

  collection(name: string): Collection {
    const collection = this.collections.get(name);
    if (!collection) throw new QdrantError(404, `Not found: Collection \`${name}\` doesn't exist!`);
    return collection;
  }

  exists(name: string): JsonObject {
    return { exists: this.collections.has(name) };
  }

  create(name: string, body: JsonObject): boolean {
    onlyFields(
      body,
      ['vectors', 'sparse_vectors', 'on_disk_payload', 'shard_number', 'replication_factor'],
      'collection',
    );
    if (this.collections.has(name))
      throw new QdrantError(409, `Wrong input: Collection \`${name}\` already exists!`);
    const dense = new Map<string, DenseConfig>();
    if (body.vectors !== undefined) {
      if (!isObject(body.vectors)) throw formatError('vectors must be an object');
      const named = 'size' in body.vectors ? { '': body.vectors } : body.vectors;
      for (const [vectorName, params] of Object.entries(named)) {
        if (!isObject(params)) throw formatError(`vector "${vectorName}" needs size and distance`);
        onlyFields(params, ['size', 'distance', 'on_disk'], `vector "${vectorName}"`);
        const { size, distance } = params;
        if (typeof size !== 'number' || !Number.isInteger(size) || size < 1) {
          throw formatError(`vector "${vectorName}": size must be a positive integer`);
        }
        if (typeof distance !== 'string' || !DISTANCES.has(distance)) {
          throw formatError(`vector "${vectorName}": unknown distance ${JSON.stringify(distance)}`);
        }
        dense.set(vectorName, { size, distance: distance as DenseConfig['distance'] });
      }
    }
    const sparse = new Map<string, SparseConfig>();
    if (body.sparse_vectors !== undefined && body.sparse_vectors !== null) {
      if (!isObject(body.sparse_vectors)) throw formatError('sparse_vectors must be an object');
      for (const [vectorName, params] of Object.entries(body.sparse_vectors)) {
        if (!isObject(params)) throw formatError(`sparse vector "${vectorName}" must be an object`);
        onlyFields(params, ['modifier', 'index'], `sparse vector "${vectorName}"`);
        const modifier = params.modifier ?? 'none';
        if (modifier !== 'none' && modifier !== 'idf') {
          throw formatError(`sparse vector "${vectorName}": unknown modifier ${JSON.stringify(modifier)}`);
        }
        sparse.set(vectorName, { modifier });
      }
    }
    this.collections.set(name, { dense, sparse, payloadSchema: new Map(), points: new Map(), operations: 0 });
    return true;
  }

  drop(name: string): boolean {
    return this.collections.delete(name);
  }

  info(name: string): JsonObject {
    const collection = this.collection(name);
    const vectors: JsonObject = {};
    for (const [vectorName, { size, distance }] of collection.dense) vectors[vectorName] = { size, distance };
    const sparseVectors: JsonObject = {};
    for (const [vectorName, { modifier }] of collection.sparse) sparseVectors[vectorName] = { modifier };
    const payloadSchema: JsonObject = {};
    for (const [field, params] of collection.payloadSchema) {
      const points = [...collection.points.values()].filter(
        (p) => payloadValues(p.payload, field).length > 0,
      );
      payloadSchema[field] = { data_type: params.type!, params, points: points.length };
    }
    return {
      status: 'green',
      optimizer_status: 'ok',
      indexed_vectors_count: 0,
      points_count: collection.points.size,
      segments_count: 1,
      config: {
        params: {
          vectors: collection.dense.has('') ? vectors['']! : vectors,
          shard_number: 1,
          replication_factor: 1,
          write_consistency_factor: 1,
          on_disk_payload: true,
          sparse_vectors: sparseVectors,
        },
        hnsw_config: {
          m: 16,
          ef_construct: 100,
          full_scan_threshold: 10000,
          max_indexing_threads: 0,
          on_disk: false,
        },
        optimizer_config: {
          deleted_threshold: 0.2,
          vacuum_min_vector_number: 1000,
          default_segment_number: 0,
          max_segment_size: null,
          memmap_threshold: null,
          indexing_threshold: 10000,
          flush_interval_sec: 5,
          max_optimization_threads: null,
        },
        wal_config: { wal_capacity_mb: 32, wal_segments_ahead: 0 },
        quantization_config: null,
      },
      payload_schema: payloadSchema,
    };
  }

  createIndex(name: string, body: JsonObject): JsonObject {
    const collection = this.collection(name);
    onlyFields(body, ['field_name', 'field_schema'], 'payload index');
    if (typeof body.field_name !== 'string' || body.field_name === '')
      throw formatError('field_name is required');
    const schema = typeof body.field_schema === 'string' ? { type: body.field_schema } : body.field_schema;
    if (!isObject(schema) || typeof schema.type !== 'string' || !KEYWORD_TYPES.has(schema.type)) {
      throw formatError(`unknown field_schema ${JSON.stringify(body.field_schema)}`);
    }
    if (schema.type === 'keyword')
      onlyFields(schema, ['type', 'is_tenant', 'on_disk', 'enable_hnsw'], 'keyword index');
    collection.payloadSchema.set(body.field_name, schema);
    return this.completed(collection);
  }

  upsert(name: string, body: JsonObject): JsonObject {
    const collection = this.collection(name);
    onlyFields(body, ['points'], 'upsert (the test server takes the list form)');
    if (!Array.isArray(body.points)) throw formatError('points must be a list');
    const version = collection.operations + 1;
    const points = body.points.map((raw): [string, Point] => {
      if (!isObject(raw)) throw formatError('a point must be an object');
      onlyFields(raw, ['id', 'vector', 'payload'], 'point');
      const key = pointKey(raw.id ?? null);
      if (!isObject(raw.vector)) throw wrongInput('the test server takes named vectors only');
      const dense = new Map<string, number[]>();
      const sparse = new Map<string, Map<number, number>>();
      for (const [vectorName, value] of Object.entries(raw.vector)) {
        const denseConfig = collection.dense.get(vectorName);
        const sparseConfig = collection.sparse.get(vectorName);
        if (denseConfig) dense.set(vectorName, parseDense(value, denseConfig, vectorName));
        else if (sparseConfig) sparse.set(vectorName, parseSparse(value, `sparse vector "${vectorName}"`));
        else throw wrongInput(`Not existing vector name error: ${vectorName}`);
      }
      const payload = raw.payload ?? {};
      if (!isObject(payload)) throw formatError('payload must be an object');
      return [key, { id: raw.id as string | number, version, dense, sparse, payload }];
    });
    for (const [key, point] of points) collection.points.set(key, point);
    return this.completed(collection);
  }

  deletePoints(name: string, body: JsonObject): JsonObject {
    const collection = this.collection(name);
    onlyFields(body, ['filter', 'points'], 'delete selector');
    if (body.filter !== undefined) {
      for (const [key, point] of [...collection.points]) {
        if (matchesFilter(point, body.filter)) collection.points.delete(key);
      }
    } else if (Array.isArray(body.points)) {
      for (const id of body.points) collection.points.delete(pointKey(id));
    } else {
      throw formatError('delete needs `filter` or `points`');
    }
    return this.completed(collection);
  }

  count(name: string, body: JsonObject): JsonObject {
    const collection = this.collection(name);
    onlyFields(body, ['filter', 'exact'], 'count request');
    const count = [...collection.points.values()].filter((point) => matchesFilter(point, body.filter)).length;
    return { count };
  }

  query(name: string, body: JsonObject): JsonObject {
    const collection = this.collection(name);
    onlyFields(
      body,
      ['prefetch', 'query', 'using', 'filter', 'limit', 'with_payload', 'with_vector', 'score_threshold'],
      'query request (subset of the test server)',
    );
    const limit = body.limit ?? 10;
    if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1) {
      throw formatError('limit must be a positive integer');
    }
    const prefetches = asConditions(body.prefetch);
    let ranked: { point: Point; score: number }[];
    if (prefetches.length > 0) {
      const lists = prefetches.map((prefetch) => {
        if (!isObject(prefetch)) throw formatError('a prefetch must be an object');
        onlyFields(prefetch, ['query', 'using', 'filter', 'limit'], 'prefetch (subset of the test server)');
        // the request's filter applies to its prefetches too
        const candidates = this.candidates(collection, prefetch.filter, body.filter);
        return this.nearest(collection, candidates, prefetch.query, prefetch.using, prefetch.limit ?? 10);
      });
      ranked = fuse(lists, body.query);
    } else {
      ranked = this.nearest(
        collection,
        this.candidates(collection, body.filter),
        body.query,
        body.using,
        limit,
      );
    }
    const withPayload = body.with_payload ?? false;
    return {
      points: ranked.slice(0, limit).map(({ point, score }) => {
        const scored: JsonObject = { id: canonicalId(point.id), version: point.version, score };
        if (withPayload === true) scored.payload = point.payload;
        else if (Array.isArray(withPayload)) {
          scored.payload = Object.fromEntries(
            Object.entries(point.payload).filter(([field]) => (withPayload as Json[]).includes(field)),
          );
        }
        return scored;
      }),
    };
  }

  private completed(collection: Collection): JsonObject {
    collection.operations += 1;
    return { operation_id: collection.operations, status: 'completed' };
  }

  private candidates(collection: Collection, ...filters: (Json | undefined)[]): Point[] {
    return [...collection.points.values()].filter((point) => filters.every((f) => matchesFilter(point, f)));
  }

  private nearest(
    collection: Collection,
    candidates: Point[],
    query: Json | undefined,
    using: Json | undefined,
    limit: Json,
  ): { point: Point; score: number }[] {
    const vectorName = typeof using === 'string' ? using : '';
    if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1) {
      throw formatError('limit must be a positive integer');
    }
    const denseConfig = collection.dense.get(vectorName);
    const sparseConfig = collection.sparse.get(vectorName);
    let scored: { point: Point; score: number }[];
    if (denseConfig && Array.isArray(query)) {
      const vector = parseDense(query, denseConfig, vectorName);
      scored = candidates.flatMap((point) => {
        const own = point.dense.get(vectorName);
        return own ? [{ point, score: denseScore(denseConfig, own, vector) }] : [];
      });
    } else if (sparseConfig && isObject(query) && 'indices' in query) {
      const vector = parseSparse(query, 'query');
      const idf =
        sparseConfig.modifier === 'idf' ? inverseDocumentFrequency(collection, vectorName, vector) : null;
      scored = candidates.flatMap((point) => {
        const own = point.sparse.get(vectorName);
        let score = 0;
        let overlap = false;
        for (const [index, weight] of vector) {
          const value = own?.get(index);
          if (value === undefined) continue;
          overlap = true;
          score += weight * value * (idf?.get(index) ?? 1);
        }
        return overlap ? [{ point, score }] : [];
      });
    } else if (!denseConfig && !sparseConfig) {
      throw wrongInput(`Not existing vector name error: ${vectorName}`);
    } else {
      throw wrongInput(
        `the test server supports a plain dense or sparse vector as the query of "${vectorName}"`,
      );
    }
    return scored.sort((a, b) => b.score - a.score || compareIds(a.point, b.point)).slice(0, limit);
  }
}

function denseScore(config: DenseConfig, stored: number[], query: number[]): number {
  switch (config.distance) {
    case 'Cosine':
    case 'Dot':
      return stored.reduce((sum, x, i) => sum + x * query[i]!, 0);
    case 'Euclid':
      return Math.sqrt(stored.reduce((sum, x, i) => sum + (x - query[i]!) ** 2, 0));
    case 'Manhattan':
      return stored.reduce((sum, x, i) => sum + Math.abs(x - query[i]!), 0);
  }
}

/** Qdrant's IDF over the whole collection: ln(1 + (N − n + 0.5) / (n + 0.5)). */
function inverseDocumentFrequency(
  collection: Collection,
  vectorName: string,
  query: Map<number, number>,
): Map<number, number> {
  const withVector = [...collection.points.values()].filter((p) => (p.sparse.get(vectorName)?.size ?? 0) > 0);
  const total = withVector.length;
  const idf = new Map<number, number>();
  for (const index of query.keys()) {
    const n = withVector.filter((p) => p.sparse.get(vectorName)!.has(index)).length;
    idf.set(index, Math.log(1 + (total - n + 0.5) / (n + 0.5)));
  }
  return idf;
}

function compareIds(a: Point, b: Point): number {
  return pointKey(a.id).localeCompare(pointKey(b.id));
}

/** Reciprocal-rank fusion as Qdrant scores it: Σ 1 / (k + rank), ranks from 0. */
function fuse(
  lists: { point: Point; score: number }[][],
  query: Json | undefined,
): { point: Point; score: number }[] {
  let k = DEFAULT_RRF_K;
  if (isObject(query) && query.fusion === 'rrf') {
    onlyFields(query, ['fusion'], 'fusion query');
  } else if (isObject(query) && isObject(query.rrf)) {
    onlyFields(query, ['rrf'], 'rrf query');
    onlyFields(query.rrf, ['k'], 'rrf (the test server has no weights)');
    if (query.rrf.k !== undefined && query.rrf.k !== null) {
      if (typeof query.rrf.k !== 'number' || !Number.isInteger(query.rrf.k) || query.rrf.k < 1) {
        throw formatError('rrf.k must be a positive integer');
      }
      k = query.rrf.k;
    }
  } else {
    throw wrongInput('the test server fuses prefetches with rrf only');
  }
  const fused = new Map<string, { point: Point; score: number }>();
  for (const list of lists) {
    list.forEach(({ point }, rank) => {
      const key = pointKey(point.id);
      const entry = fused.get(key) ?? { point, score: 0 };
      entry.score += 1 / (k + rank);
      fused.set(key, entry);
    });
  }
  return [...fused.values()].sort((a, b) => b.score - a.score || compareIds(a.point, b.point));
}

async function readJson(request: IncomingMessage): Promise<JsonObject> {
  const parts: Buffer[] = [];
  for await (const part of request) parts.push(part as Buffer);
  const text = Buffer.concat(parts).toString('utf8');
  if (text.trim() === '') return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    throw formatError((error as Error).message);
  }
  if (!isObject(body)) throw formatError('the body must be a JSON object');
  return body;
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/** `version`: what the server says it is (default 1.18.0), to test how the adapter treats older servers. */
export async function startQdrantTestServer(options: { version?: string } = {}): Promise<QdrantTestServer> {
  const version = options.version ?? VERSION;
  const state = new QdrantState();
  const routes: [string, RegExp, (name: string, body: JsonObject) => unknown][] = [
    ['GET', /^\/collections\/([^/]+)\/exists$/, (name) => state.exists(name)],
    ['GET', /^\/collections\/([^/]+)$/, (name) => state.info(name)],
    ['PUT', /^\/collections\/([^/]+)$/, (name, body) => state.create(name, body)],
    ['DELETE', /^\/collections\/([^/]+)$/, (name) => state.drop(name)],
    ['PUT', /^\/collections\/([^/]+)\/index$/, (name, body) => state.createIndex(name, body)],
    ['PUT', /^\/collections\/([^/]+)\/points$/, (name, body) => state.upsert(name, body)],
    ['POST', /^\/collections\/([^/]+)\/points\/delete$/, (name, body) => state.deletePoints(name, body)],
    ['POST', /^\/collections\/([^/]+)\/points\/count$/, (name, body) => state.count(name, body)],
    ['POST', /^\/collections\/([^/]+)\/points\/query$/, (name, body) => state.query(name, body)],
  ];

  const server = createServer((request, response) => {
    const started = process.hrtime.bigint();
    const time = () => Number(process.hrtime.bigint() - started) / 1e9;
    void (async () => {
      try {
        const { pathname } = new URL(request.url ?? '/', 'http://qdrant');
        const body = await readJson(request);
        if (request.method === 'GET' && pathname === '/') {
          // the root answers its VersionInfo unwrapped
          send(response, 200, { title: 'qdrant - vector search engine', version, commit: null });
          return;
        }
        for (const [method, pattern, handle] of routes) {
          const match = pattern.exec(pathname);
          if (!match || request.method !== method) continue;
          const result = handle(decodeURIComponent(match[1]!), body);
          send(response, 200, { result, status: 'ok', time: time() });
          return;
        }
        throw new QdrantError(
          404,
          `Not found: ${request.method} ${pathname} (not served by the test server)`,
        );
      } catch (error) {
        const status = error instanceof QdrantError ? error.status : 500;
        const message = error instanceof Error ? error.message : String(error);
        send(response, status, { status: { error: message }, time: time() });
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
