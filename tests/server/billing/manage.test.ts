import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabases, TestClient, type TestServer } from '../../support/serverHarness';
import { createTestUser, type TestUser } from '../../support/users';
import { dataTables, rowCounts } from '../../support/rowCounts';
import { advanceClock, authenticate, insertSubscription, invoiceCount, payOk, receipts, userRow } from './helpers';

interface CustomerData {
  PaymentPlatform: string;
  iscancelled: number;
  billingCycle: string;
  nextbillingdate_timestamp: number;
  packageName: string;
  price_id: string;
  price_currency: string;
  price_unit_amount: number;
  price_value: string;
  last4: string | null;
  brand: string | null;
  exp_month: number | null;
  exp_year: number | null;
  SubscrEmai: string;
  can_apply_coupon: number;
  coupon_applied: number;
  price_pair_id: string;
  status: string;
  delinquent: number;
}

interface InvoiceData {
  id: string;
  date_timestamp: number;
  period_start_timestamp: number;
  period_end_timestamp: number;
  name: string;
  package_name: string;
  billing_cycle: string;
  charge: number;
  currency: string;
  last4: string;
}

describe.each(testDatabases)('subscription management calls on %s', (kind) => {
  let server: TestServer;
  let tables: string[];
  beforeAll(async () => {
    server = await startTestServer(kind);
    tables = await dataTables(server);
  });
  afterAll(async () => server.close());

  async function plusUser(fields: Record<string, string> = {}): Promise<TestUser> {
    const user = await createTestUser(server);
    await payOk(user.client, fields);
    return user;
  }

  async function expectError(client: TestClient, call: string, payload: Record<string, string>, status: number, code: string): Promise<void> {
    const before = await rowCounts(server, tables);
    const res = await client.call(call, payload);
    expect(res.body.error?.code, `${call} ${JSON.stringify(res.body)}`).toBe(code);
    expect(res.status).toBe(status);
    expect(await rowCounts(server, tables)).toEqual(before);
  }

  describe('transaction/customer', () => {
    it('answers the account-content §3 record of a card subscriber', async () => {
      const user = await plusUser({ price: 'gb_month', holdername: 'Grace Hopper' });
      const res = await user.client.call<CustomerData>('transaction/customer');
      expect(res.status).toBe(200);
      const data = res.body.data!;
      expect(data).toMatchObject({
        PaymentPlatform: 'card', iscancelled: 0, billingCycle: 'month', packageName: 'Plus', price_id: 'gb_month', price_currency: 'gbp', price_unit_amount: 699, price_value: '6.99',
        last4: '4242', brand: 'visa', exp_month: 12, SubscrEmai: user.email, can_apply_coupon: 1, coupon_applied: 0, price_pair_id: 'gb', status: 'active', delinquent: 0,
      });
      expect(data.exp_year).toBeGreaterThan(new Date().getUTCFullYear());
      expect(data.nextbillingdate_timestamp).toBeGreaterThan(Date.now() / 1000 + 27 * 86400);
    });

    it('answers user_not_plus to a free user and not_logged_in to a visitor', async () => {
      const free = await createTestUser(server);
      await expectError(free.client, 'transaction/customer', {}, 403, 'user_not_plus');
      await expectError(new TestClient(server), 'transaction/customer', {}, 401, 'not_logged_in');
    });

    it('shows a store subscriber without a card', async () => {
      const user = await createTestUser(server);
      await insertSubscription(server, user.id, { platform: 'google_play_store' });
      const res = await user.client.call<CustomerData>('transaction/customer');
      expect(res.body.data).toMatchObject({ PaymentPlatform: 'google_play_store', last4: null, can_apply_coupon: 0 });
    });
  });

  describe('transaction/invoices', () => {
    it('answers no_invoices when there are none', async () => {
      const free = await createTestUser(server);
      await expectError(free.client, 'transaction/invoices', {}, 404, 'no_invoices');
    });

    it('lists the charges newest first, with the holder and the card', async () => {
      const user = await plusUser({ holdername: 'Katherine Johnson' });
      await user.client.call('transaction/upgrade-to-yearly', { price: 'us_year' });
      const res = await user.client.call<InvoiceData[]>('transaction/invoices');
      expect(res.status).toBe(200);
      const list = res.body.data!;
      expect(list).toHaveLength(2);
      expect(list[0]).toMatchObject({ billing_cycle: 'year', charge: 5399, currency: 'usd', name: 'Katherine Johnson', package_name: 'Plus', last4: '4242' });
      expect(list[1]).toMatchObject({ billing_cycle: 'month', charge: 799 });
      expect(list[0]!.period_end_timestamp - list[0]!.period_start_timestamp).toBeGreaterThanOrEqual(365 * 86400);
      expect(list[0]!.date_timestamp).toBeGreaterThanOrEqual(list[1]!.date_timestamp);
      const other = await createTestUser(server);
      expect((await other.client.call('transaction/invoices')).body.error?.code).toBe('no_invoices');
    });
  });

  describe('transaction/cancel-subscr and transaction/re-subscribe', () => {
    it('cancels a paid subscription at period end, and re-subscribe undoes it', async () => {
      const user = await plusUser();
      const before = (await user.client.call<CustomerData>('transaction/customer')).body.data!;
      const res = await user.client.call<{ immediately: number; plan_expiration_date: number }>('transaction/cancel-subscr');
      expect(res.body.data).toEqual({ immediately: 0, plan_expiration_date: before.nextbillingdate_timestamp });
      const after = (await user.client.call<CustomerData>('transaction/customer')).body.data!;
      expect(after).toMatchObject({ iscancelled: 1, status: 'active', can_apply_coupon: 0 });
      expect((await userRow(server, user.id)).pl).toBe(1);
      expect((await user.client.call('transaction/re-subscribe')).body.data).toBe('success');
      expect((await user.client.call<CustomerData>('transaction/customer')).body.data?.iscancelled).toBe(0);
      await expectError(user.client, 'transaction/re-subscribe', {}, 409, 'not_cancelled');
    });

    it('ends a trial at once', async () => {
      const user = await createTestUser(server);
      await payOk(user.client, { start_free_trial: '1' });
      const res = await user.client.call<{ immediately: number; plan_expiration_date: number }>('transaction/cancel-subscr');
      expect(res.body.data?.immediately).toBe(1);
      expect(Math.abs(res.body.data!.plan_expiration_date - Date.now() / 1000)).toBeLessThan(60);
      expect(await userRow(server, user.id)).toMatchObject({ pl: 0, subscription_status: 'canceled' });
      const status = await user.client.call<Record<string, unknown>>('auth/status');
      expect(status.body.data).toMatchObject({ pl: '0', status: 'free', price_id: '' });
      await expectError(user.client, 'transaction/re-subscribe', {}, 403, 'user_not_plus');
      await expectError(user.client, 'transaction/cancel-subscr', {}, 403, 'user_not_plus');
    });

    it('sends store and PayPal subscribers to manage it outside', async () => {
      for (const platform of ['apple_app_store', 'google_play_store', 'paypal_subscr'] as const) {
        const user = await createTestUser(server);
        await insertSubscription(server, user.id, { platform });
        await expectError(user.client, 'transaction/cancel-subscr', {}, 409, 'manage_externally');
        await expectError(user.client, 'transaction/re-subscribe', {}, 409, 'manage_externally');
      }
    });

    it('answers user_not_plus to a free user', async () => {
      const free = await createTestUser(server);
      await expectError(free.client, 'transaction/cancel-subscr', {}, 403, 'user_not_plus');
      await expectError(free.client, 'transaction/re-subscribe', {}, 403, 'user_not_plus');
    });
  });

  describe('transaction/apply-coupon', () => {
    it('takes 30 % off the next monthly charges, once', async () => {
      const user = await plusUser();
      expect((await user.client.call('transaction/apply-coupon', { coupon: 'monthly_retention_30_percent_discount' })).body.data).toBe('success');
      const data = (await user.client.call<CustomerData>('transaction/customer')).body.data!;
      expect(data).toMatchObject({ coupon_applied: 1, can_apply_coupon: 0, price_unit_amount: 559, price_value: '5.59' });
      await expectError(user.client, 'transaction/apply-coupon', { coupon: 'monthly_retention_30_percent_discount' }, 409, 'coupon_already_applied');
    });

    it('refuses unknown coupons, yearly and cancelled subscriptions, and free users', async () => {
      const user = await plusUser();
      await expectError(user.client, 'transaction/apply-coupon', { coupon: 'FREE_FOREVER' }, 400, 'invalid_coupon');
      await expectError(user.client, 'transaction/apply-coupon', { coupon: '__proto__' }, 400, 'invalid_coupon');
      await expectError(user.client, 'transaction/apply-coupon', {}, 400, 'invalid_coupon');
      await user.client.call('transaction/cancel-subscr');
      await expectError(user.client, 'transaction/apply-coupon', { coupon: 'monthly_retention_30_percent_discount' }, 400, 'invalid_coupon');
      const yearly = await plusUser({ price: 'us_year' });
      await expectError(yearly.client, 'transaction/apply-coupon', { coupon: 'monthly_retention_30_percent_discount' }, 400, 'invalid_coupon');
      const free = await createTestUser(server);
      await expectError(free.client, 'transaction/apply-coupon', { coupon: 'monthly_retention_30_percent_discount' }, 403, 'user_not_plus');
    });
  });

  describe('transaction/upgrade-to-yearly', () => {
    it('charges the yearly price less 10 % now and switches the plan', async () => {
      const user = await plusUser({ price: 'eu_month' });
      await receipts(server, user.email, 1);
      const res = await user.client.call('transaction/upgrade-to-yearly', { price: 'eu_year' });
      expect(res.body.data).toBe('success');
      const data = (await user.client.call<CustomerData>('transaction/customer')).body.data!;
      expect(data).toMatchObject({ billingCycle: 'year', price_id: 'eu_year', price_unit_amount: 5399 });
      expect(await userRow(server, user.id)).toMatchObject({ plan_type: 1, price_id: 'eu_year' });
      expect(await invoiceCount(server, user.id)).toBe(2);
      await receipts(server, user.email, 2);
      // Already yearly: success, nothing charged.
      expect((await user.client.call('transaction/upgrade-to-yearly', { price: 'eu_year' })).body.data).toBe('success');
      expect(await invoiceCount(server, user.id)).toBe(2);
    });

    it('refuses a price of another pair (price_mismatch), legacy and store subscribers (not_allowed), free users', async () => {
      const user = await plusUser({ price: 'us_month' });
      await expectError(user.client, 'transaction/upgrade-to-yearly', { price: 'eu_year' }, 400, 'price_mismatch');
      await expectError(user.client, 'transaction/upgrade-to-yearly', { price: 'us_month' }, 400, 'price_mismatch');
      await expectError(user.client, 'transaction/upgrade-to-yearly', {}, 400, 'invalid_price');
      const legacy = await createTestUser(server);
      await insertSubscription(server, legacy.id, { platform: 'card', price_id: 'monthly_premium_2017', price_pair_id: 'legacy' });
      await expectError(legacy.client, 'transaction/upgrade-to-yearly', { price: 'us_year' }, 403, 'not_allowed');
      const store = await createTestUser(server);
      await insertSubscription(server, store.id, { platform: 'apple_app_store' });
      await expectError(store.client, 'transaction/upgrade-to-yearly', { price: 'us_year' }, 403, 'not_allowed');
      const free = await createTestUser(server);
      await expectError(free.client, 'transaction/upgrade-to-yearly', { price: 'us_year' }, 403, 'user_not_plus');
    });

    it('goes through 3-D Secure: action_needed with the secret, then confirmed=1 (or 2 → authentication_failed)', async () => {
      const ok = await createTestUser(server);
      const first = await payOk(ok.client, { stripeToken: 'pm_card_threeDSecure2Required' });
      await authenticate(ok.client, first.client_secret!, 'succeed');
      await payOk(ok.client, { stripeToken: 'pm_card_threeDSecure2Required', payment_intent: first.payment_intent! });
      const asked = await ok.client.call<{ code: string; cim: string }>('transaction/upgrade-to-yearly', { price: 'us_year' });
      expect(asked.body.data?.code).toBe('action_needed');
      expect(asked.body.data?.cim).toMatch(/^pi_.+_secret_/);
      await authenticate(ok.client, asked.body.data!.cim, 'fail');
      await expectError(ok.client, 'transaction/upgrade-to-yearly', { confirmed: '2' }, 402, 'authentication_failed');
      expect(await invoiceCount(server, ok.id)).toBe(1);
      const again = await ok.client.call<{ code: string; cim: string }>('transaction/upgrade-to-yearly', { price: 'us_year' });
      await authenticate(ok.client, again.body.data!.cim, 'succeed');
      expect((await ok.client.call('transaction/upgrade-to-yearly', { confirmed: '1' })).body.data).toBe('success');
      expect(await invoiceCount(server, ok.id)).toBe(2);
      expect((await userRow(server, ok.id)).plan_type).toBe(1);
    });
  });

  describe('transaction/update-customer', () => {
    it('replaces the card and answers it', async () => {
      const user = await plusUser();
      const res = await user.client.call<{ last4: string; brand: string; exp_month: number; exp_year: number }>('transaction/update-customer', { stripeToken: 'tok_mastercard', holdername: 'Mary Jackson' });
      expect(res.body.data).toMatchObject({ last4: '4444', brand: 'mastercard', exp_month: 12 });
      expect((await user.client.call<CustomerData>('transaction/customer')).body.data?.last4).toBe('4444');
      expect(await invoiceCount(server, user.id)).toBe(1);
    });

    it('refuses a declined card, a bad holder name, and users without a card subscription', async () => {
      const user = await plusUser();
      await expectError(user.client, 'transaction/update-customer', { stripeToken: 'tok_chargeDeclined', holdername: 'Mary Jackson' }, 402, 'card_declined');
      await expectError(user.client, 'transaction/update-customer', { stripeToken: 'tok_visa', holdername: 'M' }, 400, 'invalid_holdername');
      const free = await createTestUser(server);
      await expectError(free.client, 'transaction/update-customer', { stripeToken: 'tok_visa', holdername: 'Mary Jackson' }, 403, 'user_not_plus');
      const store = await createTestUser(server);
      await insertSubscription(server, store.id, { platform: 'google_play_store' });
      await expectError(store.client, 'transaction/update-customer', { stripeToken: 'tok_visa', holdername: 'Mary Jackson' }, 403, 'user_not_plus');
    });

    it('retries a failed renewal at once and clears delinquent', async () => {
      const user = await plusUser({ stripeToken: 'tok_visa' });
      await user.client.call('transaction/update-customer', { stripeToken: 'tok_chargeCustomerFail', holdername: 'Ada Lovelace' });
      const clock = await advanceClock(user.client, 32);
      expect(clock.failed).toBeGreaterThanOrEqual(1);
      expect(await userRow(server, user.id)).toMatchObject({ pl: 1, delinquent: 1, subscription_status: 'past_due' });
      const status = await user.client.call<Record<string, unknown>>('auth/status');
      expect(status.body.data).toMatchObject({ pl: '1', delinquent: true, subscription_status: 'past_due' });
      const res = await user.client.call('transaction/update-customer', { stripeToken: 'tok_visa', holdername: 'Ada Lovelace' });
      expect(res.status).toBe(200);
      expect(await userRow(server, user.id)).toMatchObject({ pl: 1, delinquent: 0, subscription_status: 'active' });
      expect(await invoiceCount(server, user.id)).toBe(2);
      expect((await user.client.call<CustomerData>('transaction/customer')).body.data).toMatchObject({ delinquent: 0, status: 'active' });
    });
  });

  describe('transaction/update-payflow-customer', () => {
    it('moves a payflow subscriber to a card from the next billing date, charging nothing today', async () => {
      const user = await createTestUser(server);
      await insertSubscription(server, user.id, { platform: 'payflow' });
      // Ten days ahead on the billing clock (the sandbox's test clock, which other tests move on).
      const next = Math.floor((await server.services.billing.now()) / 1000) + 10 * 86400;
      const res = await user.client.call<Record<string, unknown>>('transaction/update-payflow-customer', { stripeToken: 'tok_visa', holdername: 'Dorothy Vaughan', price: 'us_year', nextBillingDate: String(next), period: 'year' });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data).toMatchObject({ action_needed: 0, trial_started: 0, plan_type: 1, subscr_amount: 5999, subscr_date: next, payment_type: 'card' });
      expect((await user.client.call<CustomerData>('transaction/customer')).body.data).toMatchObject({ PaymentPlatform: 'card', last4: '4242', billingCycle: 'year' });
      expect(await invoiceCount(server, user.id)).toBe(0);
    });

    it('refuses who is not a payflow subscriber, and bad input', async () => {
      const user = await plusUser();
      await expectError(user.client, 'transaction/update-payflow-customer', { stripeToken: 'tok_visa', holdername: 'Dorothy Vaughan', price: 'us_year' }, 403, 'user_not_plus');
      const payflow = await createTestUser(server);
      await insertSubscription(server, payflow.id, { platform: 'payflow' });
      await expectError(payflow.client, 'transaction/update-payflow-customer', { stripeToken: 'tok_visa', holdername: 'Dorothy Vaughan', price: 'monthly' }, 400, 'invalid_price');
      await expectError(payflow.client, 'transaction/update-payflow-customer', { stripeToken: 'tok_chargeDeclinedStolenCard', holdername: 'Dorothy Vaughan', price: 'us_year' }, 402, 'stolen_card');
    });
  });
});
