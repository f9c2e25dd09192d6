// Shared pieces of the billing tests: paying through transaction/create-customer as the client does, the
// sandbox 3-D Secure page's confirm POST, the test clock, and direct rows for store / payflow / legacy cases.
import { randomUUID } from 'node:crypto';
import { expect, vi } from 'vitest';
import type { CallResult, TestClient, TestServer } from '../../support/serverHarness';
import { listMails, parseMail, type MailFile } from '../../support/mailbox';
import { HEADER } from '../../../src/lib/shared/api';
import type { PaymentPlatform } from '../../../server/db/schema';

export interface PaymentData {
  action_needed: 0 | 1;
  cuid?: string;
  trial_started?: 0 | 1;
  plan_type?: 0 | 1;
  subscr_amount?: number;
  subscr_date?: number;
  payment_type?: string;
  client_secret?: string;
  payment_intent?: string;
}

export function pay(client: TestClient, fields: Record<string, string> = {}): Promise<CallResult<PaymentData>> {
  return client.call<PaymentData>('transaction/create-customer', { stripeToken: 'tok_visa', holdername: 'Ada Lovelace', price: 'us_month', start_free_trial: '0', ...fields });
}

export async function payOk(client: TestClient, fields: Record<string, string> = {}): Promise<PaymentData> {
  const res = await pay(client, fields);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data!;
}

/** The sandbox 3-D Secure page's button: POST /sandbox/payments/:secret/confirm. */
export async function authenticate(client: TestClient, secret: string, outcome: 'succeed' | 'fail'): Promise<number> {
  const res = await client.request({
    method: 'POST',
    url: `/sandbox/payments/${encodeURIComponent(secret)}/confirm`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', [HEADER.csrf]: await client.csrf() },
    payload: `outcome=${outcome}`,
  });
  return res.statusCode;
}

export async function advanceClock(client: TestClient, days: number): Promise<{ now: number; renewed: number; failed: number; ended: number }> {
  const res = await client.request({
    method: 'POST',
    url: '/sandbox/clock/advance',
    headers: { 'content-type': 'application/x-www-form-urlencoded', [HEADER.csrf]: await client.csrf() },
    payload: `days=${days}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: { now: number; renewed: number; failed: number; ended: number } }).data;
}

/** Waits until `count` receipts were mailed to the address (the mail job runs in the background). */
export async function receipts(server: TestServer, to: string, count: number): Promise<MailFile[]> {
  return vi.waitFor(
    () => {
      const files = listMails(server.dataDir, { to, kind: 'receipt' });
      expect(files.length).toBe(count);
      return files.map(parseMail);
    },
    { timeout: 10_000, interval: 50 },
  );
}

/** A subscription row made elsewhere (a store purchase, a payflow or legacy subscriber), with the users row in step. */
export async function insertSubscription(server: TestServer, userId: string, fields: { platform: PaymentPlatform; price_id?: string; price_pair_id?: string; recurring?: 'month' | 'year'; status?: 'active' | 'trialing' | 'canceled' }): Promise<string> {
  const now = Date.now();
  const id = randomUUID();
  const recurring = fields.recurring ?? 'month';
  await server.services.db
    .insertInto('subscriptions')
    .values({
      id, user_id: userId, platform: fields.platform, price_id: fields.price_id ?? 'us_month', price_pair_id: fields.price_pair_id ?? 'us', recurring, currency: 'usd', unit_amount: 799,
      status: fields.status ?? 'active', cancelled: 0, had_trial: 0, current_period_start: now, current_period_end: now + 30 * 86_400_000, trial_end: null, coupon: null, delinquent: 0,
      store_ref: fields.platform === 'card' || fields.platform === 'payflow' ? null : `ref-${id}`, created_at: now, updated_at: now,
    })
    .execute();
  await server.services.db.updateTable('users').set({ pl: 1, plan_type: recurring === 'year' ? 1 : 0, subscription_status: fields.status ?? 'active' }).where('id', '=', userId).execute();
  return id;
}

export async function userRow(server: TestServer, userId: string) {
  return server.services.db.selectFrom('users').select(['pl', 'plan_type', 'subscription_status', 'price_id', 'price_pair_id', 'delinquent']).where('id', '=', userId).executeTakeFirstOrThrow();
}

export async function invoiceCount(server: TestServer, userId: string): Promise<number> {
  const row = await server.services.db.selectFrom('invoices').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
  return Number(row.n);
}
