import { findMoney } from './money';
import { normalizeText } from './text-normalizer';
import type { Mention } from './term-matcher';

const money = (text: string, cues: Mention[] = []) =>
  findMoney(normalizeText(text), cues).map(({ amount, currency }) => ({ amount, currency }));

describe(findMoney.name, () => {
  it('reads thousands separators of every convention and decimals', () => {
    expect(money('15,000 €')).toEqual([{ amount: 15000, currency: 'EUR' }]);
    expect(money('15.000 €')).toEqual([{ amount: 15000, currency: 'EUR' }]);
    expect(money('15 000 €')).toEqual([{ amount: 15000, currency: 'EUR' }]);
    expect(money('€ 899.50')).toEqual([{ amount: 899.5, currency: 'EUR' }]);
  });

  it('reads "k" and currency symbols and codes on either side', () => {
    expect(money('$20k')).toEqual([{ amount: 20000, currency: 'USD' }]);
    expect(money('12k GBP')).toEqual([{ amount: 12000, currency: 'GBP' }]);
    expect(money('£900')).toEqual([{ amount: 900, currency: 'GBP' }]);
  });

  it('reads Arabic-Indic digits', () => {
    expect(money('١٠٠٠ €')).toEqual([{ amount: 1000, currency: 'EUR' }]);
  });

  it('applies multiplier words and currency words found by the lexicon', () => {
    const text = normalizeText('10万人民币');
    const at = (word: string) => text.indexOf(word);
    const cues: Mention[] = [
      { kind: 'cue', id: 'tenThousand', start: at('万'), end: at('万') + 1 },
      { kind: 'currency', id: 'CNY', start: at('人民币'), end: at('人民币') + 3 },
    ];
    expect(findMoney(text, cues).map(({ amount, currency }) => ({ amount, currency }))).toEqual([
      { amount: 100000, currency: 'CNY' },
    ]);
  });

  it('leaves the currency open when none is written', () => {
    expect(money('a budget of 900')).toEqual([{ amount: 900, currency: null }]);
  });
});
