// The outbox's state as every open page sees it (src/lib/outbox, issue 18): the signed-in user's waiting
// changes and those the server refused or that got stuck, read from Dexie with liveQuery — so a change queued
// or delivered in another tab or by the service worker shows here too — and the moments the page drains: at
// start, when the connection returns, when the page comes back to the foreground, and again after a growing
// pause while changes wait (OFFLINE-NOTES.md: where the browser has no Background Sync, these are the only
// drains besides the worker's own). The worker is still asked to replay what older releases left in its
// Workbox queue.
import { liveQuery } from 'dexie';
import { getCookie } from '../../lib/cookies';
import { db } from '../../lib/db/db';
import type * as OutboxPageModule from '../../lib/outbox/page';
import type { OutboxEntry } from '../../lib/outbox/types';
import { createStore } from '../../lib/store';
import { CSRF_COOKIE } from '../../lib/shared/api';
import { EMPTY_SYNC_STATE, type QueuedChange, type SyncIssue, type SyncState } from '../../lib/shared/swProtocol';
import { currentUser } from '../../lib/user';
import { postToWorker } from './serviceWorker';

type OutboxPage = typeof OutboxPageModule;

export interface PageSyncState extends SyncState {
  /** The page has read the outbox at least once. */
  known: boolean;
}

export const syncState = createStore<PageSyncState>({ ...EMPTY_SYNC_STATE, known: false });

const refusalListeners = new Set<(issue: SyncIssue) => void>();

/** Told when a change of the signed-in user is refused (or set aside as stuck), wherever it was drained. */
export function onChangeRefused(listener: (issue: SyncIssue) => void): () => void {
  refusalListeners.add(listener);
  return () => refusalListeners.delete(listener);
}

function toChange(entry: OutboxEntry): QueuedChange {
  const keys = entry.label.key === 'settings' ? (entry.label.params.keys ?? '').split(',').filter(Boolean) : undefined;
  return { requestId: entry.requestId, call: entry.call, queuedAt: entry.createdAt, attempts: entry.attempts, label: entry.label, seq: entry.seq, ...(keys ? { keys } : {}) };
}

function toIssue(entry: OutboxEntry): SyncIssue {
  const refusal = entry.refusal ?? { kind: 'refused' as const, status: 0, code: '', message: '', at: entry.createdAt };
  return { ...toChange(entry), id: entry.seq!, kind: refusal.kind, status: refusal.status, code: refusal.code, message: refusal.message, at: refusal.at };
}

/** The page's view of an owner's outbox rows; `seen` holds the refusals already announced. */
export function stateFromEntries(entries: readonly OutboxEntry[], previous: PageSyncState): PageSyncState {
  const waiting = entries.filter((e) => e.state === 'waiting').map(toChange);
  const issues = entries.filter((e) => e.state === 'refused').map(toIssue);
  return { ...previous, waiting, issues, known: true };
}

/** The outbox's page side, loaded on first use (the status line's chunk stays small). */
function outbox(): Promise<OutboxPage> {
  return import('../../lib/outbox/page');
}

export function requestReplay(): Promise<boolean> {
  void outbox()
    .then((page) => page.drainNow())
    .catch(() => undefined);
  return postToWorker({ type: 'REPLAY', csrf: getCookie(CSRF_COOKIE) });
}

export async function retryIssue(id: number): Promise<boolean> {
  await (await outbox()).retryChange(id);
  return true;
}

export async function discardIssue(id: number): Promise<boolean> {
  return (await (await outbox()).discardChange(id)) !== undefined;
}

/** First and longest wait before the page asks again for a drain that left changes waiting. */
export const REPLAY_RETRY_MS = { first: 2_000, max: 60_000 } as const;

/**
 * While changes wait, no drain runs and the browser says it is online, asks again after a growing pause:
 * the "online" event can come before the network really carries requests (a drain then fails and nothing
 * else would try until the next event). Returns a function that stops it.
 */
export function retryWhileWaiting(replay: () => void, isOnline: () => boolean = () => navigator.onLine): () => void {
  let delay: number = REPLAY_RETRY_MS.first;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = (): void => {
    const state = syncState.get();
    if (state.waiting.length === 0) delay = REPLAY_RETRY_MS.first;
    if (timer !== undefined || !state.known || state.waiting.length === 0 || state.replaying || !isOnline()) return;
    timer = setTimeout(() => {
      timer = undefined;
      delay = Math.min(delay * 2, REPLAY_RETRY_MS.max);
      const now = syncState.get();
      if (now.waiting.length > 0 && !now.replaying && isOnline()) replay();
      check();
    }, delay);
  };
  const stop = syncState.subscribe(check);
  check();
  return () => {
    stop();
    if (timer !== undefined) clearTimeout(timer);
  };
}

/** Reads the signed-in user's outbox rows as they change (any tab, the worker); returns a function that stops. */
function watchOutbox(): () => void {
  let subscription: { unsubscribe(): void } | undefined;
  let owner: string | null | undefined;
  let announced = new Set<number>();
  const follow = (): void => {
    const user = currentUser.get();
    if (user === undefined) return;
    const next = user?.email ?? null;
    if (next === owner) return;
    owner = next;
    subscription?.unsubscribe();
    announced = new Set();
    let first = true;
    if (!next) {
      syncState.set({ ...syncState.get(), waiting: [], issues: [], known: true });
      return;
    }
    subscription = liveQuery(() => db().outbox.where('owner').equals(next).sortBy('seq')).subscribe({
      next: (entries) => {
        const state = stateFromEntries(entries, syncState.get());
        syncState.set(state);
        for (const issue of state.issues) {
          if (announced.has(issue.id)) continue;
          announced.add(issue.id);
          // Refusals already there when the page opened are in the panel; new ones are told as they come.
          if (!first) for (const listener of refusalListeners) listener(issue);
        }
        first = false;
      },
    });
  };
  const stopUser = currentUser.subscribe(follow);
  follow();
  return () => {
    stopUser();
    subscription?.unsubscribe();
  };
}

/** Starts reading the outbox and the drain triggers; returns a function that stops them. */
export function startSyncState(): () => void {
  const stopWatch = watchOutbox();
  let stopRunning = (): void => undefined;
  void outbox().then((page) => {
    stopRunning = page.onDrainRunning((replaying) => syncState.set({ ...syncState.get(), replaying, ...(replaying ? {} : { lastDeliveredAt: Date.now() }) }));
  });
  const replay = (): void => void requestReplay();
  const stopRetries = retryWhileWaiting(replay);
  const onVisible = (): void => {
    if (document.visibilityState === 'visible') replay();
  };
  const stopUser = currentUser.subscribe(() => {
    if (currentUser.get()) replay();
  });
  window.addEventListener('online', replay);
  document.addEventListener('visibilitychange', onVisible);
  replay();
  return () => {
    stopWatch();
    stopRunning();
    stopRetries();
    stopUser();
    window.removeEventListener('online', replay);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
