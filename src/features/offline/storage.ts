// The device's storage: persistent storage for the installed app (the browser then does not evict our data
// under pressure), and a clear message when the storage is full — never a silent loss.
import { isQuotaError } from '../../lib/db/quota';
import { report } from '../../lib/report';
import { notify } from '../../app/notifications/notifications';
import { getAppI18n } from '../../app/language/language';

/** Asks once per page; resolves whether the storage is persistent. Must run on a page, not in a worker. */
export async function requestPersistentStorage(): Promise<boolean> {
  const storage = typeof navigator !== 'undefined' ? navigator.storage : undefined;
  if (!storage?.persist) return false;
  try {
    if (await storage.persisted()) return true;
    return await storage.persist();
  } catch (error) {
    report('warning', 'persistent storage request failed', String(error));
    return false;
  }
}

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
