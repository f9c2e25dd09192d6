// transaction/ calls of card subscriptions (subscription-navigation §4 "Payment flow", "Upgrade to yearly";
// account-content §3, §4 "Subscription (My Account)", §7 "Subscription and billing"): prices, the first
// payment or free trial (with 3-D Secure's second call), change card, payflow to card, upgrade to yearly,
// the customer record, invoices, cancel, re-subscribe and the retention coupon.
import { z } from 'zod';
import { ApiError } from '../api/errors';
import { defineCall, type CallContext, type CallDefinition } from '../api/types';
import { noInput } from '../api/input';
import { field, optionalField, requireAuth } from '../accounts/guards';
import { findUserById, type UserRow } from '../accounts/users';
import type { Services } from '../services';
import { PaymentError, type ProviderCard } from '../adapters/payments/types';
import {
  addPeriod, couponAmount, decimalValue, isLegacyPriceId, pricesFor, PRICE_PAIRS, RETENTION_COUPON, soldPrice, TRIAL_DAYS, upgradeAmount, type Price, type PricePair,
} from './prices';
import {
  billingCustomer, liveSubscription, newSubscriptionRow, saveCustomer, setPending, syncUser, userNotPlus, withPaymentLock, type SubscriptionRow,
} from './repo';
import { cardError, mailReceipt, writeCharge } from './charges';

const DAY_MS = 24 * 60 * 60 * 1000;
const seconds = (ms: number): number => Math.floor(ms / 1000);
/** Platforms whose billing is managed at the store or at PayPal, not here. */
const EXTERNAL: ReadonlySet<string> = new Set(['google_play_store', 'apple_app_store', 'paypal_subscr']);

const holderName = field('invalid_holdername', (v) => v.trim().length >= 3, 200);
const token = field('invalid_token', (v) => v.trim().length > 0, 200);
const soldPriceId = field('invalid_price', (v) => soldPrice(v) !== undefined, 60);

async function sessionUser(ctx: CallContext): Promise<UserRow> {
  const auth = requireAuth(ctx);
  const user = await findUserById(ctx.services.db, auth.userId);
  if (!user) throw new ApiError('not_logged_in', 401, 'You are not signed in.');
  return user;
}

interface PaymentAnswer {
  action_needed: 0;
  cuid: string;
  trial_started: 0 | 1;
  plan_type: 0 | 1;
  subscr_amount: number;
  subscr_date: number;
  payment_type: 'card';
}

function paymentAnswer(cuid: string, sub: SubscriptionRow): PaymentAnswer {
  return {
    action_needed: 0,
    cuid,
    trial_started: sub.status === 'trialing' ? 1 : 0,
    plan_type: sub.recurring === 'year' ? 1 : 0,
    subscr_amount: sub.unit_amount,
    subscr_date: seconds(sub.current_period_end),
    payment_type: 'card',
  };
}

/** A card subscription paid now for its first period. */
function paidSubscription(userId: string, price: Price, pair: PricePair, now: number, hadTrial: boolean): SubscriptionRow {
  return newSubscriptionRow({
    user_id: userId,
    platform: 'card',
    price_id: price.id,
    price_pair_id: pair.id,
    recurring: price.recurring,
    currency: price.currency,
    unit_amount: price.unit_amount,
    status: 'active',
    had_trial: hadTrial ? 1 : 0,
    current_period_start: now,
    current_period_end: addPeriod(now, price.recurring),
    trial_end: null,
    now,
  });
}

