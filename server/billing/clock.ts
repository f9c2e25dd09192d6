// Billing time. With the sandbox provider a test clock (sandbox_clock: an offset from the real time) lets
// renewals, trial ends and failed payments be tested (POST /sandbox/clock/advance); with Stripe it is the
// real time, as Stripe drives renewals itself.
import type { Db } from '../db/index';

export interface BillingClock {
  /** Epoch milliseconds, the test clock's in the sandbox. */
  now(): Promise<number>;
  /** Moves the sandbox clock forward; answers the new time. */
  advance(days: number): Promise<number>;
}

const CLOCK_ID = 'main';
const DAY_MS = 24 * 60 * 60 * 1000;

export function createBillingClock(db: Db, payments: 'sandbox' | 'stripe'): BillingClock {
  async function offset(): Promise<number> {
    if (payments !== 'sandbox') return 0;
    const row = await db.selectFrom('sandbox_clock').select('offset_ms').where('id', '=', CLOCK_ID).executeTakeFirst();
    return Number(row?.offset_ms ?? 0);
  }
  return {
    async now() {
      return Date.now() + (await offset());
    },
    async advance(days) {
      if (payments !== 'sandbox') throw new Error('the test clock exists only with PAYMENTS=sandbox');
      const step = Math.round(days * DAY_MS);
      await db
        .insertInto('sandbox_clock')
        .values({ id: CLOCK_ID, offset_ms: step })
        .onConflict((oc) => oc.column('id').doUpdateSet((eb) => ({ offset_ms: eb('sandbox_clock.offset_ms', '+', step) })))
        .execute();
      return Date.now() + (await offset());
    },
  };
}
