// POST /webhooks/stripe (PAYMENTS=stripe): Stripe's events about payments and invoices, verified by their
// signature over the raw body (STRIPE_WEBHOOK_SECRET) before anything is read. A refused event writes nothing.
// Stripe delivers an event at least once: each id is recorded (stripe_events) and a repeat is answered 200
// without being handled again. The billing area decides what an event means for a subscription: it
// implements BillingEventSink and passes it in at start-up.
import Stripe from 'stripe';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services';
import type { CardErrorCode } from '../adapters/payments/types';
import { knownCardCode } from '../adapters/payments/stripe';

export interface PaymentEventDetails {
  /** The charge to record on the invoice (ch_…), when Stripe says. */
  chargeId: string | null;
  customerId: string | null;
  /** Minor units. */
  amount: number;
  currency: string;
  metadata: Record<string, string>;
}

export interface InvoiceEventDetails {
  invoiceId: string;
  customerId: string | null;
  /** Stripe's subscription (sub_…) the invoice bills, if any. */
  subscriptionId: string | null;
  paymentIntentId: string | null;
  /** Minor units: what was paid (invoice.paid) or is due (invoice.payment_failed). */
  amount: number;
  currency: string;
  /** Unix seconds, as Stripe sends them. */
  periodStart: number;
  periodEnd: number;
  /** How many times Stripe tried to collect it. */
  attemptCount: number;
}

/** What the billing area does with Stripe's events. Each is called once per event id. */
export interface BillingEventSink {
  /** payment_intent.succeeded: a charge went through (a first payment, a 3-D Secure completion, a renewal). */
  paymentSucceeded(paymentIntentId: string, details: PaymentEventDetails): Promise<void>;
  /** payment_intent.payment_failed: a charge was declined or its 3-D Secure check failed. */
  paymentFailed(paymentIntentId: string, code: CardErrorCode, details: PaymentEventDetails): Promise<void>;
  /** invoice.paid: a period was paid (a renewal driven by Stripe). */
  invoicePaid(invoice: InvoiceEventDetails): Promise<void>;
  /** invoice.payment_failed: a renewal failed; the subscription becomes past_due and the user delinquent. */
  invoicePaymentFailed(invoice: InvoiceEventDetails, code: CardErrorCode): Promise<void>;
}

export const STRIPE_WEBHOOK_PATH = '/webhooks/stripe';

const HANDLED = new Set(['payment_intent.succeeded', 'payment_intent.payment_failed', 'invoice.paid', 'invoice.payment_failed']);

const idOf = (value: unknown): string | null => {
  if (typeof value === 'string') return value;
  if (value !== null && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'string') return (value as { id: string }).id;
  return null;
};

function paymentDetails(intent: Stripe.PaymentIntent): PaymentEventDetails {
  return { chargeId: idOf(intent.latest_charge), customerId: idOf(intent.customer), amount: intent.amount, currency: intent.currency, metadata: { ...intent.metadata } };
}

/** The failure's code as the seam names it; card_declined when Stripe gives none we know. */
const failureCode = (error: Stripe.PaymentIntent.LastPaymentError | null): CardErrorCode => knownCardCode(error) ?? 'card_declined';

function invoiceDetails(invoice: Stripe.Invoice): InvoiceEventDetails {
  // Across API versions the subscription and the intent sit at different places; read what is there.
  const raw = invoice as unknown as Record<string, unknown>;
  const parent = raw.parent as { subscription_details?: { subscription?: unknown } } | null | undefined;
  const payments = raw.payments as { data?: { payment?: { payment_intent?: unknown } }[] } | undefined;
  const paid = (invoice.status === 'paid' ? invoice.amount_paid : invoice.amount_due) ?? 0;
  return {
    invoiceId: invoice.id ?? '',
    customerId: idOf(invoice.customer),
    subscriptionId: idOf(parent?.subscription_details?.subscription) ?? idOf(raw.subscription),
    paymentIntentId: idOf(payments?.data?.[0]?.payment?.payment_intent) ?? idOf(raw.payment_intent),
    amount: paid,
    currency: invoice.currency,
    periodStart: invoice.period_start,
    periodEnd: invoice.period_end,
    attemptCount: invoice.attempt_count ?? 0,
  };
}

async function dispatch(event: Stripe.Event, sink: BillingEventSink): Promise<void> {
  switch (event.type) {
    case 'payment_intent.succeeded':
      return sink.paymentSucceeded(event.data.object.id, paymentDetails(event.data.object));
    case 'payment_intent.payment_failed':
      return sink.paymentFailed(event.data.object.id, failureCode(event.data.object.last_payment_error), paymentDetails(event.data.object));
    case 'invoice.paid':
      return sink.invoicePaid(invoiceDetails(event.data.object));
    case 'invoice.payment_failed':
      return sink.invoicePaymentFailed(invoiceDetails(event.data.object), 'card_declined');
    default:
      return undefined;
  }
}

/** Registers POST /webhooks/stripe, reading its body raw (the signature is over the exact bytes). */
export async function registerStripeWebhook(app: FastifyInstance, services: Services, sink: BillingEventSink): Promise<void> {
  const { db, config } = services;
  await app.register(async (scope) => {
    // Only inside this scope: every body stays bytes, whatever its content type.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    scope.post(STRIPE_WEBHOOK_PATH, async (request, reply) => {
      const signature = request.headers['stripe-signature'];
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      let event: Stripe.Event;
      try {
        if (typeof signature !== 'string' || !signature || !config.stripe.webhookSecret) throw new Error('no signature or no secret');
        event = Stripe.webhooks.constructEvent(body, signature, config.stripe.webhookSecret);
      } catch (err) {
        request.log.warn({ err }, 'a Stripe webhook with a missing or bad signature was refused');
        return reply.code(400).send({ error: 'invalid_signature' });
      }
      if (!HANDLED.has(event.type)) return reply.code(200).send({ received: true });

      const claimed = await db
        .insertInto('stripe_events')
        .values({ id: event.id, type: event.type, created_at: Date.now() })
        .onConflict((oc) => oc.column('id').doNothing())
        .executeTakeFirst();
      if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return reply.code(200).send({ received: true, duplicate: true });
      try {
        await dispatch(event, sink);
      } catch (err) {
        // Not handled: forget the id so Stripe's retry of this event is handled then.
        await db.deleteFrom('stripe_events').where('id', '=', event.id).execute();
        request.log.error({ err, event: event.id, type: event.type }, 'handling a Stripe webhook failed');
        return reply.code(500).send({ error: 'event_not_handled' });
      }
      return reply.code(200).send({ received: true });
    });
  });
}
