// Prices (subscription-navigation §3 Price and Price pair, §4 "Price group and choice", §9): a month and a year
// price per price pair, the pair of a country (eurozone countries share one), the saving arithmetic, and the
// legacy monthly ids some old subscriptions still carry (not sold, cannot switch to annual).

import { currencyDecimals, EUROZONE, FALLBACK_COUNTRY, type Price, type Recurring } from '../../src/lib/shared/money';

export { currencyDecimals, EUROZONE, FALLBACK_COUNTRY, type Price, type Recurring };

export interface PricePair {
  id: string;
  currency: string;
  month: number;
  year: number;
}

/** The sold pairs: month and year amounts in minor units. */
const PAIRS: readonly PricePair[] = [
  { id: 'us', currency: 'usd', month: 799, year: 5999 },
  { id: 'gb', currency: 'gbp', month: 699, year: 4999 },
  { id: 'eu', currency: 'eur', month: 799, year: 5999 },
  { id: 'ca', currency: 'cad', month: 999, year: 7499 },
  { id: 'au', currency: 'aud', month: 1199, year: 8999 },
  { id: 'mx', currency: 'mxn', month: 14900, year: 109900 },
  { id: 'br', currency: 'brl', month: 3990, year: 29990 },
  { id: 'in', currency: 'inr', month: 49900, year: 349900 },
  { id: 'jp', currency: 'jpy', month: 1200, year: 8800 },
  { id: 'no', currency: 'nok', month: 8900, year: 64900 },
  { id: 'is', currency: 'isk', month: 119000, year: 899000 },
  { id: 'ch', currency: 'chf', month: 799, year: 5999 },
  { id: 'se', currency: 'sek', month: 8900, year: 64900 },
  { id: 'tr', currency: 'try', month: 14900, year: 99900 },
];

export const PRICE_PAIRS: ReadonlyMap<string, PricePair> = new Map(PAIRS.map((p) => [p.id, p]));

/** The pair id standing for legacy prices on a subscription row. */
export const LEGACY_PAIR_ID = 'legacy';

/** Old monthly usd prices: still renewed for who has them, never sold, no switch to annual. */
export const LEGACY_PRICES: ReadonlyMap<string, Price> = new Map([
  ['monthly', { id: 'monthly', unit_amount: 499, currency: 'usd', recurring: 'month' as const }],
  ['monthly_premium_2017', { id: 'monthly_premium_2017', unit_amount: 699, currency: 'usd', recurring: 'month' as const }],
]);

/** A minor-unit amount as the decimal string of account-content §3 price_value ("59.99", "8800"). */
export function decimalValue(amount: number, currency: string): string {
  const digits = currencyDecimals(currency);
  return (amount / 10 ** digits).toFixed(digits);
}

/** The pair sold in a country (ISO alpha-2, any case); unknown or missing countries get the US pair. */
export function pairForCountry(country: string | undefined | null): { country: string; pair: PricePair } {
  const code = (country ?? '').trim().toUpperCase();
  if (EUROZONE.has(code)) return { country: code, pair: PRICE_PAIRS.get('eu')! };
  const own = /^[A-Z]{2}$/.test(code) && code !== 'EU' ? PRICE_PAIRS.get(code.toLowerCase()) : undefined;
  if (own) return { country: code, pair: own };
  return { country: FALLBACK_COUNTRY, pair: PRICE_PAIRS.get('us')! };
}

export function priceOf(pair: PricePair, recurring: Recurring): Price {
  return { id: `${pair.id}_${recurring}`, unit_amount: recurring === 'month' ? pair.month : pair.year, currency: pair.currency, recurring };
}

/** floor(100 × (12 × month − year) / (12 × month)) (§9). */
export function savingPercent(month: number, year: number): number {
  return Math.floor((100 * (12 * month - year)) / (12 * month));
}

/** A sold price by id (`<pair>_month`, `<pair>_year`), with its pair; legacy and unknown ids give undefined. */
export function soldPrice(id: string): { price: Price; pair: PricePair } | undefined {
  const match = /^([a-z]{2})_(month|year)$/.exec(id);
  if (!match) return undefined;
  const pair = PRICE_PAIRS.get(match[1]!);
  return pair ? { price: priceOf(pair, match[2] as Recurring), pair } : undefined;
}

export function isLegacyPriceId(id: string): boolean {
  return LEGACY_PRICES.has(id);
}

/** The yearly upgrade's price: the year price less 10 %, rounded to the minor unit (§4 "Upgrade to yearly"). */
export function upgradeAmount(pair: PricePair): number {
  return Math.round(pair.year * 0.9);
}

/** The retention coupon's monthly price: 30 % off, rounded to the minor unit. */
export const RETENTION_COUPON = 'monthly_retention_30_percent_discount';
export function couponAmount(amount: number): number {
  return Math.round(amount * 0.7);
}

export interface PricesAnswer {
  country: string;
  price_pair_id: string;
  currency: string;
  month: { id: string; unit_amount: number; currency: string; recurring: 'month' };
  year: { id: string; unit_amount: number; currency: string; recurring: 'year' };
  saving_percent: number;
}

export function pricesFor(country: string | undefined | null): PricesAnswer {
  const { country: resolved, pair } = pairForCountry(country);
  const month = priceOf(pair, 'month');
  const year = priceOf(pair, 'year');
  return {
    country: resolved,
    price_pair_id: pair.id,
    currency: pair.currency,
    month: { id: month.id, unit_amount: month.unit_amount, currency: month.currency, recurring: 'month' },
    year: { id: year.id, unit_amount: year.unit_amount, currency: year.currency, recurring: 'year' },
    saving_percent: savingPercent(pair.month, pair.year),
  };
}

/** The next period's end: one calendar month or year after `from` (epoch ms, UTC), clamped to the month's end. */
export function addPeriod(from: number, recurring: Recurring): number {
  const d = new Date(from);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  if (recurring === 'month') d.setUTCMonth(d.getUTCMonth() + 1);
  else d.setUTCFullYear(d.getUTCFullYear() + 1);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d.getTime();
}

export const TRIAL_DAYS = 7;
