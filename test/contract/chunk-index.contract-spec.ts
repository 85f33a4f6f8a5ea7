import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type {
  ChunkHit,
  ChunkIndex,
  ChunkQuery,
  IndexedChunk,
} from '../../services/document-ingest/src/retrieval/chunk-index.port';
import {
  ChunkIndexErrorCode,
  ChunkIndexException,
} from '../../services/document-ingest/src/retrieval/chunk-index.exception';
import { EmbeddedChunkIndex } from '../../services/document-ingest/src/retrieval/embedded-chunk-index';
import { QdrantChunkIndex } from '../../services/document-ingest/src/retrieval/qdrant-chunk-index';
import { startQdrantTestServer, type QdrantTestServer } from '../qdrant-server/qdrant-test-server';
import {
  dropCollection,
  qdrantClient,
  realQdrantApiKey,
  realQdrantUrl,
  testCollectionName,
} from '../support/qdrant';

const DIMENSIONS = 8;
const MODEL = 'test-model-a';
const OTHER_MODEL = 'test-model-b';

interface Adapter {
  readonly name: string;
  /** Once per file: servers, folders, collections. */
  setUp?(): Promise<void>;
  tearDown?(): Promise<void>;
  /** An index over the adapter's store; a second call reaches the same chunks (a restart). */
  open(): Promise<ChunkIndex>;
}

function embedded(): Adapter {
  let dir = '';
  return {
    name: 'embedded (lmdb + in-memory search)',
    async setUp() {
      dir = await mkdtemp(join(tmpdir(), 'chunk-index-'));
    },
    open: async () => new EmbeddedChunkIndex(dir),
  };
}

function qdrant(
  name: string,
  target: () => Promise<{ url: string; apiKey?: string; stop?: () => Promise<void> }>,
) {
  let url = '';
  let apiKey: string | undefined;
  let stop: (() => Promise<void>) | undefined;
  const collection = testCollectionName();
  const adapter: Adapter = {
    name,
    async setUp() {
      ({ url, apiKey, stop } = await target());
    },
    async tearDown() {
      await dropCollection(url, collection, apiKey).catch(() => undefined);
      await stop?.();
    },
    open: () => QdrantChunkIndex.connect({ url, apiKey, collection, dimensions: DIMENSIONS }),
  };
  return adapter;
}

const adapters: Adapter[] = [
  embedded(),
  qdrant('Qdrant (test server)', async () => {
    const server: QdrantTestServer = await startQdrantTestServer();
    return { url: server.url, stop: () => server.stop() };
  }),
];
const qdrantUrl = realQdrantUrl();
if (qdrantUrl)
  adapters.push(qdrant(`Qdrant at QDRANT_URL`, async () => ({ url: qdrantUrl, apiKey: realQdrantApiKey() })));

/** A unit vector along one axis: chunks on different axes are unrelated to each other. */
function axis(i: number): Float32Array {
  const vector = new Float32Array(DIMENSIONS);
  vector[i] = 1;
  return vector;
}

/** A unit vector mostly along `main`, a little along `side`: close to axis(main), closer still with less weight. */
function near(main: number, side: number, weight: number): Float32Array {
  const vector = new Float32Array(DIMENSIONS);
  vector[main] = 1;
  vector[side] = weight;
  const norm = Math.hypot(1, weight);
  return vector.map((x) => x / norm);
}

function chunk(index: number, text: string, vector: Float32Array, page = index + 1): IndexedChunk {
  return { index, page, lastPage: page, text, vector };
}

function question(text: string, vector: Float32Array, extra: Partial<ChunkQuery> = {}): ChunkQuery {
  return { text, vector, modelId: MODEL, topK: 5, ...extra };
}

const texts = (hits: ChunkHit[]) => hits.map((hit) => hit.text);

