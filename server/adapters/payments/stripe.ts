// The Stripe provider (PAYMENTS=stripe): the official `stripe` package, answering in the seam's shapes
// (types.ts) so the billing code cannot tell it from the sandbox. Customers keep their card as the default
// payment method; every charge is a PaymentIntent confirmed at once, off-session for renewals. `apiBase`
// points the client at another server (tests run it against a local HTTP fake, without a network).
import Stripe from 'stripe';
import { PaymentError, type CardErrorCode, type CardInfo, type ChargeOutcome, type ChargeRequest, type PaymentsAdapter, type ProviderCard } from './types';

export interface StripeAdapterConfig {
  secretKey: string;
  publishableKey: string;
  /** e.g. http://127.0.0.1:12111 — Stripe's own API when absent. */
  apiBase?: string;
}

/** Decline codes and error codes Stripe answers with, to the seam's codes (subscription-navigation §8). */
const CODES = new Map<string, CardErrorCode>([
  ['card_declined', 'card_declined'],
  ['generic_decline', 'card_declined'],
  ['do_not_honor', 'card_declined'],
  ['lost_card', 'card_declined'],
  ['card_velocity_exceeded', 'card_declined'],
  ['insufficient_funds', 'insufficient_funds'],
  ['expired_card', 'expired_card'],
  ['incorrect_cvc', 'incorrect_cvc'],
  ['invalid_cvc', 'incorrect_cvc'],
  ['fraudulent', 'fraudulent'],
  ['stolen_card', 'stolen_card'],
  ['pickup_card', 'stolen_card'],
  ['authentication_required', 'authentication_failed'],
  ['payment_intent_authentication_failure', 'authentication_failed'],
  ['processing_error', 'processing_error'],
  ['incorrect_number', 'invalid_token'],
  ['invalid_number', 'invalid_token'],
  ['token_already_used', 'invalid_token'],
  ['resource_missing', 'invalid_token'],
  ['payment_method_unexpected_state', 'invalid_token'],
]);

/** The seam's code for Stripe's decline_code or code (the decline code is the more precise), or null. */
export function knownCardCode(failure: { decline_code?: string | null; code?: string | null } | null | undefined): CardErrorCode | null {
  return (failure?.decline_code && CODES.get(failure.decline_code)) || (failure?.code && CODES.get(failure.code)) || null;
}

/** The seam's code for a Stripe error; null when it is not the card's fault (a bad key, a bug of ours). */
export function cardErrorCode(error: unknown): CardErrorCode | null {
  if (!(error instanceof Stripe.errors.StripeError)) return null;
  const known = knownCardCode(error);
  if (known) return known;
  if (error instanceof Stripe.errors.StripeCardError) return 'card_declined';
  // Stripe could not be reached or failed on its side: the payment did not go through; try again later.
  if (error instanceof Stripe.errors.StripeConnectionError || error instanceof Stripe.errors.StripeAPIError || error instanceof Stripe.errors.StripeRateLimitError) return 'processing_error';
  return null;
}

/** Runs a Stripe request, turning the card's refusals into PaymentError; anything else is rethrown. */
async function guarded<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    const code = cardErrorCode(error);
    if (code) throw new PaymentError(code, (error as Error).message);
    throw error;
  }
}

function clientOptions(apiBase: string | undefined): Stripe.StripeConfig {
  const options: Stripe.StripeConfig = { maxNetworkRetries: 1, timeout: 30_000, telemetry: false };
  if (!apiBase) return options;
  const url = new URL(apiBase);
  return {
    ...options,
    protocol: url.protocol === 'http:' ? 'http' : 'https',
    host: url.hostname,
    port: url.port || (url.protocol === 'http:' ? 80 : 443),
    // A local fake answers at once; retries would only hide its mistakes.
    maxNetworkRetries: 0,
  };
}

function cardOf(method: Stripe.PaymentMethod): CardInfo {
  const card = method.card;
  if (!card) throw new PaymentError('invalid_token', 'The payment method is not a card.');
  return { brand: card.brand, last4: card.last4, expMonth: card.exp_month, expYear: card.exp_year };
}

const idOf = (value: string | { id: string } | null | undefined): string | null => (value == null ? null : typeof value === 'string' ? value : value.id);

