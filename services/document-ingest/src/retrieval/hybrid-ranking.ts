/**
 * How both chunk indexes turn a dense and a keyword ranking into one answer (ADR 23, "Retrieval and fusion").
 *
 * Reciprocal-rank fusion with the constant of its paper (k = 60, first rank 1), over the best `CANDIDATES` of each
 * ranking. Then exact identifiers win: when the question holds identifiers (`ISO-27001`, `§ 14`, `2024`), a chunk
 * holding more of them comes before one holding fewer, whatever their fused ranks. Fusion alone can bury such a
 * chunk: its vector may be far from the question's, and one top keyword rank is worth no more than a middling rank
 * in both lists.
 */
export const RRF_K = 60;

/** How many chunks each ranking contributes to the fusion. */
export const CANDIDATES = 100;

/** A candidate of the fused ranking: `key` identifies the chunk within one search. */
export interface FusedCandidate<T> {
  readonly key: string;
  readonly item: T;
  readonly fused: number;
}

/** Fuses rankings (best first, each listing a chunk once) by reciprocal rank; best first, ties by first seen. */
export function fuseByReciprocalRank<T>(
  rankings: readonly (readonly { key: string; item: T }[])[],
): FusedCandidate<T>[] {
  const fused = new Map<string, { key: string; item: T; fused: number; order: number }>();
  for (const ranking of rankings) {
    ranking.forEach(({ key, item }, index) => {
      const share = 1 / (RRF_K + index + 1);
      const known = fused.get(key);
      if (known) known.fused += share;
      else fused.set(key, { key, item, fused: share, order: fused.size });
    });
  }
  return [...fused.values()]
    .sort((a, b) => b.fused - a.fused || a.order - b.order)
    .map(({ key, item, fused: score }) => ({ key, item, fused: score }));
}

/**
 * The final order: more of the question's identifiers first, then the fused score. The score returned keeps that
 * order (identifiers matched plus the fused score, which stays below 1).
 */
export function promoteIdentifierMatches<T>(
  fused: readonly FusedCandidate<T>[],
  questionIdentifiers: readonly string[],
  identifiersOf: (item: T) => ReadonlySet<string>,
  topK: number,
): { item: T; score: number }[] {
  const scored = fused.map(({ item, fused: score }, order) => {
    let matched = 0;
    if (questionIdentifiers.length > 0) {
      const own = identifiersOf(item);
      for (const id of questionIdentifiers) if (own.has(id)) matched += 1;
    }
    return { item, score: matched + score, order };
  });
  return scored
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, Math.max(0, topK))
    .map(({ item, score }) => ({ item, score }));
}
