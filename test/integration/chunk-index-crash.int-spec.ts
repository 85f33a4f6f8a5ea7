import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EmbeddedChunkIndex } from '../../services/document-ingest/src/retrieval/embedded-chunk-index';
import { startNode } from '../support/processes';
import { waitFor } from '../support/wait';

const committed = (output: string) => [...output.matchAll(/committed (\d+)/g)].map((m) => Number(m[1]));

// The embedded chunk index puts a file in one write transaction: a process killed at any moment leaves the file's
// chunks of one put, whole, never a mix of two puts or none after the first (ADR 23, "Retrieval and fusion").
describe('embedded chunk index killed while putting a file', () => {
  it.each([1, 2, 3, 4])('keeps one whole put (round %i)', async (round) => {
    const dir = await mkdtemp(join(tmpdir(), 'chunk-index-crash-'));
    const writer = startNode('test/fixtures/chunk-index-writer.js', { DIR: dir });
    const atLeast = 3 + round * 2;
    await waitFor(() => (committed(writer.output()).length >= atLeast ? true : undefined), 30_000, 'puts');
    writer.child.kill('SIGKILL');
    const { signal } = await writer.exited;
    expect(signal).toBe('SIGKILL');
    const acknowledged = Math.max(...committed(writer.output()));

    const index = new EmbeddedChunkIndex(dir);
    try {
      const hits = await index.search('crash-user', {
        text: 'generation chunk',
        vector: Float32Array.of(1, 0, 0, 0),
        modelId: 'test-model',
        topK: 50,
      });
      const generations = new Set(hits.map((hit) => Number(/generation (\d+)/.exec(hit.text)?.[1])));
      expect(generations.size).toBe(1);
      const [generation] = [...generations] as [number];
      // the put in flight at the kill may or may not have committed; an acknowledged one has
      expect(generation === acknowledged || generation === acknowledged + 1).toBe(true);
      expect(hits).toHaveLength(1 + (generation % 7));
      expect(await index.countFile('crash-user', 'report.pdf', 'test-model')).toBe(1 + (generation % 7));
    } finally {
      await index.close();
    }
  });
});
