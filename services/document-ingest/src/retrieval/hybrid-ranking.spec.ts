import { fuseByReciprocalRank, promoteIdentifierMatches, RRF_K } from './hybrid-ranking';

const ranking = (...keys: string[]) => keys.map((key) => ({ key, item: key }));

describe(fuseByReciprocalRank.name, () => {
  it('adds 1 / (k + rank) over the rankings, first rank 1', () => {
    const fused = fuseByReciprocalRank([ranking('a', 'b'), ranking('b', 'c')]);
    expect(fused.map((c) => c.key)).toEqual(['b', 'a', 'c']);
    expect(fused[0]!.fused).toBeCloseTo(1 / (RRF_K + 2) + 1 / (RRF_K + 1));
    expect(fused[1]!.fused).toBeCloseTo(1 / (RRF_K + 1));
  });

  it('breaks ties by the order first seen', () => {
    expect(fuseByReciprocalRank([ranking('a'), ranking('b')]).map((c) => c.key)).toEqual(['a', 'b']);
  });
});

describe(promoteIdentifierMatches.name, () => {
  const identifiers: Record<string, ReadonlySet<string>> = {
    a: new Set(),
    b: new Set(['2024']),
    c: new Set(['2024', 'iso-27001']),
  };
  const fused = fuseByReciprocalRank([ranking('a', 'b', 'c')]);

  it('puts chunks holding more of the question identifiers first, keeping scores in that order', () => {
    const ranked = promoteIdentifierMatches(fused, ['iso-27001', '2024'], (key) => identifiers[key]!, 3);
    expect(ranked.map((r) => r.item)).toEqual(['c', 'b', 'a']);
    expect(ranked[0]!.score).toBeGreaterThan(ranked[1]!.score);
    expect(ranked[1]!.score).toBeGreaterThan(ranked[2]!.score);
  });

  it('keeps the fused order without identifiers in the question, and cuts at topK', () => {
    const ranked = promoteIdentifierMatches(fused, [], (key) => identifiers[key]!, 2);
    expect(ranked.map((r) => r.item)).toEqual(['a', 'b']);
  });
});
