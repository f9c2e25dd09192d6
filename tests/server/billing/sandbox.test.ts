import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, testDatabases, TestClient, type TestServer } from '../../support/serverHarness';
import { createTestUser } from '../../support/users';
import { advanceClock, authenticate, invoiceCount, payOk, receipts, userRow } from './helpers';
import { HEADER } from '../../../src/lib/shared/api';
import { createSandboxPayments } from '../../../server/adapters/payments/sandbox';
import { createPaymentsAdapter } from '../../../server/adapters/payments/index';
import { PaymentError } from '../../../server/adapters/payments/types';
import { RENEWAL_JOB } from '../../../server/billing/renewals';

describe.each(testDatabases)('the sandbox pages, test clock and renewals on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => server.close());

  it('is the adapter the factory makes by default, and charges once per idempotency key', async () => {
    expect((await createPaymentsAdapter(server.services.config, server.services.db)).kind).toBe('sandbox');
    expect(server.services.payments.kind).toBe('sandbox');
    expect(server.services.payments.publishableKey).toBeNull();
    const sandbox = createSandboxPayments(server.services.db);
    const { customerId, card } = await sandbox.createCustomer({ email: 'a@example.com', holderName: 'Ada', token: 'pm_card_visa', userId: 'u1' });
    expect(card).toMatchObject({ brand: 'visa', last4: '4242', expMonth: 12 });
    const request = { customerId, amount: 799, currency: 'usd', description: 'test', idempotencyKey: 'k1', offSession: true };
    const a = await sandbox.charge(request);
    const b = await sandbox.charge(request);
    const c = await sandbox.charge({ ...request, idempotencyKey: 'k2' });
    expect(a).toEqual(b);
    expect(c).not.toEqual(a);
    const threeDs = await sandbox.replaceCard({ customerId, holderName: 'Ada', token: 'pm_card_threeDSecure2Required' });
    expect(threeDs.card.last4).toBe('3184');
    await expect(sandbox.charge(request)).rejects.toMatchObject({ code: 'card_declined' });
    const onSession = await sandbox.charge({ ...request, offSession: false });
    expect(onSession.status).toBe('action_needed');
    if (onSession.status !== 'action_needed') return;
    await expect(sandbox.confirmIntent(onSession.paymentIntentId)).rejects.toBeInstanceOf(PaymentError);
    expect(await sandbox.completeAuthentication(onSession.clientSecret, 'succeed')).toBe(true);
    expect((await sandbox.confirmIntent(onSession.paymentIntentId)).status).toBe('succeeded');
    await expect(sandbox.createCustomer({ email: 'a@example.com', holderName: 'Ada', token: 'tok_chargeDeclinedFraudulent', userId: 'u1' })).rejects.toMatchObject({ code: 'fraudulent' });
  });

  it('shows a translated 3-D Secure page that the app may frame, with its script', async () => {
    const user = await createTestUser(server);
    const first = await payOk(user.client, { stripeToken: 'pm_card_threeDSecure2Required' });
    const page = await user.client.request({ method: 'GET', url: `/sandbox/payments/${first.client_secret}`, headers: { 'accept-language': 'fr' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Valider l’authentification');
    expect(page.body).toContain('Refuser l’authentification');
    expect(page.body).toContain('<script src="/sandbox/payments/page.js"></script>');
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(String(page.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
    const script = await user.client.request({ method: 'GET', url: '/sandbox/payments/page.js' });
    expect(script.statusCode).toBe(200);
    expect(script.body).toContain("type: 'pixloom-3ds'");
    expect(script.body).toContain('window.location.origin');
    const unknown = await user.client.request({ method: 'GET', url: '/sandbox/payments/pi_sbx_nope_secret_nope' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).not.toContain('<script');
  });

  it('confirms only with the CSRF token, a known secret and outcome succeed or fail, once', async () => {
    const user = await createTestUser(server);
    const first = await payOk(user.client, { stripeToken: 'pm_card_threeDSecure2Required' });
    const noCsrf = await user.client.request({ method: 'POST', url: `/sandbox/payments/${first.client_secret}/confirm`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'outcome=succeed' });
    expect(noCsrf.statusCode).toBe(403);
    const bad = await user.client.request({ method: 'POST', url: `/sandbox/payments/${first.client_secret}/confirm`, headers: { 'content-type': 'application/x-www-form-urlencoded', [HEADER.csrf]: await user.client.csrf() }, payload: 'outcome=maybe' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { code: 'invalid_outcome' } });
    expect(await authenticate(user.client, 'pi_sbx_unknown_secret_x', 'succeed')).toBe(404);
    expect(await authenticate(user.client, first.client_secret!, 'succeed')).toBe(200);
    expect(await authenticate(user.client, first.client_secret!, 'fail')).toBe(404);
    const page = await user.client.request({ method: 'GET', url: `/sandbox/payments/${first.client_secret}` });
    expect(page.statusCode).toBe(404);
  });

  it('refuses a clock advance without the CSRF token or with bad days', async () => {
    const client = new TestClient(server);
    const noCsrf = await client.request({ method: 'POST', url: '/sandbox/clock/advance', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'days=1' });
    expect(noCsrf.statusCode).toBe(403);
    for (const days of ['0', '-3', 'abc', '99999']) {
      const res = await client.request({ method: 'POST', url: '/sandbox/clock/advance', headers: { 'content-type': 'application/x-www-form-urlencoded', [HEADER.csrf]: await client.csrf() }, payload: `days=${days}` });
      expect(res.statusCode, days).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: 'invalid_days' } });
    }
  });

  it('renews at period end (a new invoice and receipt), ends a cancelled one, charges a trial at its end, and a failed renewal makes the user delinquent', async () => {
    const renewing = await createTestUser(server);
    await payOk(renewing.client, { price: 'us_month' });
    const cancelling = await createTestUser(server);
    await payOk(cancelling.client, { price: 'gb_month' });
    await cancelling.client.call('transaction/cancel-subscr');
    const trialing = await createTestUser(server);
    await payOk(trialing.client, { start_free_trial: '1', price: 'jp_month' });
    const failing = await createTestUser(server);
    await payOk(failing.client, { price: 'us_month' });
    await failing.client.call('transaction/update-customer', { stripeToken: 'tok_chargeCustomerFail', holdername: 'Ada Lovelace' });
    const threeDs = await createTestUser(server);
    const first = await payOk(threeDs.client, { stripeToken: 'pm_card_threeDSecure2Required' });
    await authenticate(threeDs.client, first.client_secret!, 'succeed');
    await payOk(threeDs.client, { stripeToken: 'pm_card_threeDSecure2Required', payment_intent: first.payment_intent! });

    // Day 8: the trial ended and was charged; nothing else is due.
    const week = await advanceClock(renewing.client, 8);
    expect(week.renewed).toBe(1);
    expect(week.failed).toBe(0);
    expect(await invoiceCount(server, trialing.id)).toBe(1);
    expect(await userRow(server, trialing.id)).toMatchObject({ pl: 1, subscription_status: 'active' });
    const [trialReceipt] = await receipts(server, trialing.email, 1);
    expect(trialReceipt!.subject).toContain('¥1,200');

    // Day 40: the monthly ones came due.
    const month = await advanceClock(renewing.client, 32);
    expect(month.now).toBeGreaterThan(Date.now() / 1000 + 39 * 86400);
    expect(await invoiceCount(server, renewing.id)).toBe(2);
    await receipts(server, renewing.email, 2);
    const status = await renewing.client.call<Record<string, unknown>>('auth/status');
    expect(status.body.data).toMatchObject({ pl: '1', delinquent: false, subscription_status: 'active' });

    expect(await userRow(server, cancelling.id)).toMatchObject({ pl: 0, subscription_status: 'canceled' });
    expect(await invoiceCount(server, cancelling.id)).toBe(1);
    expect((await cancelling.client.call('transaction/customer')).body.error?.code).toBe('user_not_plus');

    for (const user of [failing, threeDs]) {
      expect(await userRow(server, user.id)).toMatchObject({ pl: 1, delinquent: 1, subscription_status: 'past_due' });
      expect(await invoiceCount(server, user.id)).toBe(1);
      const customer = await user.client.call<Record<string, unknown>>('transaction/customer');
      expect(customer.body.data).toMatchObject({ delinquent: 1, status: 'past_due' });
    }
    // Past due is not retried by the job: only a card change does it.
    const later = await advanceClock(renewing.client, 1);
    expect(later.failed).toBe(0);
  });

  it('renews through the background job too (the periodic run)', async () => {
    const user = await createTestUser(server);
    await payOk(user.client, { price: 'ca_month' });
    await server.services.billing.advance(40);
    await server.services.jobs.send(RENEWAL_JOB, {});
    await vi.waitFor(async () => expect(await invoiceCount(server, user.id)).toBe(2), { timeout: 10_000, interval: 50 });
    const [, second] = await receipts(server, user.email, 2);
    expect(second!.subject).toContain('CA$9.99');
  });
});