describe.each(adapters)('ChunkIndex contract: $name', (adapter) => {
  let sut: ChunkIndex;
  let alice: string;
  let bob: string;

  beforeAll(async () => {
    await adapter.setUp?.();
  });

  afterAll(async () => {
    await adapter.tearDown?.();
  });

  beforeEach(async () => {
    sut = await adapter.open();
    // users new to every test: the Qdrant collection lives for the whole file
    alice = `alice-${randomUUID()}`;
    bob = `bob-${randomUUID()}`;
  });

  afterEach(async () => {
    await sut.close();
  });

  it('finds nothing, counts nothing and deletes nothing for a user without chunks', async () => {
    expect(await sut.search(alice, question('anything at all', axis(0)))).toEqual([]);
    expect(await sut.countFile(alice, 'report.pdf', MODEL)).toBe(0);
    await expect(sut.deleteFile(alice, 'report.pdf')).resolves.toBeUndefined();
    expect(await sut.deleteUser(alice)).toBe(0);
  });

  it('answers with file, page and text of the best chunks, scores descending, at most topK', async () => {
    await sut.putFile(alice, 'handbook.pdf', MODEL, [
      chunk(0, 'Employees receive thirty days of paid holiday per year.', axis(0), 3),
      chunk(1, 'Travel expenses are refunded within two weeks of the claim.', axis(1), 7),
      chunk(2, 'The office opens at eight in the morning on working days.', axis(2), 9),
    ]);
    const hits = await sut.search(
      alice,
      question('How many days of paid holiday do employees get?', axis(0)),
    );
    expect(hits[0]).toEqual({
      fileName: 'handbook.pdf',
      page: 3,
      text: 'Employees receive thirty days of paid holiday per year.',
      score: expect.any(Number),
    });
    const scores = hits.map((hit) => hit.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(await sut.search(alice, question('holiday', axis(0), { topK: 2 }))).toHaveLength(2);
    expect(await sut.search(alice, question('holiday', axis(0), { topK: 0 }))).toEqual([]);
  });

  it("never answers with another user's chunks, even for the same file name and that user's own words", async () => {
    const fileName = 'Bericht 2024 (endgültig).pdf';
    await sut.putFile(alice, fileName, MODEL, [
      chunk(0, 'Alice: quarterly revenue grew by four percent.', axis(0)),
    ]);
    await sut.putFile(bob, fileName, MODEL, [
      chunk(0, 'Bob: confidential merger plans with Contoso, code name BLUEBIRD-7.', axis(1)),
      chunk(1, 'Bob: the merger closes in March.', axis(1)),
    ]);

    const bobsWords = 'confidential merger plans with Contoso BLUEBIRD-7 closes in March';
    for (const fileNames of [undefined, [fileName]]) {
      const hits = await sut.search(alice, question(bobsWords, axis(1), { fileNames, topK: 10 }));
      expect(texts(hits)).toEqual(['Alice: quarterly revenue grew by four percent.']);
    }
    expect(await sut.countFile(alice, fileName, MODEL)).toBe(1);
    expect(await sut.countFile(bob, fileName, MODEL)).toBe(2);

    await sut.deleteFile(alice, fileName);
    expect(await sut.countFile(bob, fileName, MODEL)).toBe(2);
    expect(await sut.deleteUser(alice)).toBe(0);
    expect(texts(await sut.search(bob, question('merger', axis(1))))).toHaveLength(2);
  });

  it('searches only the files named, all of them when none are', async () => {
    await sut.putFile(alice, 'invoices.pdf', MODEL, [chunk(0, 'Invoice total due: 1,200 euro.', axis(0))]);
    await sut.putFile(alice, 'travel.pdf', MODEL, [chunk(0, 'Travel allowance is 30 euro a day.', axis(1))]);

    const invoiceQuestion = 'What is the invoice total due?';
    const onlyTravel = await sut.search(
      alice,
      question(invoiceQuestion, axis(0), { fileNames: ['travel.pdf'] }),
    );
    expect(onlyTravel.map((hit) => hit.fileName)).toEqual(['travel.pdf']);
    const both = await sut.search(alice, question(invoiceQuestion, axis(0), { fileNames: [] }));
    expect(both.map((hit) => hit.fileName)).toEqual(['invoices.pdf', 'travel.pdf']);
    expect(
      await sut.search(alice, question(invoiceQuestion, axis(0), { fileNames: ['missing.pdf'] })),
    ).toEqual([]);
  });

  it('replaces every chunk of a file on a new put, and indexes a retried put once', async () => {
    await sut.putFile(alice, 'policy.pdf', MODEL, [
      chunk(0, 'Old policy: remote work two days a week.', axis(0)),
      chunk(1, 'Old policy: laptops are replaced every five years.', axis(1)),
      chunk(2, 'Old policy: printing is free.', axis(2)),
    ]);
    const replacement = [chunk(0, 'New policy: remote work on any day.', axis(0))];
    await sut.putFile(alice, 'policy.pdf', MODEL, replacement);
    await sut.putFile(alice, 'policy.pdf', MODEL, replacement);

    expect(await sut.countFile(alice, 'policy.pdf', MODEL)).toBe(1);
    const hits = await sut.search(
      alice,
      question('old policy laptops printing remote work', axis(1), { topK: 10 }),
    );
    expect(texts(hits)).toEqual(['New policy: remote work on any day.']);
  });

  it('deletes one file, or every chunk of a user, answering how many went', async () => {
    await sut.putFile(alice, 'a.pdf', MODEL, [
      chunk(0, 'alpha one', axis(0)),
      chunk(1, 'alpha two', axis(0)),
    ]);
    await sut.putFile(alice, 'b.pdf', MODEL, [chunk(0, 'beta one', axis(1))]);
    await sut.putFile(bob, 'a.pdf', MODEL, [chunk(0, 'bob alpha', axis(0))]);

    await sut.deleteFile(alice, 'a.pdf');
    expect(await sut.countFile(alice, 'a.pdf', MODEL)).toBe(0);
    expect(texts(await sut.search(alice, question('alpha beta', axis(0), { topK: 10 })))).toEqual([
      'beta one',
    ]);

    expect(await sut.deleteUser(alice)).toBe(1);
    expect(await sut.search(alice, question('alpha beta', axis(0)))).toEqual([]);
    expect(await sut.countFile(bob, 'a.pdf', MODEL)).toBe(1);
  });

  it("counts a file's chunks per model, and a put under another model replaces the file's chunks", async () => {
    await sut.putFile(alice, 'notes.pdf', MODEL, [
      chunk(0, 'first note', axis(0)),
      chunk(1, 'second', axis(1)),
    ]);
    expect(await sut.countFile(alice, 'notes.pdf', MODEL)).toBe(2);
    expect(await sut.countFile(alice, 'notes.pdf', OTHER_MODEL)).toBe(0);

    await sut.putFile(alice, 'notes.pdf', OTHER_MODEL, [
      chunk(0, 'first note again', axis(2)),
      chunk(1, 'second again', axis(3)),
      chunk(2, 'third', axis(4)),
    ]);
    expect(await sut.countFile(alice, 'notes.pdf', MODEL)).toBe(0);
    expect(await sut.countFile(alice, 'notes.pdf', OTHER_MODEL)).toBe(3);
  });

  it("searches only the chunks of the question's model", async () => {
    await sut.putFile(alice, 'current.pdf', MODEL, [chunk(0, 'Parking is free for visitors.', axis(0))]);
    await sut.putFile(alice, 'stale.pdf', OTHER_MODEL, [
      chunk(0, 'Parking costs five euro for visitors.', axis(0)),
    ]);

    const current = await sut.search(alice, question('parking visitors', axis(0), { topK: 10 }));
    expect(current.map((hit) => hit.fileName)).toEqual(['current.pdf']);
    const stale = await sut.search(alice, question('parking visitors', axis(0), { modelId: OTHER_MODEL }));
    expect(stale.map((hit) => hit.fileName)).toEqual(['stale.pdf']);
    expect(await sut.search(alice, question('parking', axis(0), { modelId: 'never-used' }))).toEqual([]);
  });

  it('ranks the chunk holding an exact identifier first, though fusion alone would bury it', async () => {
    // Twelve chunks close to the question's vector that share its ordinary words, and one far away that names
    // the standard asked about: by fused rank alone, the far one comes after several of the twelve.
    const general = Array.from({ length: 12 }, (_, i) =>
      chunk(
        i,
        `Information security controls need documented owners and regular reviews (section ${i + 20}).`,
        near(0, 1, 0.05 * (i + 1)),
      ),
    );
    const standard = chunk(12, 'Annex A of ISO-27001 lists the required controls.', axis(5));
    await sut.putFile(alice, 'security.pdf', MODEL, [...general, standard]);

    const hits = await sut.search(
      alice,
      question('Which information security controls does ISO-27001 require?', axis(0)),
    );
    expect(hits[0]?.text).toBe(standard.text);

    const section = chunk(0, 'Nach § 14 Abs. 2 endet die Probezeit nach sechs Monaten.', axis(6));
    const others = Array.from({ length: 6 }, (_, i) =>
      chunk(
        i + 1,
        `Die Probezeit und die Kündigung regelt der Vertrag im Abschnitt ${i + 30}.`,
        near(0, 2, 0.1 * i),
      ),
    );
    await sut.putFile(alice, 'vertrag.pdf', MODEL, [section, ...others]);
    const sectionHits = await sut.search(
      alice,
      question('Was regelt §14 zur Probezeit und Kündigung?', axis(0), { fileNames: ['vertrag.pdf'] }),
    );
    expect(sectionHits[0]?.text).toBe(section.text);
  });

  it('matches keywords in German, Arabic, Chinese and Korean, folding case, umlauts and Arabic vowel marks', async () => {
    // The English chunk's vector is the question's own: without a keyword match it would come first.
    const german = 'Die Kündigungsfrist beträgt drei Monate zum Quartalsende.';
    const arabic = 'تلتزم الشركة بحماية البيانات الشخصية للعملاء.';
    const chinese = '本公司严格遵守数据保护法的规定。';
    const korean = '회사는 개인정보를 안전하게 보호합니다.';
    await sut.putFile(alice, 'mixed.pdf', MODEL, [
      chunk(0, german, axis(7)),
      chunk(1, arabic, axis(7)),
      chunk(2, chinese, axis(7)),
      chunk(3, korean, axis(7)),
      chunk(4, 'The cafeteria serves lunch from noon until two.', axis(6)),
    ]);
    const first = async (text: string) => (await sut.search(alice, question(text, axis(6))))[0]?.text;

    expect(await first('kundigungsfrist')).toBe(german);
    expect(await first('KÜNDIGUNGSFRIST')).toBe(german);
    expect(await first('البَيَانَاتُ الشَّخْصِيَّةُ')).toBe(arabic);
    expect(await first('数据保护')).toBe(chinese);
    expect(await first('개인정보')).toBe(korean);
  });

  it('keeps the chunks across a restart', async () => {
    await sut.putFile(alice, 'kept.pdf', MODEL, [chunk(0, 'Stored before the restart.', axis(0))]);
    await sut.close();
    sut = await adapter.open();
    expect(await sut.countFile(alice, 'kept.pdf', MODEL)).toBe(1);
    expect(texts(await sut.search(alice, question('restart', axis(0))))).toEqual([
      'Stored before the restart.',
    ]);
  });

  it('refuses a question or chunks whose vectors do not have the length of the stored ones', async () => {
    await sut.putFile(alice, 'sized.pdf', MODEL, [chunk(0, 'eight dimensions', axis(0))]);
    const refusal = { code: ChunkIndexErrorCode.InvalidVectors };
    await expect(sut.search(alice, question('eight', new Float32Array(4)))).rejects.toMatchObject(refusal);
    const short = { ...chunk(1, 'four', new Float32Array(4)) };
    await expect(
      sut.putFile(alice, 'sized.pdf', MODEL, [chunk(0, 'eight', axis(0)), short]),
    ).rejects.toBeInstanceOf(ChunkIndexException);
    expect(await sut.countFile(alice, 'sized.pdf', MODEL)).toBe(1);
  });
});

describe('QdrantChunkIndex on the test server', () => {
  let server: QdrantTestServer;

  beforeAll(async () => {
    server = await startQdrantTestServer();
  });

  afterAll(async () => {
    await server.stop();
  });

  it('creates one collection with a named dense vector, an idf sparse vector and keyword payload indexes', async () => {
    const collection = testCollectionName();
    const index = await QdrantChunkIndex.connect({ url: server.url, collection, dimensions: DIMENSIONS });
    await index.close();
    const info = await (await qdrantClient(server.url)).getCollection(collection);
    expect(info.config.params.vectors).toEqual({ dense: { size: DIMENSIONS, distance: 'Cosine' } });
    expect(info.config.params.sparse_vectors).toEqual({ bm25: { modifier: 'idf' } });
    expect(info.payload_schema).toMatchObject({
      user_id: { data_type: 'keyword', params: { type: 'keyword', is_tenant: true } },
      file_name: { data_type: 'keyword' },
      model_id: { data_type: 'keyword' },
    });
  });

  it('refuses at start a collection made for vectors of another length', async () => {
    const collection = testCollectionName();
    await (await QdrantChunkIndex.connect({ url: server.url, collection, dimensions: DIMENSIONS })).close();
    await expect(
      QdrantChunkIndex.connect({ url: server.url, collection, dimensions: 384 }),
    ).rejects.toMatchObject({
      code: ChunkIndexErrorCode.Rejected,
      detail: expect.stringContaining('8 dimensions, the model 384'),
    });
  });

  it('refuses a Qdrant older than 1.16, whose fusion cannot take k', async () => {
    const old = await startQdrantTestServer({ version: '1.15.4' });
    try {
      await expect(
        QdrantChunkIndex.connect({ url: old.url, collection: testCollectionName(), dimensions: DIMENSIONS }),
      ).rejects.toMatchObject({
        code: ChunkIndexErrorCode.Rejected,
        detail: expect.stringContaining('Qdrant 1.15.4 is too old'),
      });
    } finally {
      await old.stop();
    }
  });

  it('reports an unreachable server as unavailable', async () => {
    const stopped = await startQdrantTestServer();
    await stopped.stop();
    await expect(
      QdrantChunkIndex.connect({
        url: stopped.url,
        collection: testCollectionName(),
        dimensions: DIMENSIONS,
      }),
    ).rejects.toMatchObject({ code: ChunkIndexErrorCode.Unavailable, status: 503 });
  });
});
