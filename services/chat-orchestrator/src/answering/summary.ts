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

type Page = { readonly page: number; readonly text: string };

/**
 * A page longer than the budget in pieces that each fit (by code points, so no character is cut in two): cut by
 * length, and a piece still over the budget (its text denser in bytes, or lengthened by escaping) cut again.
 */
function pieces(page: Page, budget: number, cost: (page: Page) => number): Page[] {
  const pageCost = cost(page);
  const characters = Array.from(page.text);
  if (pageCost <= budget || characters.length <= 1) return [page];
  const parts = Math.min(characters.length, Math.max(2, Math.ceil(pageCost / Math.max(1, budget))));
  const size = Math.ceil(characters.length / parts);
  const result: Page[] = [];
  for (let start = 0; start < characters.length; start += size) {
    const text = characters.slice(start, start + size).join('');
    result.push(...pieces({ page: page.page, text }, budget, cost));
  }
  return result;
}

/**
 * Consecutive pages in sections of at most `budget` tokens (by `cost`, of a page as it is quoted); a page longer
 * than the budget becomes several sections of its own, split where its text is (nothing is left out).
 */
export function sections(pages: readonly Page[], budget: number, cost: (page: Page) => number): Section[] {
  const result: Section[] = [];
  let current: Page[] = [];
  let used = 0;
  const flush = () => {
    if (current.length === 0) return;
    result.push({ from: current[0]!.page, to: current.at(-1)!.page, pages: current });
    current = [];
    used = 0;
  };
  for (const page of pages) {
    const pageCost = cost(page);
    if (pageCost > budget) {
      flush();
      for (const piece of pieces(page, budget, cost)) {
        result.push({ from: page.page, to: page.page, pages: [piece] });
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
