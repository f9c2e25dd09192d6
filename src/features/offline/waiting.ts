// How many changes wait to reach the server, the one count both the status line's sync chip and the
// editor's project status read (issue 14: "Synced" beside "1 change waiting to sync"): the worker's api/
// queue, plus settings saved on the device that have not reached the queue yet.
import { useStore } from '../../app/useStore';
import { SETTINGS_CALL, usePendingSettings } from '../../lib/settings';
import { currentUser } from '../../lib/user';
import { syncState } from './syncState';

/**
 * Changes waiting: the worker's queue, plus settings saved on the device that have not reached the queue
 * yet (sent a moment later, or no worker to queue them).
 */
export function waitingCount(queue: readonly { call: string }[], pendingSettings: readonly string[]): number {
  const settingsQueued = queue.some((change) => change.call === SETTINGS_CALL);
  return queue.length + (pendingSettings.length > 0 && !settingsQueued ? 1 : 0);
}

export function useWaitingChanges(): number {
  const state = useStore(syncState);
  const user = useStore(currentUser);
  const pending = usePendingSettings();
  return waitingCount(state.waiting, user ? pending : []);
}
