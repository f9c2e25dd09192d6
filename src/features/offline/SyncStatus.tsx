// The sync indicator of the status line: "3 changes waiting to sync", then "All changes saved"; "needs
// attention" when the server refused a change or one is stuck. It opens the panel of what waits.
import { useTranslation } from 'react-i18next';
import { useStore } from '../../app/useStore';
import { currentUser } from '../../lib/user';
import { openSyncPanel } from './panels';
import { syncState } from './syncState';
import { useWaitingChanges, waitingCount } from './waiting';

export { waitingCount };

export type SyncIndicator = 'hidden' | 'waiting' | 'attention' | 'saved';

export function syncIndicator(state: { known: boolean; waiting: unknown[]; issues: unknown[]; lastDeliveredAt: number | null }, signedIn: boolean, localWaiting = 0): SyncIndicator {
  if (!state.known && localWaiting === 0) return 'hidden';
  if (state.waiting.length + localWaiting > 0) return 'waiting';
  if (state.issues.length > 0) return 'attention';
  return signedIn || state.lastDeliveredAt !== null ? 'saved' : 'hidden';
}

export function SyncStatus() {
  const { t } = useTranslation();
  const state = useStore(syncState);
  const user = useStore(currentUser);
  const waiting = useWaitingChanges();
  const indicator = syncIndicator(state, Boolean(user), waiting - state.waiting.length);
  if (indicator === 'hidden') return null;
  const label =
    indicator === 'waiting'
      ? t('offline_sync_waiting', { count: waiting })
      : indicator === 'attention'
        ? t('offline_sync_attention', { count: state.issues.length })
        : t('offline_sync_saved');
  return (
    <button
      type="button"
      className={`px-sync px-sync--${indicator}`}
      onClick={openSyncPanel}
      data-testid="sync-status"
      data-state={indicator}
      data-count={indicator === 'waiting' ? waiting : state.issues.length}
      aria-live="polite"
      title={t('offline_sync_open_panel')}
    >
      <span className="px-sync__dot" aria-hidden="true" />
      <span className="px-sync__label">{label}</span>
    </button>
  );
}
