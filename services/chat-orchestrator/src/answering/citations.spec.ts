import { citedAnswer, isNoAnswer } from './citations';
import type { Passage } from './grounded-prompt';

const passage = (n: number, page = n): Passage => ({
  n,
  fileName: 'a.pdf',
  page,
  text: `text ${n}`,
  score: 1 / n,
});
const passages = [passage(1), passage(2), passage(3)];

describe(citedAnswer.name, () => {
  it('maps the markers to their passages, in the order they are cited, each once', () => {
    const { answer, sources } = citedAnswer('Fees rise [3]. They are due in October [1][3].', passages);
    expect(answer).toBe('Fees rise [3]. They are due in October [1][3].');
    expect(sources.map((source) => source.n)).toEqual([3, 1]);
    expect(sources[0]).toEqual({ n: 3, file_name: 'a.pdf', page: 3, snippet: 'text 3', score: 1 / 3 });
  });

  it('reads lists in one bracket and drops numbers that name no passage', () => {
    expect(citedAnswer('Both [1, 2].', passages).sources.map((source) => source.n)).toEqual([1, 2]);
    const invented = citedAnswer('It is cheap [7] and near [2, 9].', passages);
    expect(invented.answer).toBe('It is cheap and near [2].');
    expect(invented.sources.map((source) => source.n)).toEqual([2]);
  });

  it('cites nothing for "No answer found." in any dress', () => {
    for (const text of ['No answer found.', ' no answer found', '**No answer found.**']) {
      expect(isNoAnswer(text)).toBe(true);
      expect(citedAnswer(text, passages)).toEqual({ answer: 'No answer found.', sources: [] });
    }
    expect(isNoAnswer('No answer found in chapter 2, but chapter 3 says [1].')).toBe(false);
  });
});
