import type { Passage } from './grounded-prompt';
import { relevantPassages } from './relevance';

const passage = (n: number, text: string): Passage => ({ n, fileName: 'a.pdf', page: 1, text, score: 1 });

describe(relevantPassages.name, () => {
  const passages = [
    passage(1, 'The enrolment fee for the winter semester is 312 euros.'),
    passage(2, 'Bicycles can be rented at the student union.'),
    passage(3, 'Die Studiengebühren betragen 312 Euro pro Semester.'),
    passage(4, '学费是每学期三百欧元。'),
  ];
  const ids = (question: string) => relevantPassages(question, passages).map((p) => p.n);

  it('keeps passages that share a word with the question, ignoring function words and case', () => {
    expect(ids('How much is the ENROLMENT fee?')).toEqual([1]);
    expect(ids('Where can I rent bicycles?')).toEqual([2]);
    expect(ids('Is it 312?')).toEqual([1, 3]);
  });

  it('matches inflections by their first letters, and accents folded', () => {
    expect(ids('Wie hoch sind die Studiengebuhren?')).toEqual([3]);
    expect(ids('renting a bicycle')).toEqual([2]);
  });

  it('matches Chinese by shared characters and finds nothing for an unrelated question', () => {
    expect(ids('学费多少')).toEqual([4]);
    expect(ids('What is the weather like in Lisbon?')).toEqual([]);
    expect(ids('the and of')).toEqual([]);
  });
});
