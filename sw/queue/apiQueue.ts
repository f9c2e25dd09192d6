/// <reference lib="webworker" />
// The api/ mutation queue (offline-first issue; OFFLINE-NOTES.md). Workbox's Queue stores the requests in
// IndexedDB and registers the Background Sync event; the replay loop is ours (replay.ts, with the rules of
// src/lib/shared/retryPolicy.ts): Workbox's own replay counts any HTTP answer as success and would lose a
// change the server answered with a 500. The queue knows no call in particular: the page names what a
// change holds (header x-pixloom-change-keys) for the user to read while it waits.
//
// What is queued: a POST to /api/ that the page marked queueable (header x-pixloom-queueable: 1) and that
// cannot reach the network. Only the caller knows whether it can live with "saved, will be sent later"
// instead of the answer: sign-in, payment, uploads and anything whose answer the page needs now are not
// queueable and fail normally, so the request layer's offline prompt appears. Reads are never queued, and
// neither are multipart bodies (images belong in Dexie, with a small request naming them).
//
// Order: while changes wait, a new queueable change goes behind them (and a replay starts) even when the
// network is up, so an older change can never overwrite a newer one on the server.
import { Queue, QueueStore, StorableRequest } from 'workbox-background-sync';
import { CSRF_COOKIE, CSRF_FIELD, HEADER } from '../../src/lib/shared/api';
import { API_QUEUE_NAME, ASIDE_QUEUE_NAME, MAX_SYNC_ISSUES, callFromPath, isApiPath, type QueuedChange, type SyncFailure, type SyncIssue, type SyncIssueKind, type SyncState } from '../../src/lib/shared/swProtocol';
import { broadcast } from '../channel';
import { readCookie } from '../cookies';
import { errorCodeOf } from '../../src/lib/shared/retryPolicy';
import { answerMemory, drainQueue, refreshFormToken, serialReplayer, type DrainOutcome, type EntryMeta, type ServerAnswer } from './replay';

declare const self: ServiceWorkerGlobalScope;

/** Changes wait until delivered, refused or discarded by the user; Workbox would silently drop older ones. */
const RETENTION_MINUTES = 60 * 24 * 365;
const FORM_TYPE = 'application/x-www-form-urlencoded';

interface Entry {
  request: Request;
  timestamp?: number;
  metadata: EntryMeta;
}

interface IssueMeta extends EntryMeta {
  issue: { kind: SyncIssueKind; status: number; code: string; message: string; at: number };
}

let lastFailure: SyncFailure | null = null;
let lastDeliveredAt: number | null = null;
let replaying = false;
/** The replay running now (set the moment it is asked for, before it takes anything off the queue). */
let active: Promise<DrainOutcome> | undefined;
/** Answers of changes replays delivered or refused lately (lost when the worker stops: the server remembers too). */
const settled = answerMemory();
/** The token the pages last sent: the fallback where the worker cannot read cookies (no cookieStore). */
let pageCsrf = '';

const queue = new Queue(API_QUEUE_NAME, {
  maxRetentionTime: RETENTION_MINUTES,
  onSync: async () => {
    const outcome = await replay();
    // In a sync event, a failure makes the browser schedule another sync later.
    if (outcome !== 'drained' && 'sync' in self.registration) throw new Error(`replay stopped: ${outcome}`);
  },
});
const waitingStore = new QueueStore(API_QUEUE_NAME);
const asideStore = new QueueStore(ASIDE_QUEUE_NAME);

export function isQueueableRequest(request: Request): boolean {
  const url = new URL(request.url);
  if (request.method !== 'POST' || url.origin !== self.location.origin || !isApiPath(url.pathname)) return false;
  if (request.headers.get(HEADER.queueable) !== '1') return false;
  return !(request.headers.get('content-type') ?? '').includes('multipart/');
}

/** What the change holds, as the page named it when it sent the change (for the user, while it waits). */
function keysOf(request: Request): string[] | undefined {
  const keys = (request.headers.get(HEADER.changeKeys) ?? '').split(',').map((key) => key.trim()).filter(Boolean);
  return keys.length ? keys : undefined;
}

function toChange(meta: EntryMeta): QueuedChange {
  return { requestId: meta.requestId, call: meta.call, queuedAt: meta.queuedAt, attempts: meta.attempts, ...(meta.keys ? { keys: meta.keys } : {}) };
}

