// What Stripe's webhook events mean here (PAYMENTS=stripe). The server runs its own renewals (renewals.ts
// charges each due subscription off-session through the adapter, the same for the sandbox and Stripe), and
// a first payment or a 3-D Secure completion is settled by the client's second call; so no event changes a
// subscription by itself. The events are recorded in the log, where a payment that failed outside those
// paths (a dispute, a late decline) is seen; Stripe Billing's invoice events do not occur, since no Stripe
// subscription is ever made, and one that arrives is logged as unexpected.
import type { Services } from '../services';
import type { BillingEventSink } from './stripeWebhook';

export function billingEventSink(services: Services): BillingEventSink {
  const log = services.log.child({ area: 'billing', provider: 'stripe' });
  return {
    async paymentSucceeded(paymentIntentId, details) {
      log.info({ paymentIntentId, amount: details.amount, currency: details.currency }, 'stripe payment succeeded');
    },
    async paymentFailed(paymentIntentId, code, details) {
      log.warn({ paymentIntentId, code, amount: details.amount, currency: details.currency }, 'stripe payment failed');
    },
    async invoicePaid(invoice) {
      log.warn({ invoiceId: invoice.invoiceId }, 'unexpected stripe invoice event: no Stripe subscriptions are made');
    },
    async invoicePaymentFailed(invoice, code) {
      log.warn({ invoiceId: invoice.invoiceId, code }, 'unexpected stripe invoice event: no Stripe subscriptions are made');
    },
  };
}
