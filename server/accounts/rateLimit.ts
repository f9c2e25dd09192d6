// A sliding-window limiter over the database, so every server instance sees the same attempts.
// Each attempt is a row (bucket, time); a bucket is full when it holds `count` rows inside the window.
import { randomUUID } from 'node:crypto';
import { ApiError } from '../api/errors';
import type { Db } from '../db/index';
import type { RateLimit, RateLimitName } from './config';
import type { Services } from '../services';

export function bucketFor(name: RateLimitName, key: string): string {
  return `${name}:${key.toLowerCase()}`.slice(0, 300);
}

/** Throws 429 too_many_attempts with retry_after (seconds) when the bucket is full. */
export async function checkLimit(db: Db, bucket: string, limit: RateLimit, now = Date.now()): Promise<void> {
  const since = now - limit.windowMs;
  const rows = await db
    .selectFrom('rate_limit_hits')
    .select('created_at')
    .where('bucket', '=', bucket)
    .where('created_at', '>', since)
    .orderBy('created_at', 'desc')
    .limit(limit.count)
    .execute();
  if (rows.length < limit.count) return;
  // The window frees a slot when the oldest of the last `count` attempts leaves it.
  const oldest = rows[rows.length - 1]?.created_at ?? now;
  const retryAfter = Math.max(1, Math.ceil((oldest + limit.windowMs - now) / 1000));
  throw new ApiError('too_many_attempts', 429, `Too many attempts. Try again in ${retryAfter} seconds.`, { retry_after: retryAfter });
}

export async function recordHit(db: Db, bucket: string, now = Date.now()): Promise<void> {
  await db.insertInto('rate_limit_hits').values({ id: randomUUID(), bucket, created_at: now }).execute();
}

export async function clearHits(db: Db, bucket: string): Promise<void> {
  await db.deleteFrom('rate_limit_hits').where('bucket', '=', bucket).execute();
}

/** Counts an attempt against a limit: refused when full, else recorded. */
export async function consumeLimit(services: Services, name: RateLimitName, key: string): Promise<void> {
  const bucket = bucketFor(name, key);
  await checkLimit(services.db, bucket, services.config.accounts.limits[name]);
  await recordHit(services.db, bucket);
}

/** Refuses when a limit is full without counting this attempt (failures are recorded separately). */
export async function assertUnderLimit(services: Services, name: RateLimitName, key: string): Promise<void> {
  await checkLimit(services.db, bucketFor(name, key), services.config.accounts.limits[name]);
}

export async function recordFailure(services: Services, name: RateLimitName, key: string): Promise<void> {
  await recordHit(services.db, bucketFor(name, key));
}

/** How many attempts a bucket holds inside a limit's window. */
export async function countHits(db: Db, bucket: string, limit: RateLimit, now = Date.now()): Promise<number> {
  const row = await db
    .selectFrom('rate_limit_hits')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('bucket', '=', bucket)
    .where('created_at', '>', now - limit.windowMs)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The bucket of one account's failures from one address. */
export function accountAddressKey(email: string, address: string): string {
  return `${email}|${address}`;
}

/** The delay of a sign-in to an account with this many recent failures: none up to the limit, then doubling. */
export function signInDelayMs(failures: number, limit: RateLimit, baseMs: number): number {
  if (failures < limit.count || baseMs <= 0) return 0;
  return baseMs * 2 ** Math.min(4, failures - limit.count);
}

/**
 * Slows a sign-in to an account that many addresses guessed at, instead of locking it: the owner, with the
 * right password (and a solved captcha where captchas are on), still signs in; a guesser pays in time.
 */
export async function slowSuspiciousSignIn(services: Services, email: string): Promise<void> {
  const limit = services.config.accounts.limits.LOGIN_ACCOUNT;
  const failures = await countHits(services.db, bucketFor('LOGIN_ACCOUNT', email), limit);
  const delay = signInDelayMs(failures, limit, services.config.accounts.loginSlowdownMs);
  if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
}

export async function pruneHits(db: Db, olderThanMs: number, now = Date.now()): Promise<void> {
  await db.deleteFrom('rate_limit_hits').where('created_at', '<', now - olderThanMs).execute();
}
