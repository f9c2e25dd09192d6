// Billing's rows: the user's current subscription, their card, invoices, the one-payment-at-a-time lock,
// and the writes that go together (a charge's invoice, the subscription and the users row, in ONE transaction).
import { randomUUID } from 'node:crypto';
import type { Selectable, Transaction } from 'kysely';
import type { Db } from '../db/index';
import type { BillingCustomerTable, Database, SubscriptionTable } from '../db/schema';
import { isUniqueViolation } from '../db/errors';
import { ApiError } from '../api/errors';
import type { ProviderCard } from '../adapters/payments/types';

export type SubscriptionRow = Selectable<SubscriptionTable>;
export type BillingCustomerRow = Selectable<BillingCustomerTable>;
export type Trx = Transaction<Database>;

/** A lock older than this belongs to a request that died: the next payment takes it over. */
export const STALE_LOCK_MS = 2 * 60 * 1000;

export const userNotPlus = (): ApiError => new ApiError('user_not_plus', 403, 'There is no Plus subscription on this account.');
export const paymentInProgress = (): ApiError => new ApiError('payment_in_progress', 409, 'Another payment of this account is being processed.');

/** The user's latest subscription (store, card or other), ended ones included. */
export async function latestSubscription(db: Db | Trx, userId: string): Promise<SubscriptionRow | undefined> {
  return db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
}

/** The user's subscription while it gives Plus (trialing, active or past_due). */
export async function liveSubscription(db: Db | Trx, userId: string): Promise<SubscriptionRow | undefined> {
  const sub = await latestSubscription(db, userId);
  return sub && sub.status !== 'canceled' ? sub : undefined;
}

export async function billingCustomer(db: Db | Trx, userId: string): Promise<BillingCustomerRow | undefined> {
  return db.selectFrom('billing_customers').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** Runs `fn` holding the user's payment lock; a second payment meanwhile is refused (payment_in_progress). */
export async function withPaymentLock<T>(db: Db, userId: string, fn: () => Promise<T>): Promise<T> {
  const startedAt = Date.now();
  try {
    await db.insertInto('payment_locks').values({ user_id: userId, started_at: startedAt }).execute();
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    const taken = await db.updateTable('payment_locks').set({ started_at: startedAt }).where('user_id', '=', userId).where('started_at', '<', startedAt - STALE_LOCK_MS).executeTakeFirst();
    if (Number(taken.numUpdatedRows) === 0) throw paymentInProgress();
  }
  try {
    return await fn();
  } finally {
    await db.deleteFrom('payment_locks').where('user_id', '=', userId).where('started_at', '=', startedAt).execute();
  }
}

/** Saves the user's card (their provider customer), clearing any payment waiting for 3-D Secure unless given. */
export async function saveCustomer(
  db: Db | Trx,
  input: { userId: string; card: ProviderCard; holderName: string; email: string; now: number; pending?: { intentId: string; priceId: string } | null },
): Promise<void> {
  const values = {
    platform: 'card' as const,
    provider_customer_id: input.card.customerId,
    payment_method_id: input.card.paymentMethodId,
    brand: input.card.card.brand,
    last4: input.card.card.last4,
    exp_month: input.card.card.expMonth,
    exp_year: input.card.card.expYear,
    holder_name: input.holderName,
    email: input.email,
    pending_intent_id: input.pending?.intentId ?? null,
    pending_price_id: input.pending?.priceId ?? null,
    updated_at: input.now,
  };
  await db
    .insertInto('billing_customers')
    .values({ user_id: input.userId, ...values, created_at: input.now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
}

export async function setPending(db: Db | Trx, userId: string, pending: { intentId: string; priceId: string } | null): Promise<void> {
  await db
    .updateTable('billing_customers')
    .set({ pending_intent_id: pending?.intentId ?? null, pending_price_id: pending?.priceId ?? null, updated_at: Date.now() })
    .where('user_id', '=', userId)
    .execute();
}

/** The users row's copy of the subscription (pl, plan_type, subscription_status, price, delinquent). */
export async function syncUser(trx: Trx, userId: string, sub: Pick<SubscriptionRow, 'status' | 'recurring' | 'price_id' | 'price_pair_id' | 'delinquent'>): Promise<void> {
  const live = sub.status !== 'canceled';
  await trx
    .updateTable('users')
    .set({
      pl: live ? 1 : 0,
      plan_type: live && sub.recurring === 'year' ? 1 : 0,
      subscription_status: sub.status,
      price_id: live ? sub.price_id : '',
      price_pair_id: live ? sub.price_pair_id : '',
      delinquent: live ? sub.delinquent : 0,
    })
    .where('id', '=', userId)
    .execute();
}

export interface NewInvoice {
  userId: string;
  subscriptionId: string;
  chargeId: string;
  priceId: string;
  cycle: 'month' | 'year';
  amount: number;
  currency: string;
  last4: string;
  periodStart: number;
  periodEnd: number;
  now: number;
}

export async function insertInvoice(trx: Trx, invoice: NewInvoice): Promise<string> {
  const id = randomUUID();
  await trx
    .insertInto('invoices')
    .values({
      id,
      user_id: invoice.userId,
      subscription_id: invoice.subscriptionId,
      charge_id: invoice.chargeId,
      price_id: invoice.priceId,
      billing_cycle: invoice.cycle,
      package_name: 'Plus',
      amount: invoice.amount,
      currency: invoice.currency,
      last4: invoice.last4,
      period_start: invoice.periodStart,
      period_end: invoice.periodEnd,
      created_at: invoice.now,
    })
    .execute();
  return id;
}

export function newSubscriptionRow(input: Omit<SubscriptionRow, 'id' | 'created_at' | 'updated_at' | 'cancelled' | 'coupon' | 'delinquent' | 'store_ref'> & { now: number }): SubscriptionRow {
  const { now, ...rest } = input;
  return { id: randomUUID(), cancelled: 0, coupon: null, delinquent: 0, store_ref: null, created_at: now, updated_at: now, ...rest };
}

/** Stripe retries an event for up to three days; ids older than 30 days can no longer come back. */
export const STRIPE_EVENT_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Forgets handled Stripe event ids past their TTL (the hourly prune); returns how many went. */
export async function pruneStripeEvents(db: Db, now = Date.now()): Promise<number> {
  const result = await db.deleteFrom('stripe_events').where('created_at', '<', now - STRIPE_EVENT_TTL_MS).executeTakeFirst();
  return Number(result.numDeletedRows ?? 0);
}