export function createStripeAdapter(config: StripeAdapterConfig): PaymentsAdapter {
  const stripe = new Stripe(config.secretKey, clientOptions(config.apiBase));

  /** A card token (tok_…, from Stripe.js or a test token) becomes a PaymentMethod; a pm_… id is one already. */
  async function paymentMethodOf(token: string, holderName: string): Promise<string> {
    if (!token.startsWith('tok_')) return token;
    const method = await stripe.paymentMethods.create({ type: 'card', card: { token }, billing_details: { name: holderName } });
    return method.id;
  }

  /** Attaches the card to the customer and makes it the default for invoices and our charges. */
  async function attachAsDefault(customerId: string, token: string, holderName: string): Promise<ProviderCard> {
    const paymentMethodId = await paymentMethodOf(token, holderName);
    const method = await stripe.paymentMethods.attach(paymentMethodId, { customer: customerId });
    await stripe.customers.update(customerId, { invoice_settings: { default_payment_method: method.id } });
    return { customerId, paymentMethodId: method.id, card: cardOf(method) };
  }

  return {
    kind: 'stripe',
    publishableKey: config.publishableKey,

    createCustomer: ({ email, holderName, token, userId }) =>
      guarded(async () => {
        const customer = await stripe.customers.create({ email, name: holderName, metadata: { user_id: userId } }, { idempotencyKey: `customer-${userId}-${token}` });
        return attachAsDefault(customer.id, token, holderName);
      }),

    replaceCard: ({ customerId, holderName, token }) => guarded(() => attachAsDefault(customerId, token, holderName)),

    deleteCustomer: async (customerId) => {
      try {
        // Deleting a customer detaches its cards and cancels anything still open for it at Stripe.
        await stripe.customers.del(customerId);
      } catch (error) {
        if ((error as { code?: unknown }).code !== 'resource_missing') throw error;
      }
    },

    charge: (request: ChargeRequest) =>
      guarded(async (): Promise<ChargeOutcome> => {
        const customer = await stripe.customers.retrieve(request.customerId);
        const paymentMethod = customer.deleted ? null : idOf(customer.invoice_settings?.default_payment_method);
        if (!paymentMethod) throw new PaymentError('invalid_token', 'The customer has no card.');
        let intent: Stripe.PaymentIntent;
        try {
          intent = await stripe.paymentIntents.create(
            {
              amount: request.amount,
              currency: request.currency,
              customer: request.customerId,
              payment_method: paymentMethod,
              // A card and no redirecting methods: the 3-D Secure step is the only customer action.
              automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
              description: request.description,
              // The webhook's events carry it back, so the billing area can match them to its own records.
              metadata: { pixloom_key: request.idempotencyKey },
              confirm: true,
              ...(request.offSession ? { off_session: true } : {}),
            },
            { idempotencyKey: request.idempotencyKey },
          );
        } catch (error) {
          // Off-session there is nobody to pass 3-D Secure: the renewal fails like a declined card (the user
          // updates the card, as for any failed renewal).
          if (request.offSession && error instanceof Stripe.errors.StripeError && error.code === 'authentication_required') {
            throw new PaymentError('card_declined', error.message);
          }
          throw error;
        }
        return outcomeOf(intent, request.offSession);
      }),

    confirmIntent: (paymentIntentId: string) =>
      guarded(async () => {
        const intent = await stripe.paymentIntents.retrieve(paymentIntentId);
        if (intent.status === 'succeeded') return { status: 'succeeded' as const, chargeId: idOf(intent.latest_charge) ?? intent.id };
        if (intent.status === 'processing') throw new PaymentError('processing_error', 'The payment is still processing.');
        // requires_action (the customer left 3-D Secure), requires_payment_method (it failed), canceled.
        throw new PaymentError('authentication_failed', 'The 3-D Secure check did not succeed.');
      }),
  };
}

function outcomeOf(intent: Stripe.PaymentIntent, offSession: boolean): ChargeOutcome {
  switch (intent.status) {
    case 'succeeded':
      return { status: 'succeeded', chargeId: idOf(intent.latest_charge) ?? intent.id };
    case 'requires_action':
      if (offSession || !intent.client_secret) throw new PaymentError('card_declined', 'The bank asks for 3-D Secure, and nobody is present.');
      return { status: 'action_needed', paymentIntentId: intent.id, clientSecret: intent.client_secret };
    case 'processing':
      throw new PaymentError('processing_error', 'The payment is still processing.');
    default: {
      const failure = intent.last_payment_error;
      throw new PaymentError(knownCardCode(failure) ?? 'card_declined', failure?.message ?? 'The card was declined.');
    }
  }
}
