// A store subscription in the database: which account it belongs to, and linking it to one. Linking writes
// the user's subscriptions row (platform google_play_store / apple_app_store, store_ref) and the users row's
// pl, plan_type and subscription_status in one transaction, as every billing write does.
import { randomUUID } from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import type { Db, DbKind } from '../../db/index';
import type { UserTable } from '../../db/schema';
import { ApiError } from '../../api/errors';
import type { StorePurchase } from './verifiers';

export type UserRow = Selectable<UserTable>;

/** A payment lock older than this was left by a payment that never finished (the billing area's rule). */
const STALE_LOCK_MS = 2 * 60 * 1000;

/** The user's status as user data says it (subscription-navigation §3): free, plus or trialing. */
export function userStatus(user: Pick<UserRow, 'pl' | 'subscription_status'>): 'free' | 'plus' | 'trialing' {
  if (user.pl !== 1) return 'free';
  return user.subscription_status === 'trialing' ? 'trialing' : 'plus';
}

/** A store subscription's status in the same words. */
export function purchaseStatus(purchase: StorePurchase): 'free' | 'plus' | 'trialing' {
  return purchase.state === 'trialing' ? 'trialing' : purchase.state === 'active' ? 'plus' : 'free';
}

/** Another account's email, shown enough to be recognised by its owner: "an***@example.com". */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email.slice(0, Math.min(2, at))}***${email.slice(at)}`;
}

/** The user a store subscription is linked to, if any. */
export async function linkedUser(db: Db, purchase: Pick<StorePurchase, 'platform' | 'storeRef'>): Promise<UserRow | undefined> {
  return db
    .selectFrom('subscriptions')
    .innerJoin('users', 'users.id', 'subscriptions.user_id')
    .selectAll('users')
    .where('subscriptions.platform', '=', purchase.platform)
    .where('subscriptions.store_ref', '=', purchase.storeRef)
    .orderBy('subscriptions.updated_at', 'desc')
    .executeTakeFirst();
}

/** users_not_match: the purchase belongs to another account (the app offers to restore it there). */
export function usersNotMatch(owner: UserRow): ApiError {
  return new ApiError('users_not_match', 409, 'This purchase belongs to another Pixloom account.', { user: maskEmail(owner.email), status: userStatus(owner) });
}

/**
 * Links an active (or trialing) store subscription to the user and makes them Plus. Answers the user's row
 * as written. Refuses users_not_match when another account holds the purchase, and user_is_plus when the
 * user is Plus through something else (a card, another purchase): they would pay twice.
 */
export async function linkStorePurchase(db: Db, dbKind: DbKind, userId: string, purchase: StorePurchase, now = Date.now()): Promise<UserRow> {
  return db.transaction().execute(async (trx) => {
    // Two accounts linking the same purchase at once: on PostgreSQL the second waits for the first and then
    // sees its row (SQLite runs one write transaction at a time already).
    if (dbKind === 'postgres') await sql`select pg_advisory_xact_lock(hashtext(${`${purchase.platform}:${purchase.storeRef}`}))`.execute(trx);
    const owner = await trx
      .selectFrom('subscriptions')
      .select('user_id')
      .where('platform', '=', purchase.platform)
      .where('store_ref', '=', purchase.storeRef)
      .where('user_id', '!=', userId)
      .executeTakeFirst();
    if (owner) {
      const other = await trx.selectFrom('users').selectAll().where('id', '=', owner.user_id).executeTakeFirstOrThrow();
      throw usersNotMatch(other);
    }
    const user = await trx.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
    if (!user) throw new ApiError('not_logged_in', 401, 'You are not signed in.');
    // A card payment of this user is under way (payment_locks): its outcome decides whether they are Plus.
    const lock = await trx.selectFrom('payment_locks').select('started_at').where('user_id', '=', userId).executeTakeFirst();
    if (lock && now - Number(lock.started_at) < STALE_LOCK_MS) throw new ApiError('payment_in_progress', 409, 'A payment is already being processed.');
    const current = await trx.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').executeTakeFirst();
    const samePurchase = current !== undefined && current.platform === purchase.platform && current.store_ref === purchase.storeRef;
    if (user.pl === 1 && !samePurchase) throw new ApiError('user_is_plus', 409, 'You already have Pixloom Plus.');

    const trialing = purchase.state === 'trialing';
    const values = {
      platform: purchase.platform,
      price_id: purchase.productId,
      price_pair_id: purchase.platform === 'google_play_store' ? 'google_play' : 'app_store',
      recurring: purchase.recurring,
      currency: purchase.currency,
      unit_amount: purchase.unitAmount,
      status: trialing ? ('trialing' as const) : ('active' as const),
      cancelled: purchase.autoRenewing ? 0 : 1,
      had_trial: trialing || (current?.had_trial ?? 0) === 1 ? 1 : 0,
      current_period_start: purchase.startedAt,
      current_period_end: purchase.expiresAt,
      trial_end: trialing ? purchase.expiresAt : null,
      coupon: null,
      delinquent: 0,
      store_ref: purchase.storeRef,
      updated_at: now,
    };
    // One subscription row per user: an earlier, ended one is replaced (its trial remembered).
    if (current) await trx.updateTable('subscriptions').set(values).where('id', '=', current.id).execute();
    else await trx.insertInto('subscriptions').values({ id: randomUUID(), user_id: userId, created_at: now, ...values }).execute();
    await trx
      .updateTable('users')
      .set({ pl: 1, plan_type: purchase.recurring === 'year' ? 1 : 0, subscription_status: trialing ? 'trialing' : 'active' })
      .where('id', '=', userId)
      .execute();
    return trx.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  });
}
