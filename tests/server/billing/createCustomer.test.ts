import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabases, TestClient, type TestServer } from '../../support/serverHarness';
import { createTestUser } from '../../support/users';
import { dataTables, rowCounts } from '../../support/rowCounts';
import { authenticate, invoiceCount, pay, payOk, receipts, userRow } from './helpers';

describe.each(testDatabases)('transaction/create-customer on %s', (kind) => {
  let server: TestServer;
  let tables: string[];
  beforeAll(async () => {
    server = await startTestServer(kind);
    tables = await dataTables(server);
  });
  afterAll(async () => server.close());

  it('charges the first month, makes the user Plus, writes one invoice and mails a receipt', async () => {
    const user = await createTestUser(server);
    const before = Math.floor(Date.now() / 1000);
    const data = await payOk(user.client, { price: 'us_month' });
    expect(data).toMatchObject({ action_needed: 0, trial_started: 0, plan_type: 0, subscr_amount: 799, payment_type: 'card' });
    expect(data.cuid).toMatch(/^cus_/);
    expect(data.subscr_date).toBeGreaterThan(before + 27 * 86400);
    expect(data.subscr_date).toBeLessThan(before + 32 * 86400);
    const status = await user.client.call<Record<string, unknown>>('auth/status');
    expect(status.body.data).toMatchObject({ pl: '1', status: 'plus', plan_type: 0, price_id: 'us_month', price_pair_id: 'us', delinquent: false, subscription_status: 'active' });
    expect(await invoiceCount(server, user.id)).toBe(1);
    const [receipt] = await receipts(server, user.email, 1);
    expect(receipt!.subject).toContain('$7.99');
    expect(receipt!.text).toContain('•••• 4242');
    expect(receipt!.text).toContain('Ada Lovelace');
  });

  it('charges the yearly price in the pair\'s currency and translates the receipt', async () => {
    const user = await createTestUser(server, { language: 'de' });
    const data = await payOk(user.client, { price: 'eu_year', stripeToken: 'tok_mastercard' });
    expect(data).toMatchObject({ plan_type: 1, subscr_amount: 5999 });
    expect(await userRow(server, user.id)).toMatchObject({ pl: 1, plan_type: 1, price_id: 'eu_year', price_pair_id: 'eu' });
    const [receipt] = await receipts(server, user.email, 1);
    expect(receipt!.subject).toContain('Quittung');
    expect(receipt!.subject).toMatch(/59,99\s?€/);
    expect(receipt!.text).toContain('•••• 4444');
  });

  it.each([
    ['tok_chargeDeclined', 'card_declined'],
    ['tok_chargeDeclinedInsufficientFunds', 'insufficient_funds'],
    ['tok_chargeDeclinedExpiredCard', 'expired_card'],
    ['tok_chargeDeclinedIncorrectCvc', 'incorrect_cvc'],
    ['tok_chargeDeclinedFraudulent', 'fraudulent'],
    ['tok_chargeDeclinedStolenCard', 'stolen_card'],
    ['tok_unknown', 'invalid_token'],
    ['pm_card_chargeDeclined_not_a_test_id', 'invalid_token'],
  ])('refuses %s with %s and writes nothing', async (token, code) => {
    const user = await createTestUser(server);
    const before = await rowCounts(server, tables);
    const res = await pay(user.client, { stripeToken: token });
    expect(res.status).toBe(402);
    expect(res.body.error?.code).toBe(code);
    expect(await rowCounts(server, tables)).toEqual(before);
    expect((await userRow(server, user.id)).pl).toBe(0);
  });

  it('answers card_declined for a card that attaches but cannot be charged, and the user stays free', async () => {
    const user = await createTestUser(server);
    const res = await pay(user.client, { stripeToken: 'tok_chargeCustomerFail' });
    expect(res.status).toBe(402);
    expect(res.body.error?.code).toBe('card_declined');
    expect(await userRow(server, user.id)).toMatchObject({ pl: 0 });
    expect(await invoiceCount(server, user.id)).toBe(0);
    const sub = await server.services.db.selectFrom('subscriptions').select('id').where('user_id', '=', user.id).execute();
    expect(sub).toEqual([]);
  });

  it.each([
    [{ price: 'monthly' }, 'invalid_price'],
    [{ price: 'monthly_premium_2017' }, 'invalid_price'],
    [{ price: 'xx_year' }, 'invalid_price'],
    [{ price: '' }, 'invalid_price'],
    [{ holdername: '  ab  ' }, 'invalid_holdername'],
    [{ holdername: '' }, 'invalid_holdername'],
    [{ stripeToken: '' }, 'invalid_token'],
  ])('refuses %j with %s (400) and writes nothing', async (fields, code) => {
    const user = await createTestUser(server);
    const before = await rowCounts(server, tables);
    const res = await pay(user.client, fields);
    expect(res.status).toBe(400);
    expect(res.body.error?.code).toBe(code);
    expect(await rowCounts(server, tables)).toEqual(before);
  });

  it('answers not_logged_in to a visitor', async () => {
    const res = await pay(new TestClient(server));
    expect(res.status).toBe(401);
    expect(res.body.error?.code).toBe('not_logged_in');
  });

  it('answers user_is_plus to a Plus user and charges nothing more', async () => {
    const user = await createTestUser(server);
    await payOk(user.client);
    const res = await pay(user.client, { price: 'us_year' });
    expect(res.status).toBe(409);
    expect(res.body.error?.code).toBe('user_is_plus');
    expect(await invoiceCount(server, user.id)).toBe(1);
  });

  it('starts a 7-day free trial with the card saved and nothing charged; a second trial is trial_found', async () => {
    const user = await createTestUser(server);
    const before = Math.floor(Date.now() / 1000);
    const data = await payOk(user.client, { start_free_trial: '1', price: 'us_year' });
    expect(data).toMatchObject({ action_needed: 0, trial_started: 1, plan_type: 1, subscr_amount: 5999, payment_type: 'card' });
    expect(data.subscr_date! - before).toBeGreaterThanOrEqual(7 * 86400 - 5);
    expect(data.subscr_date! - before).toBeLessThanOrEqual(7 * 86400 + 5);
    expect(await invoiceCount(server, user.id)).toBe(0);
    const status = await user.client.call<Record<string, unknown>>('auth/status');
    expect(status.body.data).toMatchObject({ pl: '1', status: 'trialing', subscription_status: 'trialing' });
    // Cancelled at once (a trial), then asked again: the trial was had.
    await user.client.call('transaction/cancel-subscr');
    const again = await pay(user.client, { start_free_trial: '1' });
    expect(again.status).toBe(409);
    expect(again.body.error?.code).toBe('trial_found');
  });

  it('refuses a trial to who paid before (subscribed_before)', async () => {
    const user = await createTestUser(server);
    await payOk(user.client);
    await server.services.db.updateTable('subscriptions').set({ status: 'canceled' }).where('user_id', '=', user.id).execute();
    const res = await pay(user.client, { start_free_trial: '1' });
    expect(res.status).toBe(409);
    expect(res.body.error?.code).toBe('subscribed_before');
  });

  it('asks for 3-D Secure, then completes the payment on the second call with the payment_intent', async () => {
    const user = await createTestUser(server);
    const first = await payOk(user.client, { stripeToken: 'pm_card_threeDSecure2Required', price: 'us_year' });
    expect(first.action_needed).toBe(1);
    expect(first.client_secret).toMatch(/^pi_.+_secret_/);
    expect(first.payment_intent).toMatch(/^pi_/);
    expect((await userRow(server, user.id)).pl).toBe(0);
    const page = await user.client.request({ method: 'GET', url: `/sandbox/payments/${first.client_secret}` });
    expect(page.statusCode).toBe(200);
    expect(await authenticate(user.client, first.client_secret!, 'succeed')).toBe(200);
    const second = await payOk(user.client, { stripeToken: 'pm_card_threeDSecure2Required', price: 'us_year', payment_intent: first.payment_intent! });
    expect(second).toMatchObject({ action_needed: 0, plan_type: 1, subscr_amount: 5999 });
    expect(await userRow(server, user.id)).toMatchObject({ pl: 1, plan_type: 1 });
    expect(await invoiceCount(server, user.id)).toBe(1);
    await receipts(server, user.email, 1);
    // The intent is used: calling again is user_is_plus, not a second charge.
    const third = await pay(user.client, { price: 'us_year', payment_intent: first.payment_intent! });
    expect(third.body.error?.code).toBe('user_is_plus');
    expect(await invoiceCount(server, user.id)).toBe(1);
  });

  it('answers authentication_failed after a failed 3-D Secure check, for a wrong intent and for a changed price', async () => {
    const user = await createTestUser(server);
    const first = await payOk(user.client, { stripeToken: 'pm_card_threeDSecure2Required' });
    const wrong = await pay(user.client, { payment_intent: 'pi_sbx_not_this_one' });
    expect(wrong.status).toBe(402);
    expect(wrong.body.error?.code).toBe('authentication_failed');
    const otherPrice = await pay(user.client, { price: 'us_year', payment_intent: first.payment_intent! });
    expect(otherPrice.body.error?.code).toBe('invalid_price');
    expect(await authenticate(user.client, first.client_secret!, 'fail')).toBe(200);
    const failed = await pay(user.client, { payment_intent: first.payment_intent! });
    expect(failed.status).toBe(402);
    expect(failed.body.error?.code).toBe('authentication_failed');
    expect((await userRow(server, user.id)).pl).toBe(0);
    expect(await invoiceCount(server, user.id)).toBe(0);
    // Not yet authenticated: a second call before the page's answer fails too.
    const retry = await payOk(user.client, { stripeToken: 'pm_card_threeDSecure2Required' });
    const early = await pay(user.client, { payment_intent: retry.payment_intent! });
    expect(early.body.error?.code).toBe('authentication_failed');
  });

  it("cannot complete another user's 3-D Secure payment", async () => {
    const alice = await createTestUser(server);
    const bob = await createTestUser(server);
    const first = await payOk(alice.client, { stripeToken: 'pm_card_threeDSecure2Required' });
    expect(await authenticate(alice.client, first.client_secret!, 'succeed')).toBe(200);
    const stolen = await pay(bob.client, { payment_intent: first.payment_intent! });
    expect(stolen.body.error?.code).toBe('authentication_failed');
    expect((await userRow(server, bob.id)).pl).toBe(0);
    expect(await payOk(alice.client, { payment_intent: first.payment_intent! })).toMatchObject({ action_needed: 0 });
  });

  it('answers payment_in_progress while a payment of the user runs, and takes over a stale lock', async () => {
    const user = await createTestUser(server);
    await server.services.db.insertInto('payment_locks').values({ user_id: user.id, started_at: Date.now() }).execute();
    const res = await pay(user.client);
    expect(res.status).toBe(409);
    expect(res.body.error?.code).toBe('payment_in_progress');
    expect(await invoiceCount(server, user.id)).toBe(0);
    await server.services.db.updateTable('payment_locks').set({ started_at: Date.now() - 3 * 60 * 1000 }).where('user_id', '=', user.id).execute();
    await payOk(user.client);
    expect(await invoiceCount(server, user.id)).toBe(1);
    const locks = await server.services.db.selectFrom('payment_locks').select('user_id').where('user_id', '=', user.id).execute();
    expect(locks).toEqual([]);
  });

  it('charges once when two payments of the same user arrive together', async () => {
    const user = await createTestUser(server);
    const results = await Promise.all([pay(user.client), pay(user.client, { price: 'us_year' })]);
    const ok = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status !== 200);
    expect(ok).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(['payment_in_progress', 'user_is_plus']).toContain(refused[0]!.body.error?.code);
    expect(await invoiceCount(server, user.id)).toBe(1);
    const subs = await server.services.db.selectFrom('subscriptions').select('id').where('user_id', '=', user.id).execute();
    expect(subs).toHaveLength(1);
  });
});
