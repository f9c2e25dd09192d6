// The offline-first area at start-up (src/app/features.ts): nothing here waits for the network.
// Service worker and update flow, queue state and replay triggers, settings sync, the status line's
// indicators and menu, the install prompt, the compatibility check, and files opened with the app.
import { getAppI18n } from '../../app/language/language';
import { addStatusSlot, setMenuSlot } from '../../app/layout/slots';
import { showToast } from '../../app/toasts/toasts';
import { settingsChangeSettled, startSettingsSync, SETTINGS_CALL } from '../../lib/settings';
import { currentUser } from '../../lib/user';
import { AppMenu } from './AppMenu';
import { CompatWarning } from './CompatWarning';
import { startCompatCheck } from './compatGate';
import { startConnectivity } from './connectivity';
import { startInstall } from './install';
import { describeChange, describeReason } from './labels';
import { OfflineIndicator } from './OfflineIndicator';
import { mountOverlays } from './Overlays';
import { openSyncPanel } from './panels';
import { postToWorker, registerServiceWorker } from './serviceWorker';
import { startLaunchQueue } from './sharedImage';
import { SyncStatus } from './SyncStatus';
import { onChangeRefused, onChangeSettled, startSyncState } from './syncState';
import { startThemeSync } from './themeSync';
import { PAGE_VERSION, startUpdateFlow } from './updateFlow';
import './offline.css';

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

export async function startOffline(): Promise<void> {
  document.documentElement.dataset.appVersion = PAGE_VERSION;
  mountOverlays();
  addStatusSlot(OfflineIndicator);
  addStatusSlot(SyncStatus);
  addStatusSlot(CompatWarning);
  setMenuSlot(AppMenu);
  startConnectivity();
  startInstall();

  const workbox = registerServiceWorker();
  if (workbox) startUpdateFlow(workbox);
  startSyncState();
  onChangeSettled((message) => {
    const call = message.type === 'delivered' ? message.call : message.issue.call;
    if (call === SETTINGS_CALL) settingsChangeSettled();
  });
  onChangeRefused((issue) => {
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
}
