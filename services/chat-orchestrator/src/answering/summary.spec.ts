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
  const cost = ({ text }: { text: string }) => text.length;

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
    expect(parts.every((part) => part.pages.every((p) => cost(p) <= 100))).toBe(true);
  });

  it('keeps every piece of a split page within the budget when its text is denser in one part', () => {
    // Latin first, then CJK (three bytes a character): halves by length differ threefold in bytes.
    const text = `${'a'.repeat(300)}${'字'.repeat(300)}`;
    const bytes = ({ text: part }: { text: string }) => Math.ceil(Buffer.byteLength(part, 'utf8') / 3);
    const parts = sections([{ page: 1, text }], 200, bytes);
    expect(parts.every((part) => part.pages.every((p) => bytes(p) <= 200))).toBe(true);
    expect(parts.map((part) => part.pages[0]!.text).join('')).toBe(text);
  });

  it('costs a piece of a split page as the page it belongs to (its number is part of the quoted line)', () => {
    const seen: number[] = [];
    sections([{ page: 7, text: 'y'.repeat(250) }], 100, ({ page, text }) => {
      seen.push(page);
      return text.length;
    });
    expect(new Set(seen)).toEqual(new Set([7]));
  });

  it('never splits a character outside the basic plane in two', () => {
    const text = `x${'😀'.repeat(150)}`;
    const parts = sections([{ page: 1, text }], 100, cost);
    expect(parts.every((part) => !/[\uD800-\uDBFF]$/.test(part.pages[0]!.text))).toBe(true);
    expect(parts.map((part) => part.pages[0]!.text).join('')).toBe(text);
  });
});
