// The subscription card's rules (account-content §3 customer record and invoice, §4 "Subscription (My
// Account)", §9): which actions a record allows, what status line it shows, and the receipt's numbers —
// apart from React so each rule is tested alone.
import { ApiError, INVALID_RESPONSE } from '../../lib/request';

export type PaymentPlatform = 'card' | 'payflow' | 'paypal_subscr' | 'google_play_store' | 'apple_app_store';
const PLATFORMS: ReadonlySet<string> = new Set<PaymentPlatform>(['card', 'payflow', 'paypal_subscr', 'google_play_store', 'apple_app_store']);

/** Legacy monthly price ids: not sold any more, cannot switch to annual (§4). */
export const LEGACY_PRICE_IDS: ReadonlySet<string> = new Set(['monthly', 'monthly_premium_2017']);
export const RETENTION_COUPON = 'monthly_retention_30_percent_discount';

/** Where store and PayPal subscribers manage (and cancel) billing. */
export const MANAGE_BILLING_URLS: Readonly<Record<'google_play_store' | 'apple_app_store' | 'paypal_subscr', string>> = {
  google_play_store: 'https://play.google.com/store/account/subscriptions',
  apple_app_store: 'https://apps.apple.com/account/subscriptions',
  paypal_subscr: 'https://www.paypal.com/myaccount/autopay/',
};

/** The §3 customer record, as the client reads it from transaction/customer. */
export interface CustomerRecord {
  PaymentPlatform: PaymentPlatform;
  iscancelled: boolean;
  billingCycle: 'month' | 'year';
  /** Unix seconds. */
  nextbillingdate_timestamp: number;
  packageName: 'Plus' | 'Free';
  price_id: string;
  price_currency: string;
  /** Minor units. */
  price_unit_amount: number;
  last4: string;
  brand: string;
  exp_month: number;
  exp_year: number;
  SubscrEmai: string;
  can_apply_coupon: boolean;
  coupon_applied: boolean;
  price_pair_id: string;
  status: string;
  delinquent: boolean;
}

export interface Invoice {
  id: string;
  /** Unix seconds. */
  date_timestamp: number;
  period_start_timestamp: number;
  period_end_timestamp: number;
  name: string;
  package_name: string;
  billing_cycle: 'month' | 'year';
  /** Minor units. */
  charge: number;
  currency: string;
  last4: string;
}

const flag = (value: unknown): boolean => value === 1 || value === '1' || value === true;
const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const number = (value: unknown): number => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : 0;
};
const cycle = (value: unknown): 'month' | 'year' => (value === 'year' ? 'year' : 'month');

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads transaction/customer's answer; a shape that is not a record is invalid_response. */
export function toCustomer(answer: unknown): CustomerRecord {
  if (!isRecord(answer)) throw new ApiError(INVALID_RESPONSE);
  const platform = text(answer.PaymentPlatform);
  return {
    PaymentPlatform: PLATFORMS.has(platform) ? (platform as PaymentPlatform) : 'card',
    iscancelled: flag(answer.iscancelled),
    billingCycle: cycle(answer.billingCycle),
    nextbillingdate_timestamp: number(answer.nextbillingdate_timestamp),
    packageName: answer.packageName === 'Plus' ? 'Plus' : 'Free',
    price_id: text(answer.price_id),
    price_currency: text(answer.price_currency).toLowerCase() || 'usd',
    price_unit_amount: number(answer.price_unit_amount),
    last4: text(answer.last4),
    brand: text(answer.brand),
    exp_month: number(answer.exp_month),
    exp_year: number(answer.exp_year),
    SubscrEmai: text(answer.SubscrEmai),
    can_apply_coupon: flag(answer.can_apply_coupon),
    coupon_applied: flag(answer.coupon_applied),
    price_pair_id: text(answer.price_pair_id),
    status: text(answer.status),
    delinquent: flag(answer.delinquent),
  };
}

/** Reads transaction/invoices' answer (newest first); anything but an array is invalid_response. */
export function toInvoices(answer: unknown): Invoice[] {
  if (!Array.isArray(answer)) throw new ApiError(INVALID_RESPONSE);
  return answer.filter(isRecord).map((row) => ({
    id: text(row.id),
    date_timestamp: number(row.date_timestamp),
    period_start_timestamp: number(row.period_start_timestamp),
    period_end_timestamp: number(row.period_end_timestamp),
    name: text(row.name),
    package_name: text(row.package_name) || 'Plus',
    billing_cycle: cycle(row.billing_cycle),
    charge: number(row.charge),
    currency: text(row.currency).toLowerCase() || 'usd',
    last4: text(row.last4),
  }));
}

