// X-Request-Id idempotency: the first answer to an id is stored for 24 hours and returned to any repeat,
// so a request replayed by the offline queue is applied once.
import { IDEMPOTENCY_TTL_MS } from '../../src/lib/shared/constants';
import type { Db } from '../db/index';

export interface StoredAnswer {
  status: number;
  body: string;
}

export type Claim = { kind: 'claimed' } | { kind: 'answered'; answer: StoredAnswer } | { kind: 'in_progress' } | { kind: 'other_call' };

const REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/;

export function isValidRequestId(value: string): boolean {
  return REQUEST_ID.test(value);
}

async function readAnswer(db: Db, requestId: string) {
  return db.selectFrom('api_requests').selectAll().where('request_id', '=', requestId).executeTakeFirst();
}

/** Claims an id for this call, or tells what an earlier request with the same id left behind. */
export async function claimRequest(db: Db, requestId: string, call: string, waitMs = 10_000): Promise<Claim> {
  const now = Date.now();
  const inserted = await db
    .insertInto('api_requests')
    .values({ request_id: requestId, call, state: 'pending', status: null, body: null, created_at: now })
    .onConflict((oc) => oc.column('request_id').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return { kind: 'claimed' };

  const deadline = Date.now() + waitMs;
  for (;;) {
    const row = await readAnswer(db, requestId);
    if (!row) return claimRequest(db, requestId, call, Math.max(0, deadline - Date.now()));
    if (row.call !== call) return { kind: 'other_call' };
    if (row.created_at < now - IDEMPOTENCY_TTL_MS) {
      await db.deleteFrom('api_requests').where('request_id', '=', requestId).execute();
      continue;
    }
    if (row.state === 'done' && row.status !== null && row.body !== null) return { kind: 'answered', answer: { status: row.status, body: row.body } };
    if (Date.now() >= deadline) return { kind: 'in_progress' };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function storeAnswer(db: Db, requestId: string, answer: StoredAnswer): Promise<void> {
  await db.updateTable('api_requests').set({ state: 'done', status: answer.status, body: answer.body }).where('request_id', '=', requestId).execute();
}

/** A server failure is not an answer: forget the claim so a retry runs the call again. */
export async function releaseRequest(db: Db, requestId: string): Promise<void> {
  await db.deleteFrom('api_requests').where('request_id', '=', requestId).where('state', '=', 'pending').execute();
}

export async function pruneAnswers(db: Db, now = Date.now()): Promise<number> {
  const result = await db.deleteFrom('api_requests').where('created_at', '<', now - IDEMPOTENCY_TTL_MS).executeTakeFirst();
  return Number(result.numDeletedRows ?? 0);
}
