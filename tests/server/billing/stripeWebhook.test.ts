// POST /webhooks/stripe: events signed with the package's own test helper are verified on the raw body,
// handled once per id and passed to the billing area's sink; a bad or missing signature is refused and
// writes nothing (issue 13: "webhooks verified by signature").
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../../support/serverHarness';
import { createTestUser } from '../../support/users';
import { dataTables, rowCounts } from '../../support/rowCounts';
import type { BillingEventSink } from '../../../server/billing/stripeWebhook';
import { pruneStripeEvents, STRIPE_EVENT_TTL_MS } from '../../../server/billing/repo';
import { startAppWith, type StripeTestApp } from './stripeApp';

const SECRET = 'whsec_test_pixloom';

type Call = [string, ...unknown[]];

function recordingSink(calls: Call[], failNext: { value: boolean }): BillingEventSink {
  const record = async (...call: Call): Promise<void> => {
    if (failNext.value) {
      failNext.value = false;
      throw new Error('the billing area could not handle it');
    }
    calls.push(call);
  };
  return {
    paymentSucceeded: (id, details) => record('paymentSucceeded', id, details),
    paymentFailed: (id, code, details) => record('paymentFailed', id, code, details),
    invoicePaid: (invoice) => record('invoicePaid', invoice),
    invoicePaymentFailed: (invoice, code) => record('invoicePaymentFailed', invoice, code),
  };
}

function event(id: string, type: string, object: Record<string, unknown>): string {
  return JSON.stringify({ id, object: 'event', type, api_version: '2026-10-28.endive', created: 1_790_000_000, livemode: false, pending_webhooks: 1, request: { id: null }, data: { object } });
}

const intent = (id: string, extra: Record<string, unknown> = {}) => ({ id, object: 'payment_intent', amount: 5999, currency: 'usd', customer: 'cus_1', latest_charge: `ch_${id}`, metadata: { user_id: 'u1' }, last_payment_error: null, status: 'succeeded', ...extra });
const invoice = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  object: 'invoice',
  customer: 'cus_1',
  status: 'paid',
  amount_paid: 799,
  amount_due: 799,
  currency: 'eur',
  period_start: 1_790_000_000,
  period_end: 1_792_592_000,
  attempt_count: 1,
  parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_1' } },
  payments: { object: 'list', data: [{ payment: { type: 'payment_intent', payment_intent: 'pi_inv' } }] },
  ...extra,
});

