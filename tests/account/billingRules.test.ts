// The subscription card's rules (account-content §4 "Subscription (My Account)", §8, §9): which actions a
// customer record allows (legacy, cancelled, store, PayPal, trialing, delinquent, payflow), the status line,
// the cancel message, the answers' shapes, the 3-D Secure message check and the receipt's size.
import { describe, expect, it } from 'vitest';
import {
  MANAGE_BILLING_URLS,
  RECEIPT_HEIGHT_PX,
  RECEIPT_WIDTH_PX,
  cancelMessage,
  cardActions,
  offersRetention,
  packageOf,
  statusLine,
  toCustomer,
  toInvoices,
  yearlyPriceId,
  type CustomerRecord,
} from '../../src/features/account/billingRules';
import { threeDSecureOutcome } from '../../src/features/account/ThreeDSecureModal';
import { ApiError } from '../../src/lib/request';

const NEXT = 1_790_000_000;

function record(fields: Record<string, unknown> = {}): CustomerRecord {
  return toCustomer({
    PaymentPlatform: 'card',
    iscancelled: 0,
    billingCycle: 'month',
    nextbillingdate_timestamp: NEXT,
    packageName: 'Plus',
    price_id: 'us_month',
    price_currency: 'usd',
    price_unit_amount: 799,
    price_value: '7.99',
    last4: '4242',
    exp_month: 12,
    exp_year: 2030,
    SubscrEmai: 'me@example.com',
    can_apply_coupon: 1,
    coupon_applied: 0,
    price_pair_id: 'us',
    status: 'active',
    delinquent: 0,
    ...fields,
  });
}

