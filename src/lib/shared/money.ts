// What the server's prices and the client's price display both need (subscription-navigation §3, §4, §9):
// the two recurrences, the shape of a price, the eurozone (its countries share one price pair), the
// fallback country, and which currencies have no minor unit. One list each, so the server's sums and the
// page's display cannot disagree.

export type Recurring = 'month' | 'year';

export function isRecurring(value: unknown): value is Recurring {
  return value === 'month' || value === 'year';
}

export interface Price {
  id: string;
  /** Minor units (cents; whole yen for jpy). */
  unit_amount: number;
  /** Lower case ISO 4217. */
  currency: string;
  recurring: Recurring;
}

/** The 20 countries of the euro area: they are sold the `eu` pair. */
export const EUROZONE: ReadonlySet<string> = new Set(['AT', 'BE', 'CY', 'DE', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PT', 'SI', 'SK']);

/** Where prices come from when the country is unknown. */
export const FALLBACK_COUNTRY = 'US';

/** Currencies whose minor unit is the whole unit (the card processor's zero-decimal list). */
const ZERO_DECIMAL: ReadonlySet<string> = new Set(['bif', 'clp', 'djf', 'gnf', 'jpy', 'kmf', 'krw', 'mga', 'pyg', 'rwf', 'ugx', 'vnd', 'vuv', 'xaf', 'xof', 'xpf']);

/** Digits after the decimal point in a currency's amounts (any case). */
export function currencyDecimals(currency: string): number {
  return ZERO_DECIMAL.has(currency.toLowerCase()) ? 0 : 2;
}
