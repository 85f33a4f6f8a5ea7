import type { PdfPage } from '../extraction/pdf-text.port';
import { embeddingModelDir } from '../embedding/transformers-embedder';
import { loadTokenCounter } from '../embedding/token-counter';
import { chunkPages, type ChunkingOptions, OVERLAP_SENTENCES, PASSAGE_TOKENS, sentencesOf } from './chunker';

/** One token per word or punctuation mark (close to the tokenizer for plain English). */
const countWords = (text: string) => text.match(/[\p{L}\p{N}]+|[^\s\p{L}\p{N}]/gu)?.length ?? 0;
const options = (overrides: Partial<ChunkingOptions> = {}): ChunkingOptions => ({
  maxTokens: 12,
  overlapSentences: 1,
  countTokens: countWords,
  ...overrides,
});
const pages = (...texts: string[]): PdfPage[] => texts.map((text, i) => ({ page: i + 1, text }));

describe(chunkPages.name, () => {
  it('packs whole sentences into passages of at most maxTokens, numbered in order', () => {
    const chunks = chunkPages(
      pages('One two three. Four five six. Seven eight nine. Ten eleven twelve.'),
      options(),
    );

    expect(chunks.map((c) => c.text)).toEqual([
      'One two three. Four five six. Seven eight nine.',
      'Seven eight nine. Ten eleven twelve.',
    ]);
    expect(chunks.map((c) => c.index)).toEqual([0, 1]);
    for (const chunk of chunks) expect(countWords(chunk.text)).toBeLessThanOrEqual(12);
  });

  it('repeats the last sentences of a passage at the start of the next, as many as asked', () => {
    const text = 'A b. C d. E f. G h. I j. K l. M n.';
    const texts = (overlapSentences: number) =>
      chunkPages(pages(text), options({ maxTokens: 18, overlapSentences })).map((c) => c.text);

    expect(texts(0)).toEqual(['A b. C d. E f. G h. I j. K l.', 'M n.']);
    expect(texts(1)).toEqual(['A b. C d. E f. G h. I j. K l.', 'K l. M n.']);
    expect(texts(2)).toEqual(['A b. C d. E f. G h. I j. K l.', 'I j. K l. M n.']);
  });

  it('repeats no sentence that would take more than a third of the next passage, or leave no room', () => {
    const text = 'A b c d e f g. H i. J k l m n o p.';

    expect(chunkPages(pages(text), options({ maxTokens: 12 })).map((c) => c.text)).toEqual([
      'A b c d e f g. H i.',
      'H i. J k l m n o p.',
    ]);
    expect(
      chunkPages(pages('A b c d e f g h. I j k l m n o p.'), options({ maxTokens: 12 })).map((c) => c.text),
    ).toEqual(['A b c d e f g h.', 'I j k l m n o p.']);
    expect(
      chunkPages(pages('A b c d e f g. H i. J k l m n o p q r s.'), options({ maxTokens: 12 })).map(
        (c) => c.text,
      ),
    ).toEqual(['A b c d e f g. H i.', 'J k l m n o p q r s.']);
  });

  it('starts a new passage on a new page, without repeating the last page, and skips empty pages', () => {
    const chunks = chunkPages(
      pages('Alpha beta gamma.', '', 'Delta epsilon. Zeta eta theta iota kappa.'),
      options(),
    );

    expect(chunks).toEqual([
      { index: 0, page: 1, lastPage: 1, text: 'Alpha beta gamma.' },
      { index: 1, page: 3, lastPage: 3, text: 'Delta epsilon. Zeta eta theta iota kappa.' },
    ]);
  });

  it('keeps a sentence that runs over a page break whole, in the passage of the page where it starts', () => {
    const chunks = chunkPages(
      pages('Intro. The deadline for the', 'grant is in May. Apply early.'),
      options(),
    );

    expect(chunks).toEqual([
      { index: 0, page: 1, lastPage: 2, text: 'Intro. The deadline for the grant is in May.' },
      { index: 1, page: 2, lastPage: 2, text: 'Apply early.' },
    ]);
  });

  it('cuts a sentence longer than a passage between words, each piece on its own pages', () => {
    const list = Array.from({ length: 30 }, (_, i) => `item${i}`);
    const chunks = chunkPages(pages(list.slice(0, 15).join(' '), list.slice(15).join(' ')), options());

    expect(chunks.map((c) => c.text.split(' '))).toEqual([
      list.slice(0, 12),
      list.slice(12, 24),
      list.slice(24, 30),
    ]);
    expect(chunks.map((c) => [c.page, c.lastPage])).toEqual([
      [1, 1],
      [1, 2],
      [2, 2],
    ]);
  });

  it('finds sentences in Chinese, which has no spaces', () => {
    const countCharacters = (text: string) => text.replace(/\s/g, '').length;
    const text = '欧洲大学提供奖学金。申请截止日期是三月。学费每年两千欧元。';

    const chunks = chunkPages(
      pages(`${text}学生`, '宿舍很便宜。'),
      options({ maxTokens: 20, overlapSentences: 0, countTokens: countCharacters }),
    );

    expect(chunks.map((c) => c.text)).toEqual([
      '欧洲大学提供奖学金。申请截止日期是三月。',
      '学费每年两千欧元。学生宿舍很便宜。',
    ]);
  });

  it('answers no passage for pages without text', () => {
    expect(chunkPages(pages('', '  '), options())).toEqual([]);
  });

  it('keeps every passage within the model window, measured by its tokenizer, in German and Chinese', async () => {
    const countTokens = await loadTokenCounter(embeddingModelDir());
    const german =
      'Die Studiengebühren an österreichischen Universitäten betragen 363 Euro pro Semester für Studierende aus ' +
      'Drittstaaten. Wohnheimplätze werden über das Studierendenwerk vergeben. ';
    const chinese = '欧洲大学为国际学生提供多种奖学金，申请人需要在三月底之前提交材料。';
    const document = pages(
      german.repeat(30),
      chinese.repeat(40),
      `${'Antragsfristverlängerung '.repeat(300)}.`,
    );

    const chunks = chunkPages(document, {
      maxTokens: PASSAGE_TOKENS,
      overlapSentences: OVERLAP_SENTENCES,
      countTokens,
    });

    expect(chunks.length).toBeGreaterThan(10);
    for (const chunk of chunks) expect(countTokens(chunk.text)).toBeLessThanOrEqual(PASSAGE_TOKENS);
    expect(chunks.map((c) => c.page)).toEqual([...chunks.map((c) => c.page)].sort((a, b) => a - b));
  });
});

describe(sentencesOf.name, () => {
  const whole = (text: string) =>
    [...new Intl.Segmenter(undefined, { granularity: 'sentence' }).segment(text)].map(
      ({ segment, index }) => ({
        segment,
        index,
      }),
    );

  it('finds the sentences the segmenter finds in the whole text, across its windows', () => {
    const prose = Array.from(
      { length: 400 },
      (_, i) => `Sentence ${i} says that the grant of 4.5 percent is paid e.g. monthly! Really? Yes.`,
    ).join(' ');
    const chinese = '我们在维也纳学习。宿舍很贵！'.repeat(1300);
    const longSentence = `${'word '.repeat(9000)}end. Next one.`; // one sentence longer than a window

    for (const text of [prose, chinese, longSentence, `${prose}\n\n${chinese}`, '', 'No full stop']) {
      expect([...sentencesOf(text)]).toEqual(whole(text));
    }
  });
});
