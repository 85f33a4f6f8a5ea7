import { Bm25Index, bm25TermWeight, inverseDocumentFrequency, topPositions } from './bm25-index';
import { keywordTokens, queryTerms, termFrequencies, termHash } from './keyword-tokens';

const index = (...texts: string[]) =>
  new Bm25Index(texts.map((text) => termFrequencies(keywordTokens(text))));
const all = () => true;

describe(Bm25Index.name, () => {
  it('scores BM25: the idf of each question term times its weight in the chunk, summed', () => {
    const sut = index('cat dog', 'dog dog bird', 'fish');
    // "dog" is in two of three chunks, "bird" in one; the average length is 2
    const dogIdf = inverseDocumentFrequency(3, 2);
    const birdIdf = inverseDocumentFrequency(3, 1);
    const second = dogIdf * bm25TermWeight(2, 3, 2) + birdIdf * bm25TermWeight(1, 3, 2);
    const first = dogIdf * bm25TermWeight(1, 2, 2);
    expect(second).toBeGreaterThan(first);
    expect(sut.search(queryTerms('dog bird'), all, 10)).toEqual([1, 0]);
  });

  it('ranks a rare term above a common one and leaves chunks without any term out', () => {
    const sut = index('the policy', 'the policy', 'the policy ISO-27001', 'unrelated words');
    expect(sut.search(queryTerms('policy ISO-27001'), all, 10)).toEqual([2, 0, 1]);
  });

  it('keeps to the allowed chunks and to the limit, and can be searched again', () => {
    const sut = index('alpha', 'alpha', 'alpha', 'alpha beta');
    expect(sut.search(queryTerms('alpha'), (p) => p !== 0, 2)).toEqual([1, 2]);
    expect(sut.search(queryTerms('alpha beta'), all, 1)).toEqual([3]);
    expect(sut.search(queryTerms('alpha beta'), all, 1)).toEqual([3]);
    expect(sut.search([], all, 5)).toEqual([]);
  });

  it('finds nothing in an index of no chunks', () => {
    expect(index().search(queryTerms('anything'), all, 5)).toEqual([]);
  });
});

describe(termFrequencies.name, () => {
  it('counts each distinct term once with its frequency, and the whole length', () => {
    const { terms, counts, length } = termFrequencies(['a', 'b', 'a']);
    expect([...terms]).toEqual([termHash('a'), termHash('b')]);
    expect([...counts]).toEqual([2, 1]);
    expect(length).toBe(3);
  });
});

describe(topPositions.name, () => {
  it('keeps the highest scores, ties by earlier position', () => {
    const scores = [1, 5, 3, 5, 0];
    expect(topPositions(scores.keys(), (p) => scores[p]!, all, 3)).toEqual([1, 3, 2]);
    expect(topPositions(scores.keys(), (p) => scores[p]!, all, 0)).toEqual([]);
  });
});