export const isStorePlatform = (platform: PaymentPlatform): boolean => platform === 'google_play_store' || platform === 'apple_app_store';
export const isExternalPlatform = (platform: PaymentPlatform): boolean => isStorePlatform(platform) || platform === 'paypal_subscr';

export type SubscriptionPackage = 'free' | 'plus' | 'trial';

export function packageOf(record: CustomerRecord | null): SubscriptionPackage {
  if (!record || record.packageName !== 'Plus') return 'free';
  return record.status === 'trialing' ? 'trial' : 'plus';
}

export interface CardActions {
  cancel: boolean;
  resubscribe: boolean;
  switchToAnnual: boolean;
  changeCard: boolean;
  /** The payment-form mode of "change card": payflow subscribers move to a card. */
  changeCardMode: 'update' | 'update_from_payflow';
  /** Where the subscriber manages billing instead (store and PayPal), or null. */
  manageUrl: string | null;
  /** The delinquent notice with its update button. */
  paymentFailed: boolean;
}

/** §4: which actions the card offers for a record (null: no subscription). */
export function cardActions(record: CustomerRecord | null): CardActions {
  const none: CardActions = { cancel: false, resubscribe: false, switchToAnnual: false, changeCard: false, changeCardMode: 'update', manageUrl: null, paymentFailed: false };
  if (!record || record.packageName !== 'Plus') return none;
  const platform = record.PaymentPlatform;
  if (isExternalPlatform(platform)) {
    return { ...none, manageUrl: MANAGE_BILLING_URLS[platform as keyof typeof MANAGE_BILLING_URLS] };
  }
  const trialing = record.status === 'trialing';
  return {
    cancel: !record.iscancelled,
    resubscribe: record.iscancelled,
    switchToAnnual: !record.iscancelled && !trialing && !record.delinquent && record.billingCycle === 'month' && !LEGACY_PRICE_IDS.has(record.price_id) && record.price_pair_id !== '',
    changeCard: true,
    changeCardMode: platform === 'payflow' ? 'update_from_payflow' : 'update',
    manageUrl: null,
    paymentFailed: record.delinquent,
  };
}

/** The retention coupon is offered before a cancel only when the server says it can be applied. */
export function offersRetention(record: CustomerRecord): boolean {
  return record.can_apply_coupon && !record.coupon_applied && record.billingCycle === 'month' && !record.iscancelled;
}

/** The YEAR price id of the user's own pair, which transaction/upgrade-to-yearly expects. */
export function yearlyPriceId(record: CustomerRecord): string {
  return `${record.price_pair_id}_year`;
}

export interface StatusLine {
  key: string;
  /** Unix seconds to show as a date in the message. */
  date: number;
}

/** The line under the package: trial end, the dated end of a cancelled plan, or the next billing date. */
export function statusLine(record: CustomerRecord | null): StatusLine | null {
  if (!record || record.packageName !== 'Plus') return null;
  const date = record.nextbillingdate_timestamp;
  if (record.iscancelled) return { key: 'billing_ends_on', date };
  if (record.status === 'trialing') return { key: 'billing_trial_ends_on', date };
  if (isStorePlatform(record.PaymentPlatform)) return date > 0 ? { key: 'billing_renews_on', date } : null;
  return date > 0 ? { key: 'billing_next_billing_date', date } : null;
}

/** The message after transaction/cancel-subscr: immediate, or with the date the plan ends. */
export function cancelMessage(answer: unknown): StatusLine {
  const data = isRecord(answer) ? answer : {};
  const immediately = number(data.immediately) > 0;
  return immediately ? { key: 'my_account_unsubscribed_immediately', date: 0 } : { key: 'my_account_unsubscribed_until', date: number(data.plan_expiration_date) };
}

/** Invoice print (§9): 700 px wide, letter aspect (8.5 × 11 in). */
export const RECEIPT_WIDTH_PX = 700;
export const RECEIPT_HEIGHT_PX = Math.round((RECEIPT_WIDTH_PX * 11) / 8.5);

/** The date formatter for a language ('no' is Norwegian Bokmål to Intl). */
export function formatDate(seconds: number, language: string): string {
  if (!seconds) return '';
  return new Intl.DateTimeFormat(language === 'no' ? 'nb' : language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(seconds * 1000));
}

/** A receipt's number as printed: the invoice id, upper case, never empty. */
export function receiptNumber(invoice: Invoice): string {
  return (invoice.id || String(invoice.date_timestamp)).toUpperCase();
}
