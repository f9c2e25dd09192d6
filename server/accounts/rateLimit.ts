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

export async function pruneHits(db: Db, olderThanMs: number, now = Date.now()): Promise<void> {
  await db.deleteFrom('rate_limit_hits').where('created_at', '<', now - olderThanMs).execute();
}
