// When settings travel: pending changes go out as soon as the user is known and when the connection
// returns, and the server's settings come back after each of those, so another device's changes arrive too
// (a change still waiting, here or in the service worker's queue, keeps its value over the server's). When
// the worker reports a queued settings change delivered, the page settles it with no request: the replay was
// the change's one round trip. A refused change settles too, and the server's values come back.
import { currentUser } from '../user';
import { report } from '../report';
import { mergeServerScores } from './featureFrequencies';
import { cancelScheduledSync, currentOwner, refreshSettings, settleQueuedChange, syncSettings } from './settingsStore';

/** Sends what is pending, then takes the server's settings (and merges feature frequencies). */
export async function syncAndRefresh(): Promise<void> {
  const owner = currentOwner();
  const result = await syncSettings();
  // Unreachable: no point asking. A change in the worker's queue is not on the server yet, but stays pending
  // here until delivered, and a pending value wins over the server's in the merge.
  if (result === 'offline') return;
  const merged = await refreshSettings();
  if (merged?.feature_frequencies && currentOwner() === owner) await mergeServerScores(owner, merged.feature_frequencies);
}

function run(): void {
  void syncAndRefresh().catch((error: unknown) => report('warning', 'settings sync failed', String(error)));
}

/** Starts the settings sync; returns a function that stops it. */
export function startSettingsSync(): () => void {
  let owner: string | undefined;
  const onUser = (): void => {
    if (currentUser.get() === undefined) return;
    const next = currentOwner();
    if (next === owner) return;
    owner = next;
    run();
  };
  // A page going to the background may be closed or frozen: hand pending changes over now, not after
  // the debounce (offline, the service worker's queue keeps them even when no page is left).
  const onHidden = (): void => {
    if (document.visibilityState !== 'hidden') return;
    cancelScheduledSync();
    void syncSettings().catch((error: unknown) => report('warning', 'settings sync failed', String(error)));
  };
  const stopUser = currentUser.subscribe(onUser);
  onUser();
  window.addEventListener('online', run);
  document.addEventListener('visibilitychange', onHidden);
  return () => {
    stopUser();
    window.removeEventListener('online', run);
    document.removeEventListener('visibilitychange', onHidden);
  };
}

/** The worker delivered or refused the queued settings change with this X-Request-Id. */
export async function settleSettingsChange(requestId: string, outcome: 'delivered' | 'refused'): Promise<void> {
  const settled = await settleQueuedChange(requestId);
  if (outcome === 'delivered') return;
  if (settled) report('warning', 'the server refused settings', { requestId });
  // The server kept its own values: take them back (and send what else may be pending).
  await syncAndRefresh();
}

export function settingsChangeSettled(requestId: string, outcome: 'delivered' | 'refused'): void {
  void settleSettingsChange(requestId, outcome).catch((error: unknown) => report('warning', 'settings sync failed', String(error)));
}
