// The payment provider seam (ARCHITECTURE.md: PAYMENTS=sandbox | stripe). The billing area (server/billing)
// owns subscriptions, invoices and renewals; a provider only keeps customers and cards and moves money.
// Both providers answer in the same shapes, with Stripe's error codes, so the billing code and its tests
// cannot tell them apart.

/** Stripe's decline and card error codes the billing calls pass on (subscription-navigation §8). */
export type CardErrorCode =
  | 'card_declined'
  | 'insufficient_funds'
  | 'expired_card'
  | 'incorrect_cvc'
  | 'fraudulent'
  | 'stolen_card'
  | 'authentication_failed'
  | 'invalid_token'
  | 'processing_error';

/** A refusal by the provider: a declined card, an unknown token, a failed 3-D Secure check. */
export class PaymentError extends Error {
  constructor(
    readonly code: CardErrorCode,
    message: string = code,
  ) {
    super(message);
    this.name = 'PaymentError';
  }
}

export interface CardInfo {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface ProviderCard {
  customerId: string;
  paymentMethodId: string;
  card: CardInfo;
}

export type ChargeOutcome =
  | { status: 'succeeded'; chargeId: string }
  /** The bank asks for 3-D Secure: the client completes it with the secret, then calls the same endpoint again. */
  | { status: 'action_needed'; paymentIntentId: string; clientSecret: string };

export interface ChargeRequest {
  customerId: string;
  /** Minor units. */
  amount: number;
  /** Lower case, as the spec's prices: usd, eur, … */
  currency: string;
  description: string;
  /** The same key never charges twice (a retried request, a renewal job run twice). */
  idempotencyKey: string;
  /** A renewal: no customer present, so a card asking for 3-D Secure fails instead of asking. */
  offSession: boolean;
}

export interface PaymentsAdapter {
  readonly kind: 'sandbox' | 'stripe';
  /** The key the browser's card form needs (Stripe's publishable key), or null for the sandbox's own form. */
  readonly publishableKey: string | null;
  /** A customer at the provider with the card behind `token` (a test token or payment-method id) as default. */
  createCustomer(input: { email: string; holderName: string; token: string; userId: string }): Promise<ProviderCard>;
  /** Makes the card behind `token` the customer's default ("change card"). */
  replaceCard(input: { customerId: string; holderName: string; token: string }): Promise<ProviderCard>;
  /** Charges the customer's default card. Throws PaymentError on a decline. */
  charge(request: ChargeRequest): Promise<ChargeOutcome>;
  /**
   * After the customer went through 3-D Secure: the intent's outcome. Throws PaymentError
   * (authentication_failed) when the check failed, or while it is still waiting for the customer.
   */
  confirmIntent(paymentIntentId: string): Promise<{ status: 'succeeded'; chargeId: string }>;
  /** Removes the customer and its cards at the provider (account closure). A customer already gone is no error. */
  deleteCustomer(customerId: string): Promise<void>;
}
