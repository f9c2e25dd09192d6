// When settings travel: pending changes go out as soon as the user is known, when the connection returns
// and when the service worker reports a queued settings change delivered or refused; the server's settings
// come back after each of those, so another device's changes arrive too.
import { currentUser } from '../user';
import { report } from '../report';
import { mergeServerScores } from './featureFrequencies';
import { cancelScheduledSync, currentOwner, refreshSettings, syncSettings } from './settingsStore';

/** Sends what is pending, then takes the server's settings (and merges feature frequencies). */
export async function syncAndRefresh(): Promise<void> {
  const owner = currentOwner();
  const result = await syncSettings();
  // A change handed to the worker's queue is not on the server yet: the server's values would be older.
  if (result === 'queued' || result === 'offline') return;
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

/** The worker delivered or refused a queued settings change: settle the pending list against the server. */
export function settingsChangeSettled(): void {
  run();
}
