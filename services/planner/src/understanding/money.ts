import { isKnownCurrency, toEuro } from '../catalogue/exchange-rates';
import { LEXICONS } from './lexicon';
import type { Mention } from './term-matcher';
import { isSubstringScript, normalizeText } from './text-normalizer';

/** An amount of money written in a profile, before deciding what it limits. */
export interface MoneyMention {
  readonly amount: number;
  readonly currency: string | null;
  /** The currency is named beyond doubt ("USD", "US$", "US dollars"): a student's own dollar does not replace it. */
  readonly named: boolean;
  readonly start: number;
  readonly end: number;
}

/** How a currency is named beyond doubt: its ISO code, or a dollar with its country ("US$", "US dollars"). */
const NAMED_CURRENCY = /^(?:[a-z]{3}|us\$|(?:us|u\.s\.|american) dollars?)$/;

const CURRENCY_SYMBOLS: ReadonlyArray<readonly [string, string]> = [
  ['€', 'EUR'],
  ['us$', 'USD'],
  // the Brazilian real: "R$ 60 mil"
  ['r$', 'BRL'],
  ['$', 'USD'],
  ['£', 'GBP'],
  ['₺', 'TRY'],
  ['₩', 'KRW'],
  ['¥', 'CNY'],
  ['₹', 'INR'],
  ['₦', 'NGN'],
  ['₱', 'PHP'],
  ['₫', 'VND'],
  ['₴', 'UAH'],
  ['₽', 'RUB'],
  ['₸', 'KZT'],
  ['₪', 'ILS'],
  ['৳', 'BDT'],
  ['฿', 'THB'],
  ['₾', 'GEL'],
  // "R200 000": the South African rand, only as a letter of its own before or after digits
  ['r', 'ZAR'],
  ['zl', 'PLN'],
  ['kc', 'CZK'],
  ['chf', 'CHF'],
  ['eur', 'EUR'],
  ['usd', 'USD'],
  ['gbp', 'GBP'],
  ['tl', 'TRY'],
  // "AED 54,000", "INR 25 lakh": the ISO codes students write before or after an amount, but for those that are
  // also common words ("try", "all", "mad", "pen", "cop")
  ...[
    'aed',
    'sar',
    'qar',
    'kwd',
    'jod',
    'egp',
    'tnd',
    'dzd',
    'inr',
    'pkr',
    'bdt',
    'ngn',
    'zar',
    'cny',
    'rmb',
    'krw',
    'jpy',
    'hkd',
    'twd',
    'sgd',
    'myr',
    'idr',
    'thb',
    'vnd',
    'pln',
    'czk',
    'huf',
    'ron',
    'sek',
    'nok',
    'dkk',
    'isk',
    'rsd',
    'uah',
    'cad',
    'aud',
    'nzd',
    'brl',
    'mxn',
    'clp',
  ].map((code) => [code, code === 'rmb' ? 'CNY' : code.toUpperCase()] as const),
];

const MULTIPLIERS = { thousand: 1000, tenThousand: 10_000, million: 1_000_000 } as const;

/**
 * Multiplier words written against the digits ("20bin", "4tys", "2mln"), from every lexicon: in Latin and Arabic
 * script the word and the number are one token, so the term matcher does not see the word on its own.
 */
const HAN = /\p{Script=Han}/u;
const ATTACHED_MULTIPLIERS = new Map<string, number>(
  Object.values(LEXICONS).flatMap((lexicon) =>
    (Object.keys(MULTIPLIERS) as (keyof typeof MULTIPLIERS)[]).flatMap((kind) =>
      lexicon.cues[kind]
        .map((word) => normalizeText(word))
        .filter((word) => /^[\p{L}]{2,}$/u.test(word) && !isSubstringScript(word))
        .map((word) => [word, MULTIPLIERS[kind]] as const),
    ),
  ),
);

