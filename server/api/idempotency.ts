// X-Request-Id idempotency: the first answer to an id is stored for 24 hours and returned to any repeat,
// so a request replayed by the offline queue is applied once. An answer belongs to its owner (the user,
// or the visitor's browser), its call and its body: someone else's id is a new request, and the same id
// for another call or with another body is request_id_reused. A pending claim expires with the process that made it (boot.ts),
// so a replay after a crash runs the call once instead of waiting on a claim nobody will finish.
import { createHash } from 'node:crypto';
import { IDEMPOTENCY_TTL_MS } from '../../src/lib/shared/constants';
import type { Db } from '../db/index';
import type { Boot } from './boot';
import type { UploadedFile } from './types';

export interface StoredAnswer {
  status: number;
  body: string;
}

export type Claim = { kind: 'claimed' } | { kind: 'answered'; answer: StoredAnswer } | { kind: 'in_progress' } | { kind: 'other_request' };

const REQUEST_ID_TEXT = '[A-Za-z0-9-]{8,64}';
const REQUEST_ID = new RegExp(`^${REQUEST_ID_TEXT}$`);
/** A comma-separated list of 1 to 8 request ids (photo/projects/save's after_requests). */
export const REQUEST_ID_LIST = new RegExp(`^${REQUEST_ID_TEXT}(,${REQUEST_ID_TEXT}){0,7}$`);

export function isValidRequestId(value: string): boolean {
  return REQUEST_ID.test(value);
}

const sha256 = (text: string | Buffer): string => createHash('sha256').update(text).digest('hex');

/**
 * Who a request id belongs to: the signed-in user (whatever the session: a change queued offline and replayed
 * after signing out and in again, or from the user's other device, is still applied once), else the visitor's
 * browser (its CSRF cookie, which every POST carries).
 */
export function requestOwner(userId: string | undefined, visitorToken: string | undefined): string {
  return userId ? `user:${userId}` : `visitor:${visitorToken ?? ''}`;
}

/** The stored row's key: an id only means something to its owner. The row also holds the call and body,
 * so the owner's same id sent to another call or with another body is request_id_reused, never a replay. */
export function requestKey(owner: string, requestId: string): string {
  return sha256(`${owner}\u0000${requestId}`);
}

/** A hash of what the request asks for: its fields (in any order) and its files. */
export function bodyHash(payload: Record<string, unknown>, files: readonly UploadedFile[]): string {
  const fields = Object.keys(payload)
    .sort()
    .map((name) => [name, payload[name]]);
  const parts = files.map((f) => [f.field, f.filename, f.mimetype, sha256(f.data)]);
  return sha256(JSON.stringify([fields, parts]));
}

export interface ClaimInput {
  key: string;
  call: string;
  bodyHash: string;
}

async function readRow(db: Db, key: string) {
  return db.selectFrom('api_requests').selectAll().where('request_key', '=', key).executeTakeFirst();
}

/** Claims a request for this process, or tells what an earlier request with the same key left behind. */
export async function claimRequest(db: Db, boot: Boot, input: ClaimInput, waitMs = 10_000): Promise<Claim> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const now = Date.now();
    const inserted = await db
      .insertInto('api_requests')
      .values({ request_key: input.key, call: input.call, body_hash: input.bodyHash, boot_id: boot.id, state: 'pending', status: null, body: null, created_at: now })
      .onConflict((oc) => oc.column('request_key').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return { kind: 'claimed' };

    const row = await readRow(db, input.key);
    if (!row) continue;
    if (row.created_at < now - IDEMPOTENCY_TTL_MS) {
      await db.deleteFrom('api_requests').where('request_key', '=', input.key).where('created_at', '=', row.created_at).execute();
      continue;
    }
    if (row.call !== input.call || row.body_hash !== input.bodyHash) return { kind: 'other_request' };
    if (row.state === 'done' && row.status !== null && row.body !== null) return { kind: 'answered', answer: { status: row.status, body: row.body } };
    if (!(await boot.isAlive(row.boot_id))) {
      // The process that claimed it is gone: take the claim over (only one taker wins the update).
      const taken = await db
        .updateTable('api_requests')
        .set({ boot_id: boot.id, created_at: now })
        .where('request_key', '=', input.key)
        .where('state', '=', 'pending')
        .where('boot_id', '=', row.boot_id)
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows ?? 0) > 0) return { kind: 'claimed' };
      continue;
    }
    if (Date.now() >= deadline) return { kind: 'in_progress' };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function storeAnswer(db: Db, boot: Boot, key: string, answer: StoredAnswer): Promise<void> {
  await db.updateTable('api_requests').set({ state: 'done', status: answer.status, body: answer.body }).where('request_key', '=', key).where('boot_id', '=', boot.id).execute();
}

/** A server failure is not an answer: forget the claim so a retry runs the call again. */
export async function releaseRequest(db: Db, boot: Boot, key: string): Promise<void> {
  await db.deleteFrom('api_requests').where('request_key', '=', key).where('state', '=', 'pending').where('boot_id', '=', boot.id).execute();
}

/** On shutdown: this process's unfinished claims go, so replays need not wait for its heartbeat to stop. */
export async function releaseClaimsOf(db: Db, boot: Boot): Promise<void> {
  await db.deleteFrom('api_requests').where('state', '=', 'pending').where('boot_id', '=', boot.id).execute();
}

export async function pruneAnswers(db: Db, now = Date.now()): Promise<number> {
  const result = await db.deleteFrom('api_requests').where('created_at', '<', now - IDEMPOTENCY_TTL_MS).executeTakeFirst();
  return Number(result.numDeletedRows ?? 0);
}
