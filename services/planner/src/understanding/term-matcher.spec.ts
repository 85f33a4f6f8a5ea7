import { longestNonOverlapping, TermMatcher } from './term-matcher';
import { normalizeText } from './text-normalizer';

const found = (sut: TermMatcher, text: string) => {
  const normalized = normalizeText(text);
  return longestNonOverlapping(sut.find(normalized)).map(
    (m) => `${m.kind}:${m.id}:${normalized.slice(m.start, m.end)}`,
  );
};

describe(TermMatcher.name, () => {
  const sut = new TermMatcher();
  sut.addAll(['computer science', 'science'], { kind: 'field', id: 'cs' });
  sut.addAll(['études'], { kind: 'field', id: 'studies' });
  sut.addAll(['niemc*'], { kind: 'country', id: 'DE' });
  sut.addAll(['德国'], { kind: 'country', id: 'DE' });
  sut.addAll(['الطب'], { kind: 'field', id: 'medicine' });
  sut.addAll(['german'], { kind: 'language', id: 'de' });
  sut.addAll(['german'], { kind: 'nationality', id: 'DE' });

  it('matches whole words only, the longest term first', () => {
    expect(found(sut, 'Computer Science, please')).toEqual(['field:cs:computer science']);
    expect(found(sut, 'scientists')).toEqual([]);
  });

  it('forgives one wrong letter in a long word, the first letter right', () => {
    const typos = new TermMatcher();
    typos.addAll(['psychology'], { kind: 'field', id: 'psychology' });
    typos.addAll(['portugal'], { kind: 'country', id: 'PT' });
    typos.addAll(['finnish'], { kind: 'language', id: 'fi' });
    expect(found(typos, 'pyschology in Portugual')).toEqual([
      'field:psychology:pyschology',
      'country:PT:portugual',
    ]);
    expect(found(typos, 'psychologist')).toEqual([]);
    expect(found(typos, 'finish')).toEqual([]); // six letters: too short to guess
  });

  it('ignores accents and case in Latin scripts', () => {
    expect(found(sut, 'ETUDES')).toEqual(['field:studies:etudes']);
  });

  it('matches inflected forms through a trailing star', () => {
    expect(found(sut, 'Chcę studiować w Niemczech')).toEqual(['country:DE:niemczech']);
  });

  it('finds Chinese terms inside a sentence without spaces', () => {
    expect(found(sut, '我想在德国学习')).toEqual(['country:DE:德国']);
  });

  it('finds every occurrence of Chinese terms, terms sharing a first character each, in the order of the terms', () => {
    const chinese = new TermMatcher();
    chinese.addAll(['德国'], { kind: 'country', id: 'DE' });
    chinese.addAll(['德语'], { kind: 'language', id: 'de' });
    chinese.addAll(['哈哈'], { kind: 'cue', id: 'laugh' });
    const normalized = normalizeText('德语或德国，德国最好，哈哈哈');
    expect(chinese.find(normalized).map((m) => `${m.id}@${m.start}`)).toEqual([
      'DE@3',
      'DE@6',
      'de@0',
      'laugh@11',
    ]);
  });

  it('finds Arabic terms behind attached conjunctions and prepositions, with or without the article', () => {
    expect(found(sut, 'أريد دراسة الطب')).toEqual(['field:medicine:الطب']);
    expect(found(sut, 'وبالطب')).toEqual(['field:medicine:وبالطب']);
    expect(found(sut, 'طب')).toEqual(['field:medicine:طب']);
  });

  it('keeps two meanings of the same words for the context to decide', () => {
    expect(found(sut, 'german')).toEqual(['language:de:german', 'nationality:DE:german']);
  });
});
