// The Stripe adapter (PAYMENTS=stripe) against a local HTTP fake of Stripe's API: the answers the billing code
// gets and the requests the real `stripe` package sent (issue 13: tested without a network).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStripeAdapter } from '../../../server/adapters/payments/stripe';
import { PaymentError, type PaymentsAdapter } from '../../../server/adapters/payments/types';
import { loadConfig } from '../../../server/config';
import { StripeFake } from './stripeFake';

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof PaymentError) return error.code;
    throw error;
  }
  throw new Error('expected a PaymentError');
}

describe('Stripe payments adapter against a local Stripe fake', () => {
  let fake: StripeFake;
  let stripe: PaymentsAdapter;

  beforeAll(async () => {
    fake = await new StripeFake().start();
    stripe = createStripeAdapter({ secretKey: 'sk_test_fake', publishableKey: 'pk_test_fake', apiBase: fake.url });
  });
  afterAll(async () => fake.stop());

  const newCustomer = (token: string, userId = `user-${token}`) => stripe.createCustomer({ email: 'ann@example.com', holderName: 'Ann Smith', token, userId });

  it('reads its keys from the environment (STRIPE_* and STRIPE_API_BASE)', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pixloom-stripe-config-'));
    try {
      const config = loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1', STRIPE_API_BASE: fake.url, SECRET: 'x' }, { dataDir });
      expect(config.stripe).toEqual({ secretKey: 'sk_test_1', publishableKey: 'pk_test_1', webhookSecret: 'whsec_1', apiBase: fake.url });
      expect(loadConfig({ SECRET: 'x' }, { dataDir }).stripe).toEqual({ secretKey: '', publishableKey: '', webhookSecret: '', apiBase: undefined });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    expect(stripe.kind).toBe('stripe');
    expect(stripe.publishableKey).toBe('pk_test_fake');
  });

  it('creates a customer with the token as its default card', async () => {
    const before = fake.requests.length;
    const card = await newCustomer('tok_visa', 'user-1');
    expect(card.card).toEqual({ brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 });
    expect(fake.customers.get(card.customerId)).toMatchObject({ email: 'ann@example.com', name: 'Ann Smith', default_payment_method: card.paymentMethodId });

    const sent = fake.requests.slice(before);
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /v1/customers', 'POST /v1/payment_methods', `POST /v1/payment_methods/${card.paymentMethodId}/attach`, `POST /v1/customers/${card.customerId}`]);
    expect(sent[0]!.headers.authorization).toBe('Bearer sk_test_fake');
    expect(sent[0]!.headers['idempotency-key']).toBe('customer-user-1-tok_visa');
    expect(sent[0]!.form.get('metadata[user_id]')).toBe('user-1');
    expect(sent[1]!.form.get('card[token]')).toBe('tok_visa');
    expect(sent[2]!.form.get('customer')).toBe(card.customerId);
  });

  it('takes a payment-method id as it is (no token exchange)', async () => {
    const card = await newCustomer('pm_card_mastercard');
    expect(card).toMatchObject({ paymentMethodId: 'pm_card_mastercard', card: { brand: 'mastercard', last4: '4444' } });
    expect(fake.sent('POST /v1/payment_methods').some((r) => r.form.get('card[token]') === 'pm_card_mastercard')).toBe(false);
  });

  it("maps Stripe's card errors to the seam's codes", async () => {
    const cases: [string, string][] = [
      ['tok_chargeDeclined', 'card_declined'],
      ['tok_chargeDeclinedInsufficientFunds', 'insufficient_funds'],
      ['tok_chargeDeclinedExpiredCard', 'expired_card'],
      ['tok_chargeDeclinedIncorrectCvc', 'incorrect_cvc'],
      ['tok_chargeDeclinedFraudulent', 'fraudulent'],
      ['tok_chargeDeclinedStolenCard', 'stolen_card'],
      ['tok_nothing_like_it', 'invalid_token'],
      ['pm_unknown', 'invalid_token'],
    ];
    for (const [token, code] of cases) expect([token, await refusal(newCustomer(token))]).toEqual([token, code]);
  });

  it('charges on-session with the default card, confirm and the idempotency key', async () => {
    const { customerId, paymentMethodId } = await newCustomer('tok_visa');
    const outcome = await stripe.charge({ customerId, amount: 5999, currency: 'usd', description: 'Pixloom Plus yearly', idempotencyKey: 'charge-abc', offSession: false });
    expect(outcome).toMatchObject({ status: 'succeeded', chargeId: expect.stringMatching(/^ch_/) });
    const sent = fake.sent('POST /v1/payment_intents').at(-1)!;
    expect(sent.headers['idempotency-key']).toBe('charge-abc');
    expect(Object.fromEntries(sent.form)).toMatchObject({ amount: '5999', currency: 'usd', customer: customerId, payment_method: paymentMethodId, confirm: 'true' });
    expect(sent.form.get('metadata[pixloom_key]')).toBe('charge-abc');
    expect(sent.form.has('off_session')).toBe(false);
  });

  it('charges a renewal off-session', async () => {
    const { customerId } = await newCustomer('tok_mastercard');
    await stripe.charge({ customerId, amount: 799, currency: 'eur', description: 'renewal', idempotencyKey: 'renewal-1', offSession: true });
    const sent = fake.sent('POST /v1/payment_intents').at(-1)!;
    expect(sent.form.get('off_session')).toBe('true');
    expect(sent.headers['idempotency-key']).toBe('renewal-1');
  });

  it('answers a declined charge (card_declined body with insufficient funds) as PaymentError', async () => {
    const { customerId } = await newCustomer('tok_chargeCustomerFail');
    expect(await refusal(stripe.charge({ customerId, amount: 799, currency: 'usd', description: 'x', idempotencyKey: 'fail-1', offSession: false }))).toBe('insufficient_funds');
  });

  it('answers requires_action with the client secret, then confirmIntent reads the outcome', async () => {
    const { customerId } = await newCustomer('pm_card_threeDSecure2Required');
    const outcome = await stripe.charge({ customerId, amount: 799, currency: 'usd', description: 'x', idempotencyKey: '3ds-1', offSession: false });
    expect(outcome).toMatchObject({ status: 'action_needed', paymentIntentId: expect.stringMatching(/^pi_/), clientSecret: expect.stringMatching(/_secret_/) });
    if (outcome.status !== 'action_needed') throw new Error('unreachable');

    // Still waiting for the customer: not paid.
    expect(await refusal(stripe.confirmIntent(outcome.paymentIntentId))).toBe('authentication_failed');
    fake.completeAuthentication(outcome.paymentIntentId, 'succeed');
    expect(await stripe.confirmIntent(outcome.paymentIntentId)).toMatchObject({ status: 'succeeded', chargeId: expect.stringMatching(/^ch_/) });
    expect(fake.sent(`GET /v1/payment_intents/${outcome.paymentIntentId}`)).toHaveLength(2);

    const second = await stripe.charge({ customerId, amount: 799, currency: 'usd', description: 'x', idempotencyKey: '3ds-2', offSession: false });
    if (second.status !== 'action_needed') throw new Error('expected action_needed');
    fake.completeAuthentication(second.paymentIntentId, 'fail');
    expect(await refusal(stripe.confirmIntent(second.paymentIntentId))).toBe('authentication_failed');
    expect(await refusal(stripe.confirmIntent('pi_unknown'))).toBe('invalid_token');
  });

  it('fails a renewal that asks for 3-D Secure as card_declined (nobody is there to pass it)', async () => {
    const { customerId } = await newCustomer('pm_card_threeDSecure2Required');
    expect(await refusal(stripe.charge({ customerId, amount: 799, currency: 'usd', description: 'x', idempotencyKey: '3ds-off', offSession: true }))).toBe('card_declined');
  });

  it('replaces the card: attaches the new one and makes it the default', async () => {
    const { customerId } = await newCustomer('tok_visa');
    const replaced = await stripe.replaceCard({ customerId, holderName: 'Ann Smith', token: 'tok_mastercard' });
    expect(replaced).toMatchObject({ customerId, card: { brand: 'mastercard', last4: '4444' } });
    expect(fake.customers.get(customerId)?.default_payment_method).toBe(replaced.paymentMethodId);
    expect(await refusal(stripe.replaceCard({ customerId, holderName: 'Ann Smith', token: 'tok_chargeDeclinedExpiredCard' }))).toBe('expired_card');
    expect(fake.customers.get(customerId)?.default_payment_method).toBe(replaced.paymentMethodId);
  });

  it('deletes a customer (account closure); deleting it again is no error', async () => {
    const { customerId } = await newCustomer('tok_visa', 'user-closing');
    await stripe.deleteCustomer(customerId);
    expect(fake.sent(`DELETE /v1/customers/${customerId}`)).toHaveLength(1);
    expect(fake.customers.has(customerId)).toBe(false);
    await expect(stripe.deleteCustomer(customerId)).resolves.toBeUndefined();
  });

  it('treats a Stripe that cannot be reached as processing_error', async () => {
    const down = createStripeAdapter({ secretKey: 'sk_test_fake', publishableKey: 'pk', apiBase: 'http://127.0.0.1:9' });
    expect(await refusal(down.confirmIntent('pi_1'))).toBe('processing_error');
  });
});
