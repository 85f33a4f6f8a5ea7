import { asksForSummary, sections } from './summary';

describe(asksForSummary.name, () => {
  it.each([
    'Summarise this file',
    'Can you summarize the document?',
    'Give me a summary',
    'Fasse diese Datei zusammen',
    'Zusammenfassung bitte',
    'Résume ce document',
    'Resumen del archivo',
    'Bu dosyayı özetle',
    '이 파일을 요약해줘',
    '总结这个文件',
    'لخص هذا الملف',
  ])('recognises "%s"', (question) => {
    expect(asksForSummary(question)).toBe(true);
  });

  it.each(['How much is the fee?', 'Where can I rent a bicycle?', 'Wann ist die Frist?'])(
    'leaves "%s" to retrieval',
    (question) => {
      expect(asksForSummary(question)).toBe(false);
    },
  );
});

describe(sections.name, () => {
  const page = (n: number, length: number) => ({ page: n, text: 'x'.repeat(length) });
  const cost = (text: string) => text.length;

  it('groups consecutive pages up to the budget', () => {
    const parts = sections([page(1, 40), page(2, 40), page(3, 40), page(4, 90)], 100, cost);
    expect(parts.map(({ from, to }) => [from, to])).toEqual([
      [1, 2],
      [3, 3],
      [4, 4],
    ]);
  });

  it('splits a page longer than the budget and leaves none of its text out', () => {
    const parts = sections([page(1, 10), page(2, 250)], 100, cost);
    expect(parts.map(({ from, to }) => [from, to])).toEqual([
      [1, 1],
      [2, 2],
      [2, 2],
      [2, 2],
    ]);
    expect(parts.slice(1).reduce((sum, part) => sum + part.pages[0]!.text.length, 0)).toBe(250);
    expect(parts.every((part) => part.pages.every((p) => cost(p.text) <= 100))).toBe(true);
  });
});
