// The api/ queue's state as every open page sees it (the worker broadcasts it after each change), and the
// moments the page asks the worker to replay: at start, when the connection returns and when the page comes
// back to the foreground — where the browser has no Background Sync, these are the only replays besides the
// worker's own start (OFFLINE-NOTES.md).
import { getCookie } from '../../lib/cookies';
import { createStore } from '../../lib/store';
import { CSRF_COOKIE } from '../../lib/shared/api';
import { EMPTY_SYNC_STATE, type SyncIssue, type SyncState, type WorkerBroadcast } from '../../lib/shared/swProtocol';
import { onWorkerBroadcast, postToWorker } from './serviceWorker';

export interface PageSyncState extends SyncState {
  /** The worker has told this page its state at least once. */
  known: boolean;
}

export const syncState = createStore<PageSyncState>({ ...EMPTY_SYNC_STATE, known: false });

type SettledListener = (message: Extract<WorkerBroadcast, { type: 'delivered' | 'refused' }>) => void;
const settledListeners = new Set<SettledListener>();
const refusalListeners = new Set<(issue: SyncIssue) => void>();

/** Called when a queued change was delivered or refused (the settings store settles its pending list). */
export function onChangeSettled(listener: SettledListener): () => void {
  settledListeners.add(listener);
  return () => settledListeners.delete(listener);
}

export function onChangeRefused(listener: (issue: SyncIssue) => void): () => void {
  refusalListeners.add(listener);
  return () => refusalListeners.delete(listener);
}

export function applyBroadcast(message: WorkerBroadcast): void {
  if (message.type === 'sync-state') {
    syncState.set({ ...message.state, known: true });
    return;
  }
  for (const listener of settledListeners) listener(message);
  if (message.type === 'refused') for (const listener of refusalListeners) listener(message.issue);
}

export function requestReplay(): Promise<boolean> {
  return postToWorker({ type: 'REPLAY', csrf: getCookie(CSRF_COOKIE) });
}

export function requestSyncState(): Promise<boolean> {
  return postToWorker({ type: 'GET_SYNC_STATE' });
}

export function retryIssue(id: number): Promise<boolean> {
  return postToWorker({ type: 'RETRY_ISSUE', id });
}

export function discardIssue(id: number): Promise<boolean> {
  return postToWorker({ type: 'DISCARD_ISSUE', id });
}

/** First and longest wait before the page asks again for a replay that left changes waiting. */
export const REPLAY_RETRY_MS = { first: 2_000, max: 60_000 } as const;

/**
 * While changes wait, no replay runs and the browser says it is online, asks again after a growing pause:
 * the "online" event can come before the network really carries requests (a replay then fails and nothing
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

/** Starts listening and the replay triggers; returns a function that stops them. */
export function startSyncState(): () => void {
  const stopBroadcasts = onWorkerBroadcast(applyBroadcast);
  const replay = (): void => void requestReplay();
  const stopRetries = retryWhileWaiting(replay);
  const onVisible = (): void => {
    if (document.visibilityState === 'visible') replay();
  };
  window.addEventListener('online', replay);
  document.addEventListener('visibilitychange', onVisible);
  void navigator.serviceWorker?.ready.then(() => {
    void requestSyncState();
    replay();
  });
  return () => {
    stopBroadcasts();
    stopRetries();
    window.removeEventListener('online', replay);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