export async function syncState(): Promise<SyncState> {
  const [waiting, aside] = await Promise.all([waitingStore.getAll(), asideStore.getAll()]);
  const issues: SyncIssue[] = aside.map((entry) => {
    const meta = entry.metadata as IssueMeta;
    return { ...toChange(meta), id: entry.id, ...meta.issue };
  });
  return { waiting: waiting.map((entry) => toChange(entry.metadata as EntryMeta)), issues, replaying, lastFailure, lastDeliveredAt };
}

export async function broadcastState(): Promise<SyncState> {
  const state = await syncState();
  broadcast({ type: 'sync-state', state });
  return state;
}

async function isWaiting(requestId: string): Promise<boolean> {
  const [waiting, aside] = await Promise.all([waitingStore.getAll(), asideStore.getAll()]);
  return [...waiting, ...aside].some((entry) => (entry.metadata as EntryMeta | undefined)?.requestId === requestId);
}

let enqueueing: Promise<void> = Promise.resolve();

/**
 * Stores a change at the back of the queue, once per X-Request-Id (a page may send the same change again).
 * One at a time: two sends of the same change arriving together must not both find it missing and store it twice.
 */
export function enqueue(request: Request): Promise<void> {
  const stored = enqueueing.then(() => enqueueOnce(request));
  enqueueing = stored.catch(() => undefined);
  return stored;
}

async function enqueueOnce(request: Request): Promise<void> {
  const requestId = request.headers.get(HEADER.requestId) || crypto.randomUUID();
  if (await isWaiting(requestId)) return;
  const call = callFromPath(new URL(request.url).pathname);
  const keys = keysOf(request);
  const metadata: EntryMeta = { requestId, call, queuedAt: Date.now(), attempts: 0, ...(keys ? { keys } : {}) };
  await queue.pushRequest({ request, metadata });
  await broadcastState();
}

export function queuedAnswer(): Response {
  return new Response(JSON.stringify({ data: { queued: true } }), {
    status: 202,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', [HEADER.queued]: '1' },
  });
}

export async function hasWaitingChanges(): Promise<boolean> {
  return (await waitingStore.size()) > 0;
}

export function rememberPageToken(token: string | undefined): void {
  if (token) pageCsrf = token;
}

async function freshToken(frozen: string): Promise<string> {
  return (await readCookie(CSRF_COOKIE)) || pageCsrf || frozen;
}

/** The queued request again, with today's CSRF token in the header and the body; its X-Request-Id stays. */
async function rebuild(request: Request): Promise<Request> {
  const headers = new Headers(request.headers);
  const token = await freshToken(headers.get(HEADER.csrf) ?? '');
  if (token) headers.set(HEADER.csrf, token);
  headers.delete(HEADER.queueable);
  headers.delete(HEADER.changeKeys);
  let body: BodyInit = await request.clone().arrayBuffer();
  if ((headers.get('content-type') ?? '').includes(FORM_TYPE)) body = refreshFormToken(new TextDecoder().decode(body), CSRF_FIELD, token);
  return new Request(request.url, { method: 'POST', headers, body, credentials: 'same-origin', cache: 'no-store' });
}

async function send(entry: Entry): Promise<ServerAnswer> {
  const response = await fetch(await rebuild(entry.request));
  const body = await response.text();
  const contentType = response.headers.get('content-type') ?? '';
  if (response.ok) return { status: response.status, body, contentType };
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    parsed = undefined;
  }
  const { code, message } = errorCodeOf(parsed);
  return { status: response.status, code, message, body, contentType };
}

/** The server's answer to a change a replay settled, again, for a page that sends the same change. */
function recalledAnswer(answer: ServerAnswer): Response {
  const noBody = answer.status === 204 || answer.status === 205 || answer.status === 304;
  return new Response(noBody ? null : (answer.body ?? ''), { status: answer.status, headers: { 'content-type': answer.contentType || 'application/json; charset=utf-8', 'cache-control': 'no-store' } });
}

