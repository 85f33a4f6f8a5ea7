import {
  foldText,
  identifierTokens,
  isIdentifier,
  keywordTokens,
  queryTerms,
  termHash,
} from './keyword-tokens';

describe(keywordTokens.name, () => {
  it('lower-cases and folds diacritics, ß and compatibility forms', () => {
    expect(keywordTokens('Über Café STRASSE Straße ＡＢＣ１２３ ﬁle')).toEqual([
      'uber',
      'cafe',
      'strasse',
      'strasse',
      'abc123',
      'file',
    ]);
  });

  it('keeps identifiers written with connectors whole, besides their parts', () => {
    expect(keywordTokens('Certified ISO-27001 and ISO/IEC 27001:2022.')).toEqual([
      'certified',
      'iso',
      '27001',
      'iso-27001',
      'and',
      'iso',
      'iec',
      'iso/iec',
      '27001',
      '2022',
      '27001:2022',
    ]);
  });

  it('keeps a section number with its sign, with or without a space', () => {
    expect(keywordTokens('nach § 14 Abs. 2 und §§15')).toEqual([
      'nach',
      '14',
      '§14',
      'abs',
      '2',
      'und',
      '15',
      '§15',
    ]);
  });

  it('does not join words across a sentence end or a space', () => {
    expect(keywordTokens('in 2024. Then - more')).toEqual(['in', '2024', 'then', 'more']);
  });

  it('splits Chinese and Japanese into words, with bigrams of longer words', () => {
    const chinese = keywordTokens('数据保护法规定了个人信息的处理');
    expect(chinese).toEqual(expect.arrayContaining(['数据', '保护', '个人', '信息', '处理']));
    expect(keywordTokens('개인정보')).toEqual(expect.arrayContaining(['개인정보', '개인', '인정', '정보']));
    expect(keywordTokens('データ保護')).toEqual(expect.arrayContaining(['データ']));
  });

  it('folds Arabic short vowels, hamza forms, the tatweel, ى/ة and Arabic-Indic digits', () => {
    expect(foldText('حِمَايَة')).toBe('حمايه');
    expect(foldText('أحمد إلى آخر')).toBe('احمد الي اخر');
    expect(foldText('عـــام ٢٠٢٤ ۲۰۲۵')).toBe('عام 2024 2025');
    expect(keywordTokens('حماية البيانات الشخصية')).toEqual(['حمايه', 'البيانات', 'الشخصيه']);
  });
});

describe(isIdentifier.name, () => {
  it.each([
    ['27001', true],
    ['iso-27001', true],
    ['§14', true],
    ['v2', true],
    ['3.5', true],
    ['2024', true],
    ['14', false],
    ['3', false],
    ['risk', false],
  ])('%s → %s', (token, expected) => {
    expect(isIdentifier(token)).toBe(expected);
  });

  it('lists the distinct identifiers of a question', () => {
    expect(identifierTokens('Is ISO-27001 in § 14 of the 2024 policy, top 10?')).toEqual([
      '27001',
      'iso-27001',
      '§14',
      '2024',
    ]);
  });
});

describe(queryTerms.name, () => {
  it("leaves a question's function words out, in any of the site's languages", () => {
    expect(queryTerms('Wie bin ich in Wien versichert?')).toEqual([termHash('wien'), termHash('versichert')]);
    expect(queryTerms('Puis-je recevoir une aide pour mon loyer ?')).toEqual(
      ['puis', 'je', 'puis-je', 'recevoir', 'aide', 'loyer'].filter((t) => t !== 'je').map(termHash),
    );
  });

  it('keeps them when the question has nothing else', () => {
    expect(queryTerms('to be or not to be')).toEqual(['to', 'be', 'or', 'not'].map(termHash));
  });

  describe('given the words the chunks hold', () => {
    const knowing = (...words: string[]) => {
      const known = new Set(words.map(termHash));
      return (term: number) => known.has(term);
    };

    it('adds the longest ending and beginning of an unknown long word that the chunks hold', () => {
      const isKnown = knowing('versichert', 'wien', 'kranken', 'wohnheim');
      expect(queryTerms('Wie bin ich in Wien krankenversichert?', isKnown)).toEqual(
        ['wien', 'krankenversichert', 'versichert', 'kranken'].map(termHash),
      );
      expect(queryTerms('Was kostet ein Wohnheimplatz?', isKnown)).toEqual(
        ['kostet', 'wohnheimplatz', 'wohnheim'].map(termHash),
      );
    });

    it('leaves known words, short words, parts under five letters and numbers alone', () => {
      const isKnown = knowing('krankenversichert', 'versichert', 'immer', 'heim', 'ticket');
      expect(queryTerms('krankenversichert', isKnown)).toEqual([termHash('krankenversichert')]);
      // "zimmer" has fewer than eight letters; "heim" would be a part of four letters
      expect(queryTerms('Zimmer', isKnown)).toEqual([termHash('zimmer')]);
      expect(queryTerms('Heimtickets', isKnown)).toEqual([termHash('heimtickets')]);
      expect(queryTerms('ISO-27001-2022', isKnown)).toEqual(queryTerms('ISO-27001-2022'));
    });
  });
});
