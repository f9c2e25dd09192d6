// What happens after a charge succeeds: the invoice, the subscription and the users row in ONE transaction,
// then the receipt mailed. Shared by the calls (a first payment, an upgrade, a retried renewal after a card
// change) and the renewal job.
import type { Services } from '../services';
import { publicLink } from '../accounts/links';
import { queueMail } from '../jobs/mail';
import { ApiError } from '../api/errors';
import { PaymentError } from '../adapters/payments/types';
import { receiptMail } from './receipt';
import { insertInvoice, syncUser, type SubscriptionRow, type Trx } from './repo';

export interface ChargeRecord {
  userId: string;
  chargeId: string;
  amount: number;
  currency: string;
  last4: string;
  periodStart: number;
  periodEnd: number;
  now: number;
}

/** Writes a charge with the subscription it pays for (inserted when new, else updated) and the users row. */
export async function writeCharge(trx: Trx, sub: SubscriptionRow, charge: ChargeRecord, isNew: boolean): Promise<string> {
  if (isNew) await trx.insertInto('subscriptions').values(sub).execute();
  else {
    const { id, user_id: _user, created_at: _created, ...rest } = sub;
    await trx.updateTable('subscriptions').set(rest).where('id', '=', id).execute();
  }
  const invoiceId = await insertInvoice(trx, {
    userId: charge.userId,
    subscriptionId: sub.id,
    chargeId: charge.chargeId,
    priceId: sub.price_id,
    cycle: sub.recurring,
    amount: charge.amount,
    currency: charge.currency,
    last4: charge.last4,
    periodStart: charge.periodStart,
    periodEnd: charge.periodEnd,
    now: charge.now,
  });
  await syncUser(trx, charge.userId, sub);
  return invoiceId;
}

/** Queues the translated receipt of an invoice; a failure to queue is logged, never undoes the payment. */
export async function mailReceipt(services: Services, invoiceId: string): Promise<void> {
  try {
    const row = await services.db
      .selectFrom('invoices')
      .innerJoin('users', 'users.id', 'invoices.user_id')
      .leftJoin('billing_customers', 'billing_customers.user_id', 'invoices.user_id')
      .select(['invoices.id', 'invoices.amount', 'invoices.currency', 'invoices.billing_cycle', 'invoices.last4', 'invoices.created_at', 'invoices.period_start', 'invoices.period_end', 'users.email', 'users.language', 'billing_customers.holder_name'])
      .where('invoices.id', '=', invoiceId)
      .executeTakeFirst();
    if (!row) return;
    const message = await receiptMail(services.config.localesDir, {
      to: row.email,
      lang: row.language,
      invoiceId: row.id,
      amount: row.amount,
      currency: row.currency,
      cycle: row.billing_cycle,
      last4: row.last4,
      holderName: row.holder_name ?? '',
      date: row.created_at,
      periodStart: row.period_start,
      periodEnd: row.period_end,
      accountLink: publicLink(services.config, '/my-account/'),
    });
    await queueMail(services, message);
  } catch (err) {
    services.log.error({ err, invoiceId }, 'queueing a receipt failed');
  }
}

/** A provider refusal as the call's answer: its Stripe code, 402. */
export function cardError(err: unknown): never {
  if (err instanceof PaymentError) throw new ApiError(err.code, 402, err.message);
  throw err;
}