async function putAside(entry: Entry, kind: SyncIssueKind, answer: ServerAnswer): Promise<SyncIssue> {
  const storable = await StorableRequest.fromRequest(entry.request.clone());
  const issue = { kind, status: answer.status, code: answer.code ?? '', message: answer.message ?? '', at: Date.now() };
  const metadata: IssueMeta = { ...entry.metadata, issue };
  await asideStore.pushEntry({ requestData: storable.toObject(), timestamp: entry.timestamp ?? Date.now(), metadata });
  const all = await asideStore.getAll();
  for (const old of all.slice(0, Math.max(0, all.length - MAX_SYNC_ISSUES))) await asideStore.deleteEntry(old.id);
  const stored = all[all.length - 1];
  return { ...toChange(entry.metadata), id: stored?.id ?? 0, ...issue };
}

async function drainOnce(): Promise<DrainOutcome> {
  return drainQueue<Entry>({
    shift: async () => (await queue.shiftRequest()) as Entry | undefined,
    unshift: (entry) => queue.unshiftRequest(entry),
    send,
    delivered: async (entry, answer) => {
      settled.remember(entry.metadata.call, entry.metadata.requestId, answer);
      lastDeliveredAt = Date.now();
      broadcast({ type: 'delivered', requestId: entry.metadata.requestId, call: entry.metadata.call });
      await broadcastState();
    },
    refused: async (entry, answer) => {
      settled.remember(entry.metadata.call, entry.metadata.requestId, answer);
      broadcast({ type: 'refused', issue: await putAside(entry, 'refused', answer) });
      await broadcastState();
    },
    movedAside: async (entry, answer) => {
      await putAside(entry, 'stuck', answer);
      await broadcastState();
    },
    failed: (entry, answer) => {
      lastFailure = { at: Date.now(), call: entry.metadata.call, status: answer.status, code: answer.code ?? '' };
    },
  });
}

/** Two workers (an old one finishing, a new one starting) must not replay at once either. */
async function drainLocked(): Promise<DrainOutcome> {
  replaying = true;
  await broadcastState();
  try {
    const locks = (self.navigator as WorkerNavigator & { locks?: LockManager }).locks;
    return await (locks ? locks.request('pixloom-api-queue', () => drainOnce()) : drainOnce());
  } finally {
    replaying = false;
    await broadcastState();
  }
}

const serialReplay = serialReplayer(drainLocked);

/** Replays the queue; one replay at a time (replay.ts serialReplayer). */
export function replay(): Promise<DrainOutcome> {
  const running = serialReplay();
  active = running;
  void running.finally(() => {
    if (active === running) active = undefined;
  }).catch(() => undefined);
  return running;
}

/**
 * Handles a queueable api/ POST: sends it, or keeps it for later when the network is not there. A change
 * a replay settled lately is not sent again: the page gets the server's answer. While a replay runs, a
 * change waits for it first: the replay may have taken that very change off the queue and not yet heard
 * the server (between the two it is neither waiting nor settled, and sending it then reached the server
 * twice — once from the replay, once from here).
 */
export async function handleQueueable(request: Request, event: ExtendableEvent | undefined): Promise<Response> {
  const call = callFromPath(new URL(request.url).pathname);
  const requestId = request.headers.get(HEADER.requestId) ?? '';
  if (requestId && active) await active.catch(() => undefined);
  const known = requestId ? settled.recall(call, requestId) : undefined;
  if (known) return recalledAnswer(known);
  const copy = request.clone();
  if (await hasWaitingChanges()) {
    await enqueue(copy);
    const pending = replay();
    event?.waitUntil(pending);
    return queuedAnswer();
  }
  try {
    return await fetch(request);
  } catch {
    await enqueue(copy);
    return queuedAnswer();
  }
}

/** The user's "try again" on a change that was moved aside: back at the end of the queue, attempts reset. */
export async function retryIssue(id: number): Promise<void> {
  const entry = (await asideStore.getAll()).find((e) => e.id === id);
  if (!entry) return;
  const meta = entry.metadata as IssueMeta;
  await asideStore.deleteEntry(id);
  if (meta.issue.kind === 'stuck') {
    const { issue: _issue, ...rest } = meta;
    await queue.pushRequest({ request: new StorableRequest(entry.requestData).toRequest(), timestamp: entry.timestamp, metadata: { ...rest, attempts: 0 } });
  }
  await broadcastState();
}

export async function discardIssue(id: number): Promise<void> {
  await asideStore.deleteEntry(id);
  await broadcastState();
}
