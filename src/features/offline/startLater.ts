// The offline-first area's start-up work that the first screen does not wait for (start.ts imports this
// dynamically, so it loads in a chunk of its own right after start): the service worker and update flow,
// the queue's state and replay triggers, settings and theme sync (Dexie), the compatibility check (its
// worker client), the overlays (panels, compatibility dialogs), files opened with the app, and keeping the
// shipped samples for offline use (sampleWarmup.ts).
import { getAppI18n } from '../../app/language/language';
import { showToast } from '../../app/toasts/toasts';
import { settingsChangeSettled, startSettingsSync, SETTINGS_CALL } from '../../lib/settings';
import { currentUser } from '../../lib/user';
import { startCompatCheck } from './compatGate';
import { describeChange, describeReason } from './labels';
import { mountOverlays } from './Overlays';
import { openSyncPanel } from './panels';
import { postToWorker, registerServiceWorker } from './serviceWorker';
import { startSampleWarmup } from './sampleWarmup';
import { startLaunchQueue } from './sharedImage';
import { onChangeRefused, startSyncState } from './syncState';
import { startThemeSync } from './themeSync';
import { startUpdateFlow } from './updateFlow';

const REFUSED_TOAST_MS = 8000;

/** Images of the user's own photos stay on the device only while the user is signed in. */
function clearPrivateCachesOnSignOut(): void {
  let previous = currentUser.get();
  currentUser.subscribe(() => {
    const next = currentUser.get();
    if (previous && next === null) void postToWorker({ type: 'CLEAR_PRIVATE_CACHES' });
    if (next !== undefined) previous = next;
  });
}

export function startLater(): void {
  mountOverlays();
  const workbox = registerServiceWorker();
  if (workbox) startUpdateFlow(workbox);
  startSyncState();
  onChangeRefused((issue) => {
    // A refused settings change settles: the server's values come back (a delivered one settles in the drain).
    if (issue.call === SETTINGS_CALL) settingsChangeSettled(issue.requestId, 'refused');
    const t = getAppI18n().t;
    showToast({
      kind: 'error',
      message: t('offline_refused_toast', { change: describeChange(issue, t), reason: describeReason(issue.code, issue.message, t) }),
      acceptText: t('offline_refused_details'),
      onAccept: openSyncPanel,
      autoDismissMs: REFUSED_TOAST_MS,
    });
  });
  startSettingsSync();
  startThemeSync();
  clearPrivateCachesOnSignOut();
  startCompatCheck();
  startLaunchQueue();
  startSampleWarmup();
}
