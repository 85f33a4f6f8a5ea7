/**
 * Whether a question asks about a whole document ("summarise this file"), in the site's languages: top-k passages
 * cannot answer that, the document's whole text (or its sections) can.
 */
const SUMMARY_REQUEST = new RegExp(
  [
    'summ?ar(?:y|i[sz]e|i[sz]ing)',
    'overview',
    'tl;?dr',
    'zusammenfass',
    'fasse?\\b.*\\bzusammen',
    'überblick',
    'r[ée]sum[ée]',
    'resum(?:e|o|ir|a)',
    'sintetiz',
    'podsumuj',
    'streszcz',
    'özet',
    '요약',
    '总结',
    '摘要',
    '概括',
    'ملخص',
    'لخص',
  ].join('|'),
  'iu',
);

export function asksForSummary(question: string): boolean {
  return SUMMARY_REQUEST.test(question);
}

export interface Section {
  readonly from: number;
  readonly to: number;
  readonly pages: readonly { page: number; text: string }[];
}

/**
 * Consecutive pages in sections of at most `budget` tokens (by `cost`); a page longer than the budget becomes
 * several sections of its own, split where its text is (nothing is left out).
 */
export function sections(
  pages: readonly { page: number; text: string }[],
  budget: number,
  cost: (text: string) => number,
): Section[] {
  const result: Section[] = [];
  let current: { page: number; text: string }[] = [];
  let used = 0;
  const flush = () => {
    if (current.length === 0) return;
    result.push({ from: current[0]!.page, to: current.at(-1)!.page, pages: current });
    current = [];
    used = 0;
  };
  for (const page of pages) {
    const pageCost = cost(page.text);
    if (pageCost > budget) {
      flush();
      const parts = Math.ceil(pageCost / budget);
      const size = Math.ceil(page.text.length / parts);
      for (let start = 0; start < page.text.length; start += size) {
        const text = page.text.slice(start, start + size);
        result.push({ from: page.page, to: page.page, pages: [{ page: page.page, text }] });
      }
      continue;
    }
    if (used + pageCost > budget) flush();
    current.push(page);
    used += pageCost;
  }
  flush();
  return result;
}