// digits may follow a Chinese or Korean character directly ("每年2万欧"), not a Latin letter ("b2", "h2020")
const NUMBER =
  /(?:(?<![A-Za-z\u00C0-\u024F\d])|(?<=(?<![A-Za-z])r))(\d{1,3}(?:[ ,.'\u00A0\u202F]\d{3})+|\d+)(?:[.,](\d{1,2}))?(?!\d)/gu;

function parseNumber(integerPart: string, decimals: string | undefined): number {
  return Number(integerPart.replace(/[ ,.'\u00A0\u202F]/g, '')) + (decimals ? Number(`0.${decimals}`) : 0);
}

function symbolAt(text: string, from: number, direction: 1 | -1): readonly [string, string] | null {
  const window =
    direction === 1
      ? text.slice(from, from + 5).trimStart()
      : text.slice(Math.max(0, from - 5), from).trimEnd();
  for (const [symbol, code] of CURRENCY_SYMBOLS) {
    const hit = direction === 1 ? window.startsWith(symbol) : window.endsWith(symbol);
    if (!hit) continue;
    // a letter symbol must stand alone ("20k eur", not "20 euros" read as "eur" + "os": that is a currency word)
    const after = direction === 1 ? window.charAt(symbol.length) : '';
    // "od 2022 r.": Polish "rok" (year) abbreviated, not the rand
    if (symbol === 'r' && after === '.') continue;
    const before = direction === -1 ? window.charAt(window.length - symbol.length - 1) : '';
    if (/\p{L}/u.test(symbol) && (/\p{L}/u.test(after) || /\p{L}/u.test(before))) continue;
    return [symbol, code];
  }
  return null;
}

/**
 * Amounts written in a normalized profile: digits with any thousands separators, "k" or a thousand word after
 * them (Chinese and Korean ten-thousands too), and the currency from a symbol or a currency word beside them.
 */
export function findMoney(text: string, cues: readonly Mention[]): MoneyMention[] {
  const normalized = withChineseDigits(text);
  const found: MoneyMention[] = [];
  // "2만5천" is one amount: the "5" read with it is not another
  let consumed = 0;
  for (const match of normalized.matchAll(NUMBER)) {
    if (match.index < consumed) continue;
    let amount = parseNumber(match[1]!, match[2]);
    const start = match.index;
    let end = start + match[0].length;
    let lastFactor = 1;
    // a multiplier word only right after the digits or one space ("20 thousand", "2만"), never past other digits
    const multiplierAt = (from: number) =>
      cues.find(
        (cue) =>
          cue.id in MULTIPLIERS && cue.start >= from && /^\s?$/.test(normalized.slice(from, cue.start)),
      );

    let implied: string | null = null;
    // multipliers right after the digits: "20k", "20 thousand", "20bin", "60 millones", "10万", "1000만"
    for (;;) {
      const rest = normalized.slice(end);
      const attached = /^(\p{L}+)/u.exec(rest);
      const factor = attached ? ATTACHED_MULTIPLIERS.get(attached[1]!) : undefined;
      if (attached && factor) {
        amount *= factor;
        end += attached[0].length;
        continue;
      }
      // Indian numbering: "10 lakh rupees" is a million rupees
      const lakh = /^\s?(lakhs?|lacs?|crores?)(?![\p{L}])/u.exec(rest);
      if (lakh) {
        amount *= lakh[1]!.startsWith('c') ? 10_000_000 : 100_000;
        end += lakh[0].length;
        implied = 'INR';
        continue;
      }
      const k = /^\s?k(?![\p{L}])/u.exec(rest);
      if (k) {
        amount *= 1000;
        end += k[0].length;
        continue;
      }
      // "30w/年": Chinese writers abbreviate 万 (wan) as "w"
      const wan = HAN.test(normalized) ? /^w(?![\p{L}])/u.exec(rest) : null;
      if (wan) {
        amount *= MULTIPLIERS.tenThousand;
        lastFactor = MULTIPLIERS.tenThousand;
        implied ??= 'CNY';
        end += wan[0].length;
        continue;
      }
      const word = multiplierAt(end);
      if (!word) break;
      lastFactor = MULTIPLIERS[word.id as keyof typeof MULTIPLIERS];
      // "预算10万", "월 150만": counted in ten-thousands with no currency named, the money of that script's
      // country (nobody writes 10万 for 100,000 euro without saying euro)
      if (lastFactor === MULTIPLIERS.tenThousand)
        implied ??= /\p{Script=Hangul}/u.test(normalized.slice(word.start, word.end)) ? 'KRW' : 'CNY';
      amount *= lastFactor;
      end = word.end;
    }
    // Chinese and Korean numbers go on after the ten-thousands: "2만5천" is 25,000, "3万5千" 35,000, "2万5000" too
    if (lastFactor === MULTIPLIERS.tenThousand) {
      const more = /^\s?(\d{1,4})(?![\d.,])/u.exec(normalized.slice(end));
      if (more) {
        const afterDigits = end + more[0].length;
        const thousands = multiplierAt(afterDigits);
        if (thousands?.id === 'thousand') {
          amount += Number(more[1]) * 1000;
          end = thousands.end;
        } else if (!thousands) {
          amount += Number(more[1]);
          end = afterDigits;
        }
      }
    }
    consumed = end;

    const symbol = symbolAt(normalized, end, 1) ?? symbolAt(normalized, start, -1);
    let currency = symbol?.[1] ?? null;
    let named = symbol !== null && NAMED_CURRENCY.test(symbol[0]);
    if (!currency) {
      // currency words count only after the amount ("2000 euros", "2만원"): before it, a short word such as
      // Korean 원 is too often the end of another word ("대학원 2년"); codes and symbols were checked above
      // "2000 euros", "60 millones de pesos", "20 thousand of dollars"
      const gapTo = (cue: Mention) => normalized.slice(end, cue.start).replace(/\s(de|of|di|do|da)\s/, ' ');
      const word = cues.find((cue) => cue.kind === 'currency' && cue.start >= end && gapTo(cue).length <= 3);
      // "12 grand a year all in (pounds, fees and rent)": the currency named later in the same phrase
      const later = cues.find(
        (cue) =>
          cue.kind === 'currency' &&
          cue.start >= end &&
          gapTo(cue).length <= 24 &&
          !/[\d.;!?]/.test(normalized.slice(end, cue.start)),
      );
      const namedBy = (cue: Mention) => NAMED_CURRENCY.test(normalized.slice(cue.start, cue.end));
      if (word) {
        currency = word.id;
        named = namedBy(word);
        end = word.end;
      } else if (later) {
        currency = later.id;
        named = namedBy(later);
      }
    }
    currency ??= implied;
    const known = currency !== null && isKnownCurrency(currency);
    found.push({ amount, currency: known ? currency : null, named: known && named, start, end });
  }
  return found;
}

const CHINESE_DIGITS: Readonly<Record<string, string>> = {
  一: '1',
  二: '2',
  两: '2',
  兩: '2',
  三: '3',
  四: '4',
  五: '5',
  六: '6',
  七: '7',
  八: '8',
  九: '9',
};

/** "两万欧元", "五千" with the digit written as a character: the same text with that digit, positions kept. */
function withChineseDigits(text: string): string {
  return text.replace(/[一二两兩三四五六七八九](?=[万萬千])/gu, (digit) => CHINESE_DIGITS[digit]!);
}

export function euroPerYear(amount: number, currency: string, period: 'month' | 'year'): number {
  return Math.round(toEuro(amount, currency) * (period === 'month' ? 12 : 1));
}
