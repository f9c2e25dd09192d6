// Print prices: the server's table, never the page's. Each product size has a US dollar price; other
// currencies get fixed price points made from it (a set rate, rounded up to the currency's usual .99 or
// whole-ten ending), so a price does not move with the exchange rate. The currency is the one the user's
// country pays the subscription in (server/billing/prices.ts pairForCountry), so both read alike.
import { PRINT_PRODUCTS, PRINT_SIZES, type PrintCatalog, type PrintProduct } from '../../src/lib/shared/print';
import { currencyDecimals } from '../../src/lib/shared/money';
import { pairForCountry } from '../billing/prices';

/** US cents per print, by product and size id. */
const USD: Readonly<Record<PrintProduct, Readonly<Record<string, number>>>> = {
  photo_print: { '4x6': 49, '5x7': 149, '8x10': 499 },
  poster: { '12x18': 1499, '18x24': 2299, '24x36': 3499 },
  canvas: { '8x10': 2999, '12x16': 4499, '16x20': 5999 },
};
const USD_SHIPPING = 599;

/** Units of each currency per US dollar, fixed for the price list. */
const RATES: ReadonlyMap<string, number> = new Map([
  ['usd', 1], ['eur', 0.95], ['gbp', 0.8], ['cad', 1.35], ['aud', 1.5], ['mxn', 18], ['brl', 5],
  ['inr', 83], ['jpy', 150], ['nok', 10.5], ['isk', 138], ['chf', 0.9], ['sek', 10.5], ['try', 32],
]);

function pricePoint(usdCents: number, currency: string): number {
  const rate = RATES.get(currency) ?? 1;
  if (currencyDecimals(currency) === 0) return Math.max(10, Math.ceil((usdCents / 100) * rate / 10) * 10);
  // Minor units, rounded up to the next whole unit minus one (x.99); under one unit, to the next ten.
  const minor = (usdCents * rate);
  if (minor < 100) return Math.ceil(minor / 10) * 10 - 1;
  return Math.ceil(minor / 100) * 100 - 1;
}

export interface PrintPriceList {
  currency: string;
  shipping: number;
  /** `${product}:${size}` → minor units. */
  unit: ReadonlyMap<string, number>;
}

const lists = new Map<string, PrintPriceList>();

function listFor(currency: string): PrintPriceList {
  let list = lists.get(currency);
  if (!list) {
    const unit = new Map<string, number>();
    for (const product of PRINT_PRODUCTS) for (const s of PRINT_SIZES[product]) unit.set(`${product}:${s.id}`, pricePoint(USD[product][s.id] ?? 0, currency));
    list = { currency, shipping: pricePoint(USD_SHIPPING, currency), unit };
    lists.set(currency, list);
  }
  return list;
}

/** The price list of a country (the ui_country cookie or the user's country; unknown: US dollars). */
export function printPricesFor(country: string | undefined | null): PrintPriceList {
  const currency = pairForCountry(country).pair.currency;
  return listFor(RATES.has(currency) ? currency : 'usd');
}

export function catalogOf(list: PrintPriceList): PrintCatalog {
  return {
    currency: list.currency,
    shipping_amount: list.shipping,
    products: PRINT_PRODUCTS.map((id) => ({ id, sizes: PRINT_SIZES[id].map((s) => ({ id: s.id, short: s.short, long: s.long, unit_amount: list.unit.get(`${id}:${s.id}`)! })) })),
  };
}
