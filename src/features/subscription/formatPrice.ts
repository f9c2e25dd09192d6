// Price display (subscription-navigation §9): amounts are minor units; usd, gbp, mxn, cad and aud show their
// own symbol before the amount (A$ for aud), isk and nok show "Kr.", every other currency (eur among them)
// the language's own currency format. Small on purpose: the subscription area's front door exports it.

import { currencyDecimals } from '../../lib/shared/money';

/** Symbols written before the amount, per §9. */
const PREFIX: ReadonlyMap<string, string> = new Map([
  ['usd', '$'],
  ['gbp', '£'],
  ['mxn', 'MX$'],
  ['cad', 'CA$'],
  ['aud', 'A$'],
]);
/** Currencies shown as "Kr." with whole amounts when they are whole. */
const KRONA = new Set(['isk', 'nok']);

export function minorUnitsPerUnit(currency: string): number {
  return 10 ** currencyDecimals(currency);
}

function safeLocale(language: string): string {
  try {
    return Intl.NumberFormat.supportedLocalesOf([language]).length > 0 ? language : 'en';
  } catch {
    return 'en';
  }
}

/** `amountMinor` (e.g. 799 cents) in `currency` (lower case) as the user reads it in `language`. */
export function formatPrice(amountMinor: number, currency: string, language: string): string {
  const code = currency.toLowerCase();
  const locale = safeLocale(language);
  const units = amountMinor / minorUnitsPerUnit(code);
  const whole = Number.isInteger(units);
  const prefix = PREFIX.get(code);
  if (prefix !== undefined) {
    return prefix + new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(units);
  }
  if (KRONA.has(code)) {
    const digits = whole ? 0 : 2;
    return `Kr. ${new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(units)}`;
  }
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: code.toUpperCase(), minimumFractionDigits: whole && minorUnitsPerUnit(code) === 1 ? 0 : undefined }).format(units);
  } catch {
    return `${new Intl.NumberFormat(locale).format(units)} ${code.toUpperCase()}`;
  }
}

/** §9: floor(100 × (12 × month − year) / (12 × month)); 0 when the month price is not positive. */
export function savingPercent(monthMinor: number, yearMinor: number): number {
  if (!(monthMinor > 0)) return 0;
  return Math.max(0, Math.floor((100 * (12 * monthMinor - yearMinor)) / (12 * monthMinor)));
}

/** §9: the yearly card shows the year's price per month, rounded to the minor unit. */
export function yearlyPerMonth(yearMinor: number): number {
  return Math.round(yearMinor / 12);
}
