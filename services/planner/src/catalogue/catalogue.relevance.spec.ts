import type MiniSearch from 'minisearch';
import { Catalogue } from './catalogue';

const catalogue = Catalogue.load();
const miniSearchOf = (c: Catalogue) => (c as unknown as { search: MiniSearch }).search;

describe('Catalogue.relevance', () => {
  it.each([
    'computer science',
    'want computer science',
    'Informatik Wirtschaft',
    'international relations politics economics',
    'médecine', // accents are folded like the index's own terms
  ])('scores "%s" as MiniSearch scores the OR query', (text) => {
    const expected = new Map(
      miniSearchOf(catalogue)
        .search(text)
        .map((r) => [String(r.id), r.score]),
    );
    const first = catalogue.relevance(text);
    const again = catalogue.relevance(text); // from the per-word cache
    for (const actual of [first, again]) {
      expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort());
      for (const [id, score] of expected) expect(actual.get(id)).toBeCloseTo(score, 9);
    }
  });

  it('finds nothing in text without catalogue words', () => {
    expect(catalogue.relevance('').size).toBe(0);
    expect(catalogue.relevance('qwertyuiop zxcvb').size).toBe(0);
  });
});
