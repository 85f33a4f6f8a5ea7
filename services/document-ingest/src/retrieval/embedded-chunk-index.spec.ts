import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openEmbeddedStore, openTable } from '@site/platform';
import type { ChunkQuery, IndexedChunk } from './chunk-index.port';
import { EmbeddedChunkIndex, type EmbeddedChunkIndexOptions } from './embedded-chunk-index';

// The contract suite (test/contract/chunk-index.contract-spec.ts) covers what every chunk index does; this covers
// what only the embedded one has: users kept in memory, and keywords stored with the chunks.
const MODEL = 'model';
const chunk = (index: number, text: string, axis = 0): IndexedChunk => {
  const vector = new Float32Array(4);
  vector[axis] = 1;
  return { index, page: 1, lastPage: 1, text, vector };
};
const question = (text: string): ChunkQuery => ({
  text,
  vector: chunk(0, '', 1).vector,
  modelId: MODEL,
  topK: 5,
});

describe(EmbeddedChunkIndex.name, () => {
  let dir: string;
  let sut: EmbeddedChunkIndex;
  let now: number;
  const open = (options: EmbeddedChunkIndexOptions = {}) =>
    new EmbeddedChunkIndex(dir, { now: () => now, ...options });

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'embedded-chunk-index-'));
    now = 0;
  });

  afterEach(async () => {
    await sut.close();
  });

  it('keeps the users searched last within the budget of resident chunks, answering each from their own', async () => {
    sut = open({ maxResidentChunks: 2 });
    await sut.putFile('alice', 'a.pdf', MODEL, [chunk(0, 'alice one'), chunk(1, 'alice two')]);
    await sut.putFile('bob', 'b.pdf', MODEL, [chunk(0, 'bob one')]);

    expect((await sut.search('alice', question('one'))).map((h) => h.text)).toEqual([
      'alice one',
      'alice two',
    ]);
    expect(sut.residentUsers).toEqual(['alice']);
    expect((await sut.search('bob', question('one'))).map((h) => h.text)).toEqual(['bob one']);
    expect(sut.residentUsers).toEqual(['bob']);
    expect((await sut.search('alice', question('two'))).map((h) => h.text)).toEqual([
      'alice two',
      'alice one',
    ]);
    expect(sut.residentUsers).toEqual(['alice']);
  });

  it('drops a user not searched for the idle time, and a user whose chunks change', async () => {
    sut = open({ idleMs: 1000 });
    await sut.putFile('alice', 'a.pdf', MODEL, [chunk(0, 'alice')]);
    await sut.putFile('bob', 'b.pdf', MODEL, [chunk(0, 'bob')]);
    await sut.search('alice', question('alice'));
    now = 999;
    await sut.search('bob', question('bob'));
    expect(sut.residentUsers).toEqual(['alice', 'bob']);
    now = 1000;
    await sut.search('bob', question('bob'));
    expect(sut.residentUsers).toEqual(['bob']);

    await sut.putFile('bob', 'b.pdf', MODEL, [chunk(0, 'bob again')]);
    expect(sut.residentUsers).toEqual([]);
    expect((await sut.search('bob', question('again'))).map((h) => h.text)).toEqual(['bob again']);
  });

  it('computes the keywords again from the text when they were stored by another version of the tokens', async () => {
    sut = open();
    await sut.putFile('alice', 'a.pdf', MODEL, [chunk(0, 'other'), chunk(1, 'Kündigungsfrist drei Monate')]);
    await sut.close();
    const root = openEmbeddedStore(dir);
    const table = openTable<{ keywords: object }>(root, 'chunks');
    for (const { key, value } of [...table.getRange()]) {
      await table.put(key, {
        ...value,
        keywords: { version: 0, terms: new Uint8Array(0), counts: new Uint8Array(0) },
      });
    }
    await root.close();

    sut = open();
    expect((await sut.search('alice', question('kundigungsfrist')))[0]?.text).toBe(
      'Kündigungsfrist drei Monate',
    );
  });
});