export function billingCalls(services: Services): CallDefinition<never>[] {
  const { db, payments, billing } = services;

  /** Attaches the card of `stripeToken`: a new provider customer, or the user's existing one's new default card. */
  async function attachCard(user: UserRow, input: { stripeToken: string; holdername: string; stripeEmail?: string }): Promise<ProviderCard> {
    const existing = await billingCustomer(db, user.id);
    try {
      if (existing && existing.platform === 'card') return await payments.replaceCard({ customerId: existing.provider_customer_id, holderName: input.holdername.trim(), token: input.stripeToken.trim() });
      return await payments.createCustomer({ email: input.stripeEmail?.trim() || user.email, holderName: input.holdername.trim(), token: input.stripeToken.trim(), userId: user.id });
    } catch (err) {
      return cardError(err);
    }
  }

  const prices = defineCall({
    name: 'transaction/prices',
    input: z.object({ country: optionalField(10) }),
    // The answer depends on the ui_country cookie when no country is given: caches check it every time.
    read: { maxAgeSeconds: 0 },
    handler: (input, ctx) => {
      const explicit = input.country?.trim();
      if (!explicit) ctx.reply.header('vary', 'Cookie');
      return pricesFor(explicit || ctx.request.cookies.ui_country || undefined);
    },
  });

  const createCustomer = defineCall({
    name: 'transaction/create-customer',
    auth: 'user',
    input: z.object({
      stripeToken: token,
      stripeEmail: optionalField(320),
      holdername: holderName,
      price: soldPriceId,
      country: optionalField(10),
      start_free_trial: z.enum(['0', '1'], { error: 'invalid_input' }).optional(),
      trial_from: optionalField(100),
      isGrowsumo: optionalField(10),
      handlerType: optionalField(40),
      payment_intent: optionalField(120),
    }),
    async handler(input, ctx) {
      const user = await sessionUser(ctx);
      const { price, pair } = soldPrice(input.price)!;
      const trial = input.start_free_trial === '1';
      return withPaymentLock(db, user.id, async () => {
        if (await liveSubscription(db, user.id)) throw new ApiError('user_is_plus', 409, 'This account already has Plus.');
        const now = await billing.now();
        const holder = input.holdername.trim();

        if (input.payment_intent) {
          // The second call after 3-D Secure: it completes the payment the first call started, and only that one.
          const customer = await billingCustomer(db, user.id);
          if (!customer || !customer.pending_intent_id || customer.pending_intent_id !== input.payment_intent) {
            throw new ApiError('authentication_failed', 402, 'There is no payment waiting for this authentication.');
          }
          if (customer.pending_price_id !== price.id) throw new ApiError('invalid_price', 400, 'The price differs from the payment being authenticated.');
          let chargeId: string;
          try {
            chargeId = (await payments.confirmIntent(customer.pending_intent_id)).chargeId;
          } catch (err) {
            await setPending(db, user.id, null);
            return cardError(err);
          }
          const sub = paidSubscription(user.id, price, pair, now, false);
          const invoiceId = await db.transaction().execute(async (trx) => {
            await setPending(trx, user.id, null);
            return writeCharge(trx, sub, { userId: user.id, chargeId, amount: price.unit_amount, currency: price.currency, last4: customer.last4, periodStart: now, periodEnd: sub.current_period_end, now }, true);
          });
          await mailReceipt(services, invoiceId);
          return paymentAnswer(customer.provider_customer_id, sub);
        }

        const past = await db.selectFrom('subscriptions').select(['had_trial']).where('user_id', '=', user.id).execute();
        if (trial) {
          if (past.some((s) => s.had_trial === 1)) throw new ApiError('trial_found', 409, 'A free trial was already used on this account.');
          const paid = await db.selectFrom('invoices').select('id').where('user_id', '=', user.id).limit(1).executeTakeFirst();
          if (paid || past.length > 0) throw new ApiError('subscribed_before', 409, 'This account subscribed before: the free trial is for new subscribers.');
        }
        const card = await attachCard(user, input);
        const email = input.stripeEmail?.trim() || user.email;

        if (trial) {
          const trialEnd = now + TRIAL_DAYS * DAY_MS;
          const sub = newSubscriptionRow({
            user_id: user.id, platform: 'card', price_id: price.id, price_pair_id: pair.id, recurring: price.recurring, currency: price.currency, unit_amount: price.unit_amount,
            status: 'trialing', had_trial: 1, current_period_start: now, current_period_end: trialEnd, trial_end: trialEnd, now,
          });
          await db.transaction().execute(async (trx) => {
            await saveCustomer(trx, { userId: user.id, card, holderName: holder, email, now });
            await trx.insertInto('subscriptions').values(sub).execute();
            await syncUser(trx, user.id, sub);
          });
          return paymentAnswer(card.customerId, sub);
        }

        let outcome;
        try {
          outcome = await payments.charge({ customerId: card.customerId, amount: price.unit_amount, currency: price.currency, description: `Pixloom Plus (${price.id})`, idempotencyKey: `create:${user.id}:${now}`, offSession: false });
        } catch (err) {
          return cardError(err);
        }
        if (outcome.status === 'action_needed') {
          await saveCustomer(db, { userId: user.id, card, holderName: holder, email, now, pending: { intentId: outcome.paymentIntentId, priceId: price.id } });
          return { action_needed: 1, client_secret: outcome.clientSecret, payment_intent: outcome.paymentIntentId };
        }
        const sub = paidSubscription(user.id, price, pair, now, past.some((s) => s.had_trial === 1));
        const invoiceId = await db.transaction().execute(async (trx) => {
          await saveCustomer(trx, { userId: user.id, card, holderName: holder, email, now });
          return writeCharge(trx, sub, { userId: user.id, chargeId: outcome.chargeId, amount: price.unit_amount, currency: price.currency, last4: card.card.last4, periodStart: now, periodEnd: sub.current_period_end, now }, true);
        });
        await mailReceipt(services, invoiceId);
        return paymentAnswer(card.customerId, sub);
      });
    },
  });

  const updateCustomer = defineCall({
    name: 'transaction/update-customer',
    auth: 'user',
    input: z.object({ stripeToken: token, holdername: holderName, stripeEmail: optionalField(320) }),
    async handler(input, ctx) {
      const user = await sessionUser(ctx);
      return withPaymentLock(db, user.id, async () => {
        const sub = await liveSubscription(db, user.id);
        const customer = await billingCustomer(db, user.id);
        if (!sub || sub.platform !== 'card' || !customer) throw userNotPlus();
        let card: ProviderCard;
        try {
          card = await payments.replaceCard({ customerId: customer.provider_customer_id, holderName: input.holdername.trim(), token: input.stripeToken.trim() });
        } catch (err) {
          return cardError(err);
        }
        const now = await billing.now();
        await saveCustomer(db, { userId: user.id, card, holderName: input.holdername.trim(), email: customer.email, now });
        if (sub.delinquent === 1 || sub.status === 'past_due') {
          // The failed renewal is retried at once with the new card (the customer is here, but it is the
          // renewal's charge: a card that asks for 3-D Secure is declined).
          let chargeId: string;
          try {
            const outcome = await payments.charge({ customerId: card.customerId, amount: sub.unit_amount, currency: sub.currency, description: `Pixloom Plus (${sub.price_id})`, idempotencyKey: `retry:${sub.id}:${sub.current_period_end}:${card.paymentMethodId}`, offSession: true });
            if (outcome.status !== 'succeeded') throw new PaymentError('card_declined');
            chargeId = outcome.chargeId;
          } catch (err) {
            return cardError(err);
          }
          const start = sub.current_period_end;
          const renewed: SubscriptionRow = { ...sub, status: 'active', delinquent: 0, current_period_start: start, current_period_end: addPeriod(start, sub.recurring), updated_at: now };
          const invoiceId = await db.transaction().execute((trx) =>
            writeCharge(trx, renewed, { userId: user.id, chargeId, amount: sub.unit_amount, currency: sub.currency, last4: card.card.last4, periodStart: start, periodEnd: renewed.current_period_end, now }, false),
          );
          await mailReceipt(services, invoiceId);
        }
        return { last4: card.card.last4, brand: card.card.brand, exp_month: card.card.expMonth, exp_year: card.card.expYear };
      });
    },
  });

  const updatePayflowCustomer = defineCall({
    name: 'transaction/update-payflow-customer',
    auth: 'user',
    input: z.object({
      stripeToken: token,
      holdername: holderName,
      price: soldPriceId,
      stripeEmail: optionalField(320),
      nextBillingDate: field('invalid_input', (v) => /^\d{1,12}$/.test(v.trim()), 20).optional(),
      period: z.enum(['month', 'year'], { error: 'invalid_input' }).optional(),
    }),
    async handler(input, ctx) {
      const user = await sessionUser(ctx);
      const { price, pair } = soldPrice(input.price)!;
      return withPaymentLock(db, user.id, async () => {
        const sub = await liveSubscription(db, user.id);
        if (!sub || sub.platform !== 'payflow') throw userNotPlus();
        const card = await attachCard(user, input);
        const now = await billing.now();
        // The subscription moves to the card from its next billing date on: nothing is charged today.
        const asked = input.nextBillingDate ? Number(input.nextBillingDate.trim()) * 1000 : 0;
        const next = asked > now ? asked : Math.max(sub.current_period_end, now);
        const moved: SubscriptionRow = {
          ...sub, platform: 'card', price_id: price.id, price_pair_id: pair.id, recurring: price.recurring, currency: price.currency, unit_amount: price.unit_amount,
          current_period_end: next, delinquent: 0, status: sub.status === 'past_due' ? 'active' : sub.status, updated_at: now,
        };
        await db.transaction().execute(async (trx) => {
          await saveCustomer(trx, { userId: user.id, card, holderName: input.holdername.trim(), email: input.stripeEmail?.trim() || user.email, now });
          const { id, user_id: _u, created_at: _c, ...rest } = moved;
          await trx.updateTable('subscriptions').set(rest).where('id', '=', id).execute();
          await syncUser(trx, user.id, moved);
        });
        return paymentAnswer(card.customerId, moved);
      });
    },
  });

  const upgradeToYearly = defineCall({
    name: 'transaction/upgrade-to-yearly',
    auth: 'user',
    input: z.object({ price: optionalField(60), confirmed: z.enum(['1', '2'], { error: 'invalid_input' }).optional() }).refine((v) => Boolean(v.price) || Boolean(v.confirmed), { message: 'invalid_price' }),
    async handler(input, ctx) {
      const user = await sessionUser(ctx);
      return withPaymentLock(db, user.id, async () => {
        const sub = await liveSubscription(db, user.id);
        if (!sub) throw userNotPlus();
        if (sub.platform !== 'card' || isLegacyPriceId(sub.price_id) || !PRICE_PAIRS.has(sub.price_pair_id)) throw new ApiError('not_allowed', 403, 'This subscription cannot switch to yearly here.');
        if (sub.recurring === 'year') return 'success';
        const pair = PRICE_PAIRS.get(sub.price_pair_id)!;
        const yearId = `${pair.id}_year`;
        const customer = await billingCustomer(db, user.id);
        if (!customer) throw userNotPlus();
        const amount = upgradeAmount(pair);
        let chargeId: string;
        if (input.confirmed) {
          if (!customer.pending_intent_id || customer.pending_price_id !== yearId) throw new ApiError('authentication_failed', 402, 'There is no upgrade waiting for this authentication.');
          if (input.confirmed === '2') {
            await setPending(db, user.id, null);
            throw new ApiError('authentication_failed', 402, 'The card was not authenticated.');
          }
          try {
            chargeId = (await payments.confirmIntent(customer.pending_intent_id)).chargeId;
          } catch (err) {
            await setPending(db, user.id, null);
            return cardError(err);
          }
        } else {
          if (input.price !== yearId) throw new ApiError('price_mismatch', 400, "The price is not the yearly price of the subscription's price group.");
          const now = await billing.now();
          let outcome;
          try {
            outcome = await payments.charge({ customerId: customer.provider_customer_id, amount, currency: pair.currency, description: `Pixloom Plus (${yearId}, upgrade)`, idempotencyKey: `upgrade:${sub.id}:${now}`, offSession: false });
          } catch (err) {
            return cardError(err);
          }
          if (outcome.status === 'action_needed') {
            await setPending(db, user.id, { intentId: outcome.paymentIntentId, priceId: yearId });
            return { code: 'action_needed', cim: outcome.clientSecret };
          }
          chargeId = outcome.chargeId;
        }
        const now = await billing.now();
        const upgraded: SubscriptionRow = {
          ...sub, price_id: yearId, recurring: 'year', unit_amount: amount, coupon: null, cancelled: 0, status: 'active', delinquent: 0, trial_end: sub.status === 'trialing' ? now : sub.trial_end,
          current_period_start: now, current_period_end: addPeriod(now, 'year'), updated_at: now,
        };
        const invoiceId = await db.transaction().execute(async (trx) => {
          await setPending(trx, user.id, null);
          return writeCharge(trx, upgraded, { userId: user.id, chargeId, amount, currency: pair.currency, last4: customer.last4, periodStart: now, periodEnd: upgraded.current_period_end, now }, false);
        });
        await mailReceipt(services, invoiceId);
        return 'success';
      });
    },
  });

  const customer = defineCall({
    name: 'transaction/customer',
    auth: 'user',
    input: noInput,
    async handler(_input, ctx) {
      const user = await sessionUser(ctx);
      const sub = await liveSubscription(db, user.id);
      if (!sub) throw userNotPlus();
      const card = sub.platform === 'card' ? await billingCustomer(db, user.id) : undefined;
      return {
        PaymentPlatform: sub.platform,
        iscancelled: sub.cancelled === 1 ? 1 : 0,
        billingCycle: sub.recurring,
        nextbillingdate_timestamp: seconds(sub.current_period_end),
        packageName: 'Plus',
        price_id: sub.price_id,
        price_currency: sub.currency,
        price_unit_amount: sub.unit_amount,
        price_value: decimalValue(sub.unit_amount, sub.currency),
        last4: card?.last4 ?? null,
        brand: card?.brand ?? null,
        exp_month: card?.exp_month ?? null,
        exp_year: card?.exp_year ?? null,
        SubscrEmai: card?.email ?? user.email,
        can_apply_coupon: sub.platform === 'card' && sub.recurring === 'month' && sub.cancelled === 0 && !sub.coupon && !isLegacyPriceId(sub.price_id) ? 1 : 0,
        coupon_applied: sub.coupon ? 1 : 0,
        price_pair_id: sub.price_pair_id,
        status: sub.status,
        delinquent: sub.delinquent === 1 ? 1 : 0,
      };
    },
  });

  const invoices = defineCall({
    name: 'transaction/invoices',
    auth: 'user',
    input: noInput,
    async handler(_input, ctx) {
      const user = await sessionUser(ctx);
      const rows = await db.selectFrom('invoices').selectAll().where('user_id', '=', user.id).orderBy('created_at', 'desc').orderBy('period_start', 'desc').limit(500).execute();
      if (rows.length === 0) throw new ApiError('no_invoices', 404, 'There are no invoices yet.');
      const holder = (await billingCustomer(db, user.id))?.holder_name ?? '';
      return rows.map((r) => ({
        id: r.id,
        date_timestamp: seconds(r.created_at),
        period_start_timestamp: seconds(r.period_start),
        period_end_timestamp: seconds(r.period_end),
        name: holder,
        package_name: r.package_name,
        billing_cycle: r.billing_cycle,
        charge: r.amount,
        currency: r.currency,
        last4: r.last4,
      }));
    },
  });

  const cancel = defineCall({
    name: 'transaction/cancel-subscr',
    auth: 'user',
    input: noInput,
    async handler(_input, ctx) {
      const user = await sessionUser(ctx);
      return withPaymentLock(db, user.id, async () => {
        const sub = await liveSubscription(db, user.id);
        if (!sub) throw userNotPlus();
        if (EXTERNAL.has(sub.platform)) throw new ApiError('manage_externally', 409, 'This subscription is managed at the store or PayPal.');
        const now = await billing.now();
        if (sub.status === 'trialing' || sub.status === 'past_due') {
          // A trial (nothing paid) or an unpaid renewal ends now.
          const ended: SubscriptionRow = { ...sub, status: 'canceled', cancelled: 1, delinquent: 0, current_period_end: now, updated_at: now };
          await db.transaction().execute(async (trx) => {
            await trx.updateTable('subscriptions').set({ status: 'canceled', cancelled: 1, delinquent: 0, current_period_end: now, updated_at: now }).where('id', '=', sub.id).execute();
            await syncUser(trx, user.id, ended);
          });
          return { immediately: 1, plan_expiration_date: seconds(now) };
        }
        await db.updateTable('subscriptions').set({ cancelled: 1, updated_at: now }).where('id', '=', sub.id).execute();
        return { immediately: 0, plan_expiration_date: seconds(sub.current_period_end) };
      });
    },
  });

  const resubscribe = defineCall({
    name: 'transaction/re-subscribe',
    auth: 'user',
    input: noInput,
    async handler(_input, ctx) {
      const user = await sessionUser(ctx);
      const sub = await liveSubscription(db, user.id);
      if (!sub) throw userNotPlus();
      if (EXTERNAL.has(sub.platform)) throw new ApiError('manage_externally', 409, 'This subscription is managed at the store or PayPal.');
      if (sub.cancelled !== 1) throw new ApiError('not_cancelled', 409, 'The subscription is not cancelled.');
      await db.updateTable('subscriptions').set({ cancelled: 0, updated_at: await billing.now() }).where('id', '=', sub.id).where('status', '!=', 'canceled').execute();
      return 'success';
    },
  });

  const applyCoupon = defineCall({
    name: 'transaction/apply-coupon',
    auth: 'user',
    input: z.object({ coupon: field('invalid_coupon', undefined, 100) }),
    async handler(input, ctx) {
      const user = await sessionUser(ctx);
      const sub = await liveSubscription(db, user.id);
      if (!sub) throw userNotPlus();
      if (input.coupon.trim() !== RETENTION_COUPON) throw new ApiError('invalid_coupon', 400, 'This coupon does not exist.');
      if (sub.coupon) throw new ApiError('coupon_already_applied', 409, 'A coupon is already applied.');
      if (sub.platform !== 'card' || sub.recurring !== 'month' || sub.cancelled === 1 || isLegacyPriceId(sub.price_id)) {
        throw new ApiError('invalid_coupon', 400, 'This coupon is for monthly card subscriptions that are not cancelled.');
      }
      const updated = await db
        .updateTable('subscriptions')
        .set({ coupon: RETENTION_COUPON, unit_amount: couponAmount(sub.unit_amount), updated_at: await billing.now() })
        .where('id', '=', sub.id)
        .where('coupon', 'is', null)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) throw new ApiError('coupon_already_applied', 409, 'A coupon is already applied.');
      return 'success';
    },
  });

  return [prices, createCustomer, updateCustomer, updatePayflowCustomer, upgradeToYearly, customer, invoices, cancel, resubscribe, applyCoupon] as CallDefinition<never>[];
}

