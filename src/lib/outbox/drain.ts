// Draining the outbox: the one loop that sends queued changes, run by the page (at start, on "online", on
// becoming visible, after each new change) and by the service worker (Background Sync, a page's REPLAY), one
// at a time under the Web Lock OUTBOX_LOCK. What an answer means is the shared policy's (retryPolicy.ts):
// - take the first waiting change (in the order made), send it with its own X-Request-Id and a fresh CSRF
//   token; no answer (offline) leaves it first and stops;
// - delivered: its effect runs (a client id replaced by the server's) and the entry goes, in one transaction;
// - a session answer (not signed in, another user signed in) stops without counting: the change is that
//   user's and waits for that user's session — the X-User-Email header makes the server refuse to apply
//   it under anyone else's;
// - "not now" (5xx, 408, 429…): one more attempt, stop; after MAX_REPLAY_ATTEMPTS it is set aside as stuck;
// - refused (another 4xx, or a 403 with a code of its own): kept with the code and message for the user to read, retry or discard; the
//   following changes go on.
import { apiPath, HEADER } from '../shared/api';
import { afterRetry, decideReplay, errorCodeOf, SESSION_CODES } from '../shared/retryPolicy';
import type { PixloomDb } from '../db/db';
import { firstWaiting, replaceClientFolderId } from './outbox';
import { OUTBOX_LOCK, type OutboxEntry, type OutboxRefusal } from './types';

export interface OutboxAnswer {
  status: number;
  code?: string;
  message?: string;
  /** The answer's JSON body (null when it was not JSON). */
  body?: unknown;
}

/** drained: nothing waits; offline: no answer; later: "not now" or a session to sort out first. */
export type OutboxOutcome = 'drained' | 'offline' | 'later';

export interface DrainOptions {
  db: PixloomDb;
  /** Sends one change; throws when the network cannot be reached. */
  send(entry: OutboxEntry): Promise<OutboxAnswer>;
  /** The page: only the signed-in user's changes. The worker: whoever's come first (the server checks). */
  owner?: string;
  /** Before a change that needs projects on the server: the page pushes them (the worker cannot). */
  pushProjects?(ids: string[]): Promise<void>;
  /** Web Locks (the page's or the worker's navigator.locks); tests pass their own. */
  locks?: Pick<LockManager, 'request'>;
  /** Told after each entry settles (the page refreshes its panel; the worker broadcasts). */
  onSettled?(entry: OutboxEntry, outcome: 'delivered' | 'refused' | 'retry', answer?: OutboxAnswer): void;
}

/** Sends one api/ call as a form POST with a request id, its owner and a fresh CSRF token. */
export async function sendCall(call: string, payload: Record<string, string>, ids: { requestId: string; owner: string }, csrf: string, fetcher: typeof fetch = fetch): Promise<OutboxAnswer> {
  const response = await fetcher(apiPath(call), {
    method: 'POST',
    credentials: 'same-origin',
    cache: 'no-store',
    headers: {
      'content-type': 'application/x-www-form-urlencoded;charset=UTF-8',
      [HEADER.csrf]: csrf,
      [HEADER.requestId]: ids.requestId,
      [HEADER.userEmail]: ids.owner,
    },
    body: new URLSearchParams(payload).toString(),
  });
  const text = await response.text();
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  if (response.ok) return { status: response.status, body };
  const { code, message } = errorCodeOf(body);
  return { status: response.status, code, message, body };
}

/** Sends a queued change as a form POST with its X-Request-Id, its owner and a fresh CSRF token. */
export function sendChange(entry: OutboxEntry, csrf: string, fetcher: typeof fetch = fetch): Promise<OutboxAnswer> {
  return sendCall(entry.call, entry.payload, entry, csrf, fetcher);
}

function realFolderId(body: unknown): number | null {
  const data = (body as { data?: { folderId?: unknown } } | null)?.data;
  const id = data?.folderId;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}