describe.each(testDatabases)('POST /webhooks/stripe on %s', (kind) => {
  let server: StripeTestApp;
  const calls: Call[] = [];
  const failNext = { value: false };

  const post = (payload: string, headers: Record<string, string>) =>
    server.app.inject({ method: 'POST', url: '/webhooks/stripe', headers: { 'content-type': 'application/json; charset=utf-8', ...headers }, payload });
  const signed = (payload: string, secret = SECRET) => post(payload, { 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }) });
  const storedEvents = async () => server.services.db.selectFrom('stripe_events').select(['id', 'type']).orderBy('id').execute();

  beforeAll(async () => {
    server = await startAppWith(kind, { PAYMENTS: 'stripe', STRIPE_SECRET_KEY: 'sk_test_local', STRIPE_PUBLISHABLE_KEY: 'pk_test_local', STRIPE_WEBHOOK_SECRET: SECRET }, recordingSink(calls, failNext));
  });
  afterAll(async () => server.close());
  beforeEach(() => {
    calls.length = 0;
  });

  it('refuses a missing, forged or stale signature with 400 invalid_signature and writes nothing', async () => {
    const payload = event('evt_forged', 'payment_intent.succeeded', intent('pi_forged'));
    const tables = await dataTables(server);
    const before = await rowCounts(server, tables);
    const cases = [
      await post(payload, {}),
      await post(payload, { 'stripe-signature': 't=1,v1=deadbeef' }),
      await signed(payload, 'whsec_someone_else'),
      // Signed, then changed: the signature is over the exact bytes.
      await post(payload.replace('5999', '1'), { 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }) }),
      await post(payload, { 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET, timestamp: Math.floor(Date.now() / 1000) - 3600 }) }),
    ];
    for (const res of cases) expect([res.statusCode, res.json()]).toEqual([400, { error: 'invalid_signature' }]);
    expect(calls).toEqual([]);
    expect(await storedEvents()).toEqual([]);
    expect(await rowCounts(server, tables)).toEqual(before);
  });

  it('passes payment_intent.succeeded to the sink with the charge, once per event id', async () => {
    const payload = event('evt_paid', 'payment_intent.succeeded', intent('pi_paid'));
    const first = await signed(payload);
    expect([first.statusCode, first.json()]).toEqual([200, { received: true }]);
    const again = await signed(payload);
    expect([again.statusCode, again.json()]).toEqual([200, { received: true, duplicate: true }]);
    expect(calls).toEqual([['paymentSucceeded', 'pi_paid', { chargeId: 'ch_pi_paid', customerId: 'cus_1', amount: 5999, currency: 'usd', metadata: { user_id: 'u1' } }]]);
    expect(await storedEvents()).toEqual([{ id: 'evt_paid', type: 'payment_intent.succeeded' }]);
  });

  it('passes payment_intent.payment_failed with the decline mapped to a card code', async () => {
    const failed = intent('pi_failed', { status: 'requires_payment_method', latest_charge: null, last_payment_error: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds' } });
    expect((await signed(event('evt_failed', 'payment_intent.payment_failed', failed))).statusCode).toBe(200);
    const auth = intent('pi_3ds', { status: 'requires_payment_method', last_payment_error: { type: 'card_error', code: 'payment_intent_authentication_failure' } });
    expect((await signed(event('evt_3ds', 'payment_intent.payment_failed', auth))).statusCode).toBe(200);
    expect(calls.map((c) => c.slice(0, 3))).toEqual([
      ['paymentFailed', 'pi_failed', 'insufficient_funds'],
      ['paymentFailed', 'pi_3ds', 'authentication_failed'],
    ]);
  });

  it('passes invoice.paid and invoice.payment_failed with the subscription, period and intent', async () => {
    expect((await signed(event('evt_inv_paid', 'invoice.paid', invoice('in_1')))).statusCode).toBe(200);
    expect((await signed(event('evt_inv_failed', 'invoice.payment_failed', invoice('in_2', { status: 'open', amount_paid: 0, attempt_count: 2 })))).statusCode).toBe(200);
    expect(calls).toEqual([
      ['invoicePaid', { invoiceId: 'in_1', customerId: 'cus_1', subscriptionId: 'sub_1', paymentIntentId: 'pi_inv', amount: 799, currency: 'eur', periodStart: 1_790_000_000, periodEnd: 1_792_592_000, attemptCount: 1 }],
      ['invoicePaymentFailed', { invoiceId: 'in_2', customerId: 'cus_1', subscriptionId: 'sub_1', paymentIntentId: 'pi_inv', amount: 799, currency: 'eur', periodStart: 1_790_000_000, periodEnd: 1_792_592_000, attemptCount: 2 }, 'card_declined'],
    ]);
  });

  it('forgets handled event ids after 30 days (the hourly prune), keeps newer ones', async () => {
    const db = server.services.db;
    const now = Date.now();
    await db.insertInto('stripe_events').values([
      { id: 'evt_old', type: 'payment_intent.succeeded', created_at: now - STRIPE_EVENT_TTL_MS - 1000 },
      { id: 'evt_recent', type: 'payment_intent.succeeded', created_at: now - 3 * 24 * 3600 * 1000 },
    ]).execute();
    expect(await pruneStripeEvents(db, now)).toBe(1);
    const left = (await storedEvents()).map((e) => e.id);
    expect(left).toContain('evt_recent');
    expect(left).not.toContain('evt_old');
    await db.deleteFrom('stripe_events').where('id', '=', 'evt_recent').execute();
  });

  it('answers other event types 200 without handling or recording them', async () => {
    const res = await signed(event('evt_other', 'customer.updated', { id: 'cus_1', object: 'customer' }));
    expect([res.statusCode, res.json()]).toEqual([200, { received: true }]);
    expect(calls).toEqual([]);
    expect((await storedEvents()).map((e) => e.id)).not.toContain('evt_other');
  });

  it('forgets an event the sink failed on, so that Stripe’s retry is handled', async () => {
    const payload = event('evt_retry', 'payment_intent.succeeded', intent('pi_retry'));
    failNext.value = true;
    expect((await signed(payload)).statusCode).toBe(500);
    expect((await storedEvents()).map((e) => e.id)).not.toContain('evt_retry');
    expect((await signed(payload)).statusCode).toBe(200);
    expect(calls.map((c) => c[1])).toEqual(['pi_retry']);
  });

  it('leaves the api/ calls their own body parsing (the raw body is the webhook route\'s alone)', async () => {
    // The form's mode is read (else invalid_report_mode): the api/ form parser still applies outside the route.
    const { client } = await createTestUser(server);
    const res = await client.call('photo/report-abuse', { mode: 'explore', img_key: 'not a photo' });
    expect([res.status, res.body.error?.code]).toEqual([400, 'invalid_photo_id']);
  });
});
