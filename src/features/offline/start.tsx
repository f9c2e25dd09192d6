// The offline-first area at start-up (src/app/features.ts): nothing here waits for the network.
// The first screen gets the status line's indicators and the app menu; everything else (service worker and
// update flow, queue state, settings and theme sync, the compatibility check, overlays, files opened with
// the app) is startLater.ts, loaded in its own chunk so Dexie, workbox-window and the check's worker client
// are not in the start-up JavaScript (issue 11). The service worker precaches that chunk: it loads offline.
import { lazy, Suspense } from 'react';
import { addStatusSlot, setMenuSlot } from '../../app/layout/slots';
import { report } from '../../lib/report';
import { AppMenu } from './AppMenu';
import { CompatWarning } from './CompatWarning';
import { startConnectivity } from './connectivity';
import { startInstall } from './install';
import { OfflineIndicator } from './OfflineIndicator';
import { PAGE_VERSION } from './version';
import './offline.css';

// The sync status reads the settings waiting to sync from Dexie: it shows once its chunk is there.
const SyncStatusChunk = lazy(() => import('./SyncStatus').then(({ SyncStatus }) => ({ default: SyncStatus })));

function SyncStatus() {
  return (
    <Suspense fallback={null}>
      <SyncStatusChunk />
    </Suspense>
  );
}

export async function startOffline(): Promise<void> {
  document.documentElement.dataset.appVersion = PAGE_VERSION;
  addStatusSlot(OfflineIndicator);
  addStatusSlot(SyncStatus);
  addStatusSlot(CompatWarning);
  setMenuSlot(AppMenu);
  startConnectivity();
  startInstall();
  void import('./startLater').then(
    ({ startLater }) => startLater(),
    (error: unknown) => report('error', 'offline features failed to start', { error: String(error) }),
  );
}