async function settleSettings(database: PixloomDb, owner: string, values: Record<string, unknown>): Promise<void> {
  const row = await database.settings.get(owner);
  if (!row) return;
  const current = row.values as Record<string, unknown>;
  const pending = row.pending.filter((key) => !Object.hasOwn(values, key) || JSON.stringify(current[key]) !== JSON.stringify(values[key]));
  await database.settings.put({ ...row, pending });
}

/** The change reached the server: its effect on the device, and the entry goes (one transaction). */
async function delivered(database: PixloomDb, entry: OutboxEntry, answer: OutboxAnswer): Promise<void> {
  const effect = entry.effect;
  await database.transaction('rw', [database.outbox, database.folders, database.projects, database.settings, database.uploadFiles], async () => {
    if (effect?.kind === 'folder-created') {
      const real = realFolderId(answer.body);
      if (real !== null) await replaceClientFolderId(database, entry.owner, effect.clientId, real);
    } else if (effect?.kind === 'settings') {
      await settleSettings(database, entry.owner, effect.values);
    }
    // An upload's file was kept on the device until now: the server holds the photo.
    if (entry.upload) await database.uploadFiles.delete(entry.upload.fileId);
    await database.outbox.delete(entry.seq!);
  });
}

async function setAside(database: PixloomDb, entry: OutboxEntry, refusal: OutboxRefusal, attempts = entry.attempts): Promise<void> {
  await database.outbox.update(entry.seq!, { state: 'refused', refusal, attempts });
}

/** Projects a change needs that are still only on this device. */
async function unsavedProjects(database: PixloomDb, ids: string[]): Promise<string[]> {
  const rows = await database.projects.bulkGet(ids);
  return rows.filter((row) => row && !row.deletedAt && row.baseRevision === 0).map((row) => row!.id);
}

async function drainUnlocked(options: DrainOptions): Promise<OutboxOutcome> {
  const database = options.db;
  for (;;) {
    const entry = await firstWaiting(database, options.owner);
    if (!entry) return 'drained';
    if (entry.needsProjects?.length && (await unsavedProjects(database, entry.needsProjects)).length) {
      await options.pushProjects?.(entry.needsProjects);
      if ((await unsavedProjects(database, entry.needsProjects)).length) return 'later';
    }
    let answer: OutboxAnswer;
    try {
      answer = await options.send(entry);
    } catch {
      return 'offline';
    }
    // The entry may have been discarded while it travelled: the answer is the server's all the same.
    if (SESSION_CODES.has(answer.code ?? '')) return 'later';
    // A 403 with a code of its own (email_not_verified…) is the server saying no, not a stale CSRF token.
    const forbidden = answer.status === 403 && Boolean(answer.code) && answer.code !== 'invalid_token';
    const decision = forbidden ? 'refused' : decideReplay(answer.status, answer.code);
    const now = Date.now();
    if (decision === 'delivered') {
      await delivered(database, entry, answer);
      options.onSettled?.(entry, 'delivered', answer);
      continue;
    }
    if (decision === 'refused') {
      await setAside(database, entry, { kind: 'refused', status: answer.status, code: answer.code ?? '', message: answer.message ?? '', at: now });
      options.onSettled?.(entry, 'refused');
      continue;
    }
    const attempts = entry.attempts + 1;
    if (afterRetry(attempts) === 'move_aside') {
      await setAside(database, entry, { kind: 'stuck', status: answer.status, code: answer.code ?? '', message: answer.message ?? '', at: now }, attempts);
      options.onSettled?.(entry, 'refused');
      continue;
    }
    await database.outbox.update(entry.seq!, { attempts });
    options.onSettled?.(entry, 'retry');
    return 'later';
  }
}

function defaultLocks(): Pick<LockManager, 'request'> | undefined {
  return (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks;
}

/** Drains under the outbox lock: a second drain (another tab, the worker) waits and then finds it empty. */
export async function drainOutbox(options: DrainOptions): Promise<OutboxOutcome> {
  const locks = options.locks ?? defaultLocks();
  if (!locks) return drainUnlocked(options);
  return (await locks.request(OUTBOX_LOCK, () => drainUnlocked(options))) as OutboxOutcome;
}
