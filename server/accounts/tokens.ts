// One-time keys mailed to users: 40 hex characters (the form the reset page checks), stored as sha256,
// single-use, with an expiry. Issuing a key voids the user's earlier keys of the same kind.
import { createHash, randomBytes } from 'node:crypto';
import { isHex40 } from '../../src/lib/shared/validators';
import type { Db } from '../db/index';
import type { AccountTokenKind } from '../db/schema';

export function hashKey(key: string): string {
  return createHash('sha256').update(key.toLowerCase()).digest('hex');
}

export async function issueKey(db: Db, userId: string, kind: AccountTokenKind, email: string, ttlMs: number, now = Date.now()): Promise<string> {
  const key = randomBytes(20).toString('hex');
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('account_tokens').where('user_id', '=', userId).where('kind', '=', kind).execute();
    await trx.insertInto('account_tokens').values({ id: hashKey(key), user_id: userId, kind, email, created_at: now, expires_at: now + ttlMs, used_at: null }).execute();
  });
  return key;
}

export interface ValidKey {
  id: string;
  userId: string;
  email: string;
}

/**
 * The key's owner when the key is well formed, of this kind, unused, unexpired and still for the user's
 * current address; otherwise null.
 */
export async function findValidKey(db: Db, key: unknown, kind: AccountTokenKind, now = Date.now()): Promise<ValidKey | null> {
  if (typeof key !== 'string' || !isHex40(key)) return null;
  const row = await db
    .selectFrom('account_tokens')
    .innerJoin('users', 'users.id', 'account_tokens.user_id')
    .select(['account_tokens.id', 'account_tokens.user_id', 'account_tokens.email', 'account_tokens.expires_at', 'account_tokens.used_at', 'users.email as currentEmail', 'users.closing_at'])
    .where('account_tokens.id', '=', hashKey(key))
    .where('account_tokens.kind', '=', kind)
    .executeTakeFirst();
  if (!row || row.used_at !== null || row.expires_at <= now || row.email !== row.currentEmail || row.closing_at !== null) return null;
  return { id: row.id, userId: row.user_id, email: row.email };
}

/** Marks a key used; false when another request used it first. */
export async function consumeKey(db: Db, id: string, now = Date.now()): Promise<boolean> {
  const result = await db.updateTable('account_tokens').set({ used_at: now }).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteKeys(db: Db, userId: string, kind?: AccountTokenKind): Promise<void> {
  let query = db.deleteFrom('account_tokens').where('user_id', '=', userId);
  if (kind) query = query.where('kind', '=', kind);
  await query.execute();
}

export async function pruneKeys(db: Db, now = Date.now()): Promise<void> {
  await db.deleteFrom('account_tokens').where('expires_at', '<', now).execute();
}
