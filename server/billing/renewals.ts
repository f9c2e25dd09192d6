// Renewals and dunning for card subscriptions (PAYMENTS=sandbox; with Stripe, its webhooks drive them):
// each subscription whose period ended (on the billing clock) is charged off-session for the next one. A
// success writes the invoice and the advanced period in one transaction and mails the receipt; a failure
// makes the subscription past_due and the user delinquent (Plus stays until the card is updated, when
// transaction/update-customer retries the charge). A subscription cancelled at period end ends; a trial's
// end is its first charge.
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services';
import { ApiError } from '../api/errors';
import { PaymentError } from '../adapters/payments/types';
import { addPeriod } from './prices';
import { billingCustomer, syncUser, withPaymentLock, type SubscriptionRow } from './repo';
import { mailReceipt, writeCharge } from './charges';

export const RENEWAL_JOB = 'billing.renewals';
/** A subscription far behind the clock renews period by period, at most this many in one run. */
const MAX_PERIODS_PER_RUN = 60;

export interface RenewalResult {
  renewed: number;
  failed: number;
  ended: number;
}

export async function runRenewals(services: Services): Promise<RenewalResult> {
  const { db } = services;
  const result: RenewalResult = { renewed: 0, failed: 0, ended: 0 };
  const now = await services.billing.now();
  const due = await db
    .selectFrom('subscriptions')
    .select(['id', 'user_id'])
    .where('platform', '=', 'card')
    .where('status', 'in', ['trialing', 'active'])
    .where('current_period_end', '<=', now)
    .orderBy('current_period_end')
    .limit(1000)
    .execute();
  for (const { id, user_id: userId } of due) {
    try {
      await withPaymentLock(db, userId, () => renewOne(services, id, now, result));
    } catch (err) {
      // A payment of the user is running: the next run renews this one.
      if (err instanceof ApiError && err.code === 'payment_in_progress') continue;
      services.log.error({ err, subscription: id }, 'renewing a subscription failed');
    }
  }
  return result;
}

async function renewOne(services: Services, id: string, now: number, result: RenewalResult): Promise<void> {
  const { db, payments } = services;
  for (let step = 0; step < MAX_PERIODS_PER_RUN; step += 1) {
    const sub = await db.selectFrom('subscriptions').selectAll().where('id', '=', id).executeTakeFirst();
    if (!sub || (sub.status !== 'trialing' && sub.status !== 'active') || sub.current_period_end > now) return;
    if (sub.cancelled === 1) {
      const ended: SubscriptionRow = { ...sub, status: 'canceled', updated_at: now };
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('subscriptions').set({ status: 'canceled', updated_at: now }).where('id', '=', id).execute();
        await syncUser(trx, sub.user_id, ended);
      });
      result.ended += 1;
      return;
    }
    const customer = await billingCustomer(db, sub.user_id);
    let chargeId: string | null = null;
    if (customer) {
      try {
        const outcome = await payments.charge({
          customerId: customer.provider_customer_id,
          amount: sub.unit_amount,
          currency: sub.currency,
          description: `Pixloom Plus (${sub.price_id}, renewal)`,
          idempotencyKey: `renew:${sub.id}:${sub.current_period_end}`,
          offSession: true,
        });
        chargeId = outcome.status === 'succeeded' ? outcome.chargeId : null;
      } catch (err) {
        if (!(err instanceof PaymentError)) throw err;
      }
    }
    if (!chargeId) {
      const failed: SubscriptionRow = { ...sub, status: 'past_due', delinquent: 1, updated_at: now };
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('subscriptions').set({ status: 'past_due', delinquent: 1, updated_at: now }).where('id', '=', id).execute();
        await syncUser(trx, sub.user_id, failed);
      });
      result.failed += 1;
      return;
    }
    const start = sub.current_period_end;
    const renewed: SubscriptionRow = { ...sub, status: 'active', delinquent: 0, current_period_start: start, current_period_end: addPeriod(start, sub.recurring), updated_at: now };
    const invoiceId = await db.transaction().execute((trx) =>
      writeCharge(trx, renewed, { userId: sub.user_id, chargeId, amount: sub.unit_amount, currency: sub.currency, last4: customer!.last4, periodStart: start, periodEnd: renewed.current_period_end, now }, false),
    );
    result.renewed += 1;
    await mailReceipt(services, invoiceId);
  }
}

/**
 * The renewal job, every hour with either provider: the server, not the provider, decides when a period is
 * due, and charges it off-session through the adapter (Stripe's webhooks only report, see stripeEvents.ts).
 */
export function defineRenewalJob(services: Services): void {
  services.jobs.define(RENEWAL_JOB, async () => {
    const result = await runRenewals(services);
    if (result.renewed + result.failed + result.ended > 0) services.log.info({ ...result }, 'renewals ran');
  }, { retryLimit: 0, timeoutSeconds: 600 });
}

/** Schedules the renewal job once the server is ready. */
export function scheduleRenewals(app: FastifyInstance, services: Services): void {
  app.addHook('onReady', async () => {
    await services.jobs.every(RENEWAL_JOB, 60);
  });
}
