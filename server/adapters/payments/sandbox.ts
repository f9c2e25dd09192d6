// The sandbox payment provider (PAYMENTS=sandbox, the default): Stripe's test mode, built in. It knows the
// test tokens and payment-method ids Stripe documents and answers as test mode would (a declined card, a
// card whose charges fail once attached, a card that asks for 3-D Secure). Its customers, cards and payment
// intents live in the database (sandbox_* tables), so every server instance sees the same state; the 3-D
// Secure page (server/billing/sandboxRoutes.ts) completes or fails an intent.
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/index';
import { PaymentError, type CardErrorCode, type CardInfo, type ChargeOutcome, type ChargeRequest, type PaymentsAdapter, type ProviderCard } from './types';

type Behaviour = 'ok' | 'fail_charges' | 'three_d_secure';

interface TestCard {
  brand: string;
  last4: string;
  behaviour: Behaviour;
}

/** Tokens whose card attaches (and how it behaves afterwards). */
const TEST_CARDS: ReadonlyMap<string, TestCard> = new Map([
  ['tok_visa', { brand: 'visa', last4: '4242', behaviour: 'ok' }],
  ['pm_card_visa', { brand: 'visa', last4: '4242', behaviour: 'ok' }],
  ['tok_mastercard', { brand: 'mastercard', last4: '4444', behaviour: 'ok' }],
  ['pm_card_mastercard', { brand: 'mastercard', last4: '4444', behaviour: 'ok' }],
  ['tok_chargeCustomerFail', { brand: 'visa', last4: '0341', behaviour: 'fail_charges' }],
  ['pm_card_threeDSecure2Required', { brand: 'visa', last4: '3184', behaviour: 'three_d_secure' }],
]);

/** Tokens refused when the card is attached. */
const DECLINED: ReadonlyMap<string, CardErrorCode> = new Map([
  ['tok_chargeDeclined', 'card_declined'],
  ['tok_chargeDeclinedInsufficientFunds', 'insufficient_funds'],
  ['tok_chargeDeclinedExpiredCard', 'expired_card'],
  ['tok_chargeDeclinedIncorrectCvc', 'incorrect_cvc'],
  ['tok_chargeDeclinedFraudulent', 'fraudulent'],
  ['tok_chargeDeclinedStolenCard', 'stolen_card'],
]);

const id = (prefix: string): string => `${prefix}_sbx_${randomBytes(12).toString('hex')}`;

function testCard(token: string): TestCard {
  const declined = DECLINED.get(token);
  if (declined) throw new PaymentError(declined, `Your card was declined (${declined}).`);
  const card = TEST_CARDS.get(token);
  if (!card) throw new PaymentError('invalid_token', 'No such token.');
  return card;
}

function cardInfo(card: TestCard): CardInfo {
  return { brand: card.brand, last4: card.last4, expMonth: 12, expYear: new Date().getUTCFullYear() + 3 };
}

export interface SandboxPayments extends PaymentsAdapter {
  readonly kind: 'sandbox';
  /** The sandbox 3-D Secure page's answer: the intent of `clientSecret` succeeds or fails. False when unknown or no longer waiting. */
  completeAuthentication(clientSecret: string, outcome: 'succeed' | 'fail'): Promise<boolean>;
  /** Whether a client secret names an intent waiting for the customer. */
  isWaiting(clientSecret: string): Promise<boolean>;
}

export function createSandboxPayments(db: Db): SandboxPayments {
  async function attach(customerId: string, token: string, card: TestCard): Promise<ProviderCard> {
    const paymentMethodId = id('pm');
    await db.transaction().execute(async (trx) => {
      // The new card is the customer's default: the sandbox keeps one card per customer.
      await trx.deleteFrom('sandbox_cards').where('customer_id', '=', customerId).execute();
      await trx.insertInto('sandbox_cards').values({ payment_method_id: paymentMethodId, customer_id: customerId, token, created_at: Date.now() }).execute();
    });
    return { customerId, paymentMethodId, card: cardInfo(card) };
  }

  async function defaultCard(customerId: string): Promise<TestCard> {
    const row = await db.selectFrom('sandbox_cards').select('token').where('customer_id', '=', customerId).executeTakeFirst();
    if (!row) throw new PaymentError('invalid_token', 'The customer has no card.');
    return testCard(row.token);
  }

  return {
    kind: 'sandbox',
    publishableKey: null,
    async createCustomer(input) {
      const card = testCard(input.token);
      return attach(id('cus'), input.token, card);
    },
    async replaceCard(input) {
      const card = testCard(input.token);
      return attach(input.customerId, input.token, card);
    },
    async charge(request: ChargeRequest): Promise<ChargeOutcome> {
      const card = await defaultCard(request.customerId);
      if (card.behaviour === 'fail_charges') throw new PaymentError('card_declined', 'Your card was declined.');
      if (card.behaviour === 'three_d_secure') {
        if (request.offSession) throw new PaymentError('card_declined', 'This card needs the customer to authenticate.');
        const intentId = id('pi');
        const clientSecret = `${intentId}_secret_${randomBytes(12).toString('hex')}`;
        await db
          .insertInto('sandbox_payment_intents')
          .values({ id: intentId, client_secret: clientSecret, customer_id: request.customerId, amount: request.amount, currency: request.currency, status: 'requires_action', created_at: Date.now() })
          .execute();
        return { status: 'action_needed', paymentIntentId: intentId, clientSecret };
      }
      // The same idempotency key is the same charge (Stripe answers a retried request with the first result).
      const chargeId = `ch_sbx_${createHash('sha256').update(`${request.customerId}\u0000${request.idempotencyKey}`).digest('hex').slice(0, 24)}`;
      return { status: 'succeeded', chargeId };
    },
    async deleteCustomer(customerId) {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('sandbox_cards').where('customer_id', '=', customerId).execute();
        await trx.deleteFrom('sandbox_payment_intents').where('customer_id', '=', customerId).execute();
      });
    },
    async confirmIntent(paymentIntentId) {
      const intent = await db.selectFrom('sandbox_payment_intents').select(['status']).where('id', '=', paymentIntentId).executeTakeFirst();
      if (!intent || intent.status !== 'succeeded') throw new PaymentError('authentication_failed', 'The card was not authenticated.');
      return { status: 'succeeded', chargeId: `ch_sbx_${paymentIntentId.replace(/^pi_sbx_/, '')}` };
    },
    async completeAuthentication(clientSecret, outcome) {
      const result = await db
        .updateTable('sandbox_payment_intents')
        .set({ status: outcome === 'succeed' ? 'succeeded' : 'failed' })
        .where('client_secret', '=', clientSecret)
        .where('status', '=', 'requires_action')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    async isWaiting(clientSecret) {
      const row = await db.selectFrom('sandbox_payment_intents').select('status').where('client_secret', '=', clientSecret).executeTakeFirst();
      return row?.status === 'requires_action';
    },
  };
}
