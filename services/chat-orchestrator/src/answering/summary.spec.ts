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

  // "résumé/resume" is a CV in English (and as a loanword elsewhere), "résumer/resumir" means to summarise in
  // French, Spanish and Portuguese: both readings, in each of the ten languages.
  it.each([
    ['en', 'Give me an overview of this PDF'],
    ['de', 'Gib mir einen Überblick über das Dokument'],
    ['fr', 'Résume ce document'],
    ['fr', 'Résume-moi le fichier, s’il te plaît'],
    ['fr', 'Peux-tu résumer ce PDF ?'],
    ['fr', 'Fais un résumé du fichier'],
    ['fr', 'Fais un résumé'],
    ['fr', 'Un résumé de ce document, merci'],
    ['es', 'Resume este documento'],
    ['es', 'Hazme un resumen del archivo'],
    ['es', 'Resúmeme el PDF por favor'],
    ['pt', 'Resuma o documento'],
    ['pt', 'Resume o arquivo para mim'],
    ['pt', 'Faça um resumo do ficheiro'],
    ['pl', 'Podsumuj ten plik'],
    ['tr', 'Bu belgenin özetini çıkar'],
    ['ko', '이 문서를 요약해 주세요'],
    ['zh', '请概括这份文件'],
    ['ar', 'أعطني ملخص هذا المستند'],
  ])('reads a request to summarise (%s): "%s"', (_, question) => {
    expect(asksForSummary(question)).toBe(true);
  });

  it.each([
    ['en', 'What does my resume say about Python?'],
    ['en', 'Does my résumé mention Python?'],
    ['en', 'Is the resumé in this file up to date?'],
    ['en', 'List the skills on her resume'],
    ['en', 'Which jobs are on the resumes?'],
    ['en', 'Resume Python experience?'],
    ['en', 'Why was the upload resumed?'],
    ['en', 'Can you resume the analysis?'],
    ['en', 'Is this download resumable?'],
    ['de', 'Was steht in meinem Resume über Python?'],
    ['de', 'Was sagt mein Lebenslauf über Python?'],
    ['fr', 'Que dit mon CV sur Python ?'],
    ['es', '¿Qué dice mi currículum sobre Python?'],
    ['pt', 'O que o meu currículo diz sobre Python?'],
    ['pl', 'Co moje CV mówi o Pythonie?'],
    ['tr', 'Özgeçmişim Python hakkında ne diyor?'],
    ['ko', '내 이력서에 파이썬 경험이 있나요?'],
    ['zh', '我的简历里关于Python写了什么?'],
    ['ar', 'ماذا تقول سيرتي الذاتية عن بايثون؟'],
  ])('reads a question about a CV (%s) as a question, not a summary: "%s"', (_, question) => {
    expect(asksForSummary(question)).toBe(false);
  });
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