describe('actions on the subscription card', () => {
  it('an active monthly card subscription can cancel, switch to annual and change card', () => {
    const actions = cardActions(record());
    expect(actions).toMatchObject({ cancel: true, resubscribe: false, switchToAnnual: true, changeCard: true, changeCardMode: 'update', manageUrl: null, paymentFailed: false });
    expect(yearlyPriceId(record())).toBe('us_year');
    expect(yearlyPriceId(record({ price_pair_id: 'eu', price_id: 'eu_month' }))).toBe('eu_year');
  });

  it('legacy monthly price ids (monthly, monthly_premium_2017) cannot switch to annual', () => {
    for (const price_id of ['monthly', 'monthly_premium_2017']) {
      const actions = cardActions(record({ price_id }));
      expect(actions.switchToAnnual).toBe(false);
      expect(actions.cancel).toBe(true);
    }
  });

  it('a yearly subscription has no switch to annual', () => {
    expect(cardActions(record({ billingCycle: 'year', price_id: 'us_year' })).switchToAnnual).toBe(false);
  });

  it('a cancelled card subscription offers resubscribe instead of cancel, and no plan switch', () => {
    const actions = cardActions(record({ iscancelled: 1 }));
    expect(actions).toMatchObject({ cancel: false, resubscribe: true, switchToAnnual: false, changeCard: true });
  });

  it('Google Play and App Store subscribers manage billing in the store: no cancel, resubscribe, switch or card change', () => {
    for (const [platform, url] of [
      ['google_play_store', MANAGE_BILLING_URLS.google_play_store],
      ['apple_app_store', MANAGE_BILLING_URLS.apple_app_store],
    ] as const) {
      for (const iscancelled of [0, 1]) {
        const actions = cardActions(record({ PaymentPlatform: platform, iscancelled }));
        expect(actions).toEqual({ cancel: false, resubscribe: false, switchToAnnual: false, changeCard: false, changeCardMode: 'update', manageUrl: url, paymentFailed: false });
      }
    }
  });

  it('PayPal subscribers are sent to PayPal: they cannot cancel, resubscribe, change card or switch plan here', () => {
    const actions = cardActions(record({ PaymentPlatform: 'paypal_subscr', iscancelled: 1 }));
    expect(actions).toMatchObject({ cancel: false, resubscribe: false, switchToAnnual: false, changeCard: false, manageUrl: MANAGE_BILLING_URLS.paypal_subscr });
    expect(MANAGE_BILLING_URLS.paypal_subscr).toMatch(/^https:\/\/www\.paypal\.com\//);
  });

  it('a trialing subscriber can cancel (it ends at once) and change card, but not switch plan mid-trial', () => {
    const trial = record({ status: 'trialing' });
    expect(packageOf(trial)).toBe('trial');
    expect(cardActions(trial)).toMatchObject({ cancel: true, switchToAnnual: false, changeCard: true });
    expect(statusLine(trial)).toEqual({ key: 'billing_trial_ends_on', date: NEXT });
  });

  it('a delinquent subscriber sees the payment-failed notice with its update button, and no plan switch until the card works', () => {
    const actions = cardActions(record({ delinquent: 1, status: 'past_due' }));
    expect(actions).toMatchObject({ paymentFailed: true, changeCard: true, changeCardMode: 'update', switchToAnnual: false, cancel: true });
  });

  it('a payflow subscriber changes card by moving to a card', () => {
    expect(cardActions(record({ PaymentPlatform: 'payflow' })).changeCardMode).toBe('update_from_payflow');
  });

  it('no subscription (or Free): nothing but the upgrade path', () => {
    expect(packageOf(null)).toBe('free');
    expect(packageOf(record({ packageName: 'Free' }))).toBe('free');
    expect(cardActions(null)).toMatchObject({ cancel: false, resubscribe: false, switchToAnnual: false, changeCard: false, manageUrl: null, paymentFailed: false });
    expect(statusLine(null)).toBeNull();
  });
});

describe('cancel flow', () => {
  it('offers the retention coupon first only when the server says it can apply, once, on monthly plans', () => {
    expect(offersRetention(record())).toBe(true);
    expect(offersRetention(record({ can_apply_coupon: 0 }))).toBe(false);
    expect(offersRetention(record({ coupon_applied: 1 }))).toBe(false);
    expect(offersRetention(record({ billingCycle: 'year' }))).toBe(false);
  });

  it('answers an immediate message, or the dated end', () => {
    expect(cancelMessage({ immediately: 1, plan_expiration_date: NEXT })).toEqual({ key: 'my_account_unsubscribed_immediately', date: 0 });
    expect(cancelMessage({ immediately: 0, plan_expiration_date: NEXT })).toEqual({ key: 'my_account_unsubscribed_until', date: NEXT });
  });

  it('a cancelled plan shows the date it ends; an active one its next billing date', () => {
    expect(statusLine(record({ iscancelled: 1 }))).toEqual({ key: 'billing_ends_on', date: NEXT });
    expect(statusLine(record())).toEqual({ key: 'billing_next_billing_date', date: NEXT });
  });
});

describe('answers', () => {
  it('reads the customer record flags from 0/1 and rejects a non-record as invalid_response', () => {
    const read = record({ iscancelled: '1', delinquent: true, can_apply_coupon: '0', price_currency: 'EUR' });
    expect(read).toMatchObject({ iscancelled: true, delinquent: true, can_apply_coupon: false, price_currency: 'eur' });
    expect(() => toCustomer('success')).toThrow(ApiError);
    expect(() => toCustomer(null)).toThrowError(expect.objectContaining({ code: 'invalid_response' }));
  });

  it('reads invoices (newest first, as sent) and rejects a non-array', () => {
    const list = toInvoices([
      { id: 'in_2', date_timestamp: 200, period_start_timestamp: 200, period_end_timestamp: 300, name: 'Ann Lee', package_name: 'Plus', billing_cycle: 'year', charge: 5399, currency: 'USD', last4: '4242' },
      { id: 'in_1', date_timestamp: 100, period_start_timestamp: 100, period_end_timestamp: 200, name: 'Ann Lee', package_name: 'Plus', billing_cycle: 'month', charge: 799, currency: 'usd', last4: '4242' },
    ]);
    expect(list.map((i) => [i.id, i.charge, i.currency, i.billing_cycle])).toEqual([
      ['in_2', 5399, 'usd', 'year'],
      ['in_1', 799, 'usd', 'month'],
    ]);
    expect(() => toInvoices({})).toThrowError(expect.objectContaining({ code: 'invalid_response' }));
  });
});

describe('3-D Secure frame messages', () => {
  const origin = 'https://pixloom.test';
  it('accepts only the sandbox page message from our own origin', () => {
    expect(threeDSecureOutcome({ origin, data: { type: 'pixloom-3ds', outcome: 'succeed' } }, origin)).toBe('succeed');
    expect(threeDSecureOutcome({ origin, data: { type: 'pixloom-3ds', outcome: 'fail' } }, origin)).toBe('fail');
    expect(threeDSecureOutcome({ origin: 'https://evil.test', data: { type: 'pixloom-3ds', outcome: 'succeed' } }, origin)).toBeNull();
    expect(threeDSecureOutcome({ origin, data: { type: 'other', outcome: 'succeed' } }, origin)).toBeNull();
    expect(threeDSecureOutcome({ origin, data: 'succeed' }, origin)).toBeNull();
  });
});

describe('receipt', () => {
  it('is 700 px wide in letter aspect (8.5 × 11)', () => {
    expect(RECEIPT_WIDTH_PX).toBe(700);
    expect(RECEIPT_HEIGHT_PX / RECEIPT_WIDTH_PX).toBeCloseTo(11 / 8.5, 2);
  });
});
