/**
 * Words that ask for a summary in the site's languages (other than the "résumé" family, see below), matched anywhere
 * in the question (German compounds, CJK and Arabic have no spaces to rely on).
 */
const SUMMARY_REQUEST = new RegExp(
  [
    'summ?ar(?:y|i[sz]e|i[sz]ing)',
    'overview',
    'tl;?dr',
    'zusammenfass',
    'fasse?\\b.*\\bzusammen',
    'überblick',
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

/**
 * Forms of French "résumer", Spanish and Portuguese "resumir" (and their nouns "resumen", "resumo") that cannot be
 * anything else: "résumer", "résumez", "resumir", "resuma", "resumo", "resumen", "resúmeme", …
 */
const SUMMARISE_WORD =
  /^r[eé]s[uú]m(?:er|ez|ons|ant|ée|ées|ir|id|iendo|indo|ido|ida|idos|idas|en|enes|o|os|a|am|an|as|amos|imos|eme|elo|ela|elos|elas|enlo|ímelo|ímela)$/u;
/**
 * "resume", "résumé", "resumé", "résume", "resumes", …: a CV in English (and as a loanword in German and elsewhere),
 * but "summarise!" in Spanish and Portuguese and "summarise!" or "a summary" in French.
 */
const AMBIGUOUS_WORD = /^r[eé]sum[eé]s?$/u;
/** Before the word, these make it the English noun: "my resume", "the résumé", "a resume". */
const ENGLISH_BEFORE = new Set('my your his her their our the a an this that its whose'.split(' '));
/** Before the word, these make it the French, Spanish or Portuguese noun or verb: "un résumé", "fais-moi un…". */
const ROMANCE_BEFORE = new Set(
  'un une le ce cet cette mon ton son votre notre fais faire faites hazme haz dame um uma o meu seu faça faz fazer'.split(
    ' ',
  ),
);
/** After the word, these make it the French, Spanish or Portuguese verb or noun: "résume ce…", "resume el…". */
const ROMANCE_AFTER = new Set(
  (
    'ce cet cette ces le la les l mon ma mes ton ta tes notre votre du des un une moi nous en ' +
    'el los las este esta estos estas ese esa mi mis tu tus del lo por me ' +
    'o os as esse essa isto isso meu minha meus minhas do da dos das um uma para em no na'
  ).split(' '),
);
const ENGLISH_WORDS = new Set(
  (
    'what does do did is are was were about say says mention mentions on in of for with and to from how which ' +
    'who where when my your the this that please can could you i me it'
  ).split(' '),
);
const ROMANCE_WORDS = new Set(
  (
    'ce cet cette ces le les du des une est et dans pour sur avec moi vous tu merci plaît fichier document ' +
    'el los las este esta del por favor con para archivo documento qué que ' +
    'o os do da um uma meu minha isso esse essa arquivo ficheiro obrigado você'
  ).split(' '),
);

/** Whether one of the "résumé" family, the word at `index` of `words`, asks for a summary. */
function summariseMeant(words: readonly string[], index: number): boolean {
  const word = words[index]!;
  if (SUMMARISE_WORD.test(word)) return true;
  if (!AMBIGUOUS_WORD.test(word)) return false;
  const before = words[index - 1];
  const after = words[index + 1];
  if (before !== undefined && ENGLISH_BEFORE.has(before)) return false;
  if (after !== undefined && ROMANCE_AFTER.has(after)) return true;
  if (before !== undefined && ROMANCE_BEFORE.has(before)) return true;
  const english = words.filter((w) => ENGLISH_WORDS.has(w)).length;
  const romance = words.filter((w) => ROMANCE_WORDS.has(w)).length;
  // alone ("Résume !"), only the French imperative cannot be the English noun
  return romance > english || (romance === english && romance === 0 && word === 'résume');
}

/**
 * Whether a question asks about a whole document ("summarise this file"), in the site's languages: top-k passages
 * cannot answer that, the document's whole text (or its sections) can. "What does my resume say about Python?" asks
 * about a CV, not for a summary: the "résumé" family is read by its neighbours and the question's language.
 */
export function asksForSummary(question: string): boolean {
  if (SUMMARY_REQUEST.test(question)) return true;
  const words =
    question
      .normalize('NFC')
      .toLocaleLowerCase()
      .match(/\p{L}+/gu) ?? [];
  return words.some((_, index) => summariseMeant(words, index));
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
