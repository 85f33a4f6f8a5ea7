/**
 * Euro exchange rates used to compare amounts: units of each currency per 1 EUR.
 * Rounded values of the ECB euro reference rates (and market rates for currencies the ECB does not publish)
 * around the date below; budgets and fees are planning figures, so a few percent of drift is acceptable.
 * Refresh from https://www.ecb.europa.eu/stats/policy_and_exchange_rates/euro_reference_exchange_rates/ .
 */
export const EXCHANGE_RATES_AS_OF = '2025-11';

export const UNITS_PER_EUR: Readonly<Record<string, number>> = {
  EUR: 1,
  // European currencies of the catalogue
  GBP: 0.88,
  CHF: 0.93,
  SEK: 10.95,
  NOK: 11.7,
  DKK: 7.46,
  ISK: 146,
  PLN: 4.25,
  CZK: 24.3,
  HUF: 388,
  RON: 5.08,
  BGN: 1.95583,
  TRY: 48.9,
  RSD: 117.2,
  MKD: 61.5,
  ALL: 96.5,
  BAM: 1.95583,
  MDL: 19.6,
  UAH: 48.5,
  GEL: 3.15,
  // Currencies students commonly state a budget in
  USD: 1.16,
  CAD: 1.62,
  AUD: 1.77,
  NZD: 2.0,
  JPY: 176,
  CNY: 8.25,
  HKD: 9.0,
  TWD: 35.5,
  KRW: 1650,
  SGD: 1.5,
  INR: 102,
  PKR: 328,
  BDT: 141,
  IDR: 19200,
  MYR: 4.9,
  THB: 37.7,
  VND: 30500,
  PHP: 67,
  BRL: 6.25,
  MXN: 21.4,
  COP: 4500,
  CLP: 1090,
  PEN: 3.95,
  ZAR: 20.1,
  NGN: 1700,
  EGP: 55,
  MAD: 10.7,
  TND: 3.4,
  DZD: 151,
  SAR: 4.35,
  AED: 4.26,
  QAR: 4.22,
  KWD: 0.356,
  JOD: 0.82,
  // the Central Bank of Iraq's official rate, 1,310 dinars to the dollar
  IQD: 1520,
  ILS: 3.8,
  KZT: 610,
  RUB: 93,
  // fixed to the euro by treaty: CFA francs of West and Central Africa, Cape Verdean escudo
  XOF: 655.957,
  XAF: 655.957,
  CVE: 110.265,
};

export function isKnownCurrency(code: string): boolean {
  return Object.hasOwn(UNITS_PER_EUR, code);
}

/** An amount in `currency` as euro; throws on a currency the table does not know (a catalogue bug). */
export function toEuro(amount: number, currency: string): number {
  const rate = UNITS_PER_EUR[currency];
  if (rate === undefined) throw new Error(`No exchange rate for ${currency}`);
  return amount / rate;
}
