// The device's storage: a clear message when the storage is full — never a silent loss. Persistent storage
// (asked at install and with the first project) is src/lib/persistentStorage.ts, what the settings show of
// the storage (space used, quota) storageUsage.ts: both load only where used, not with the start-up code.
import { isQuotaError } from '../../lib/db/quota';
import { report } from '../../lib/report';
import { notify } from '../../app/notifications/notifications';
import { getAppI18n } from '../../app/language/language';

/**
 * Tells the user when a write failed because the device is full; other failures are reported. Returns
 * whether the error was a full storage. Callers keep what the user did in memory and say it is not saved.
 */
export function reportStorageError(error: unknown): boolean {
  if (isQuotaError(error)) {
    notify({ type: 'error', message: getAppI18n().t('offline_storage_full') });
    return true;
  }
  report('error', 'local storage write failed', String(error));
  notify({ type: 'error', message: getAppI18n().t('offline_storage_failed') });
  return false;
}
