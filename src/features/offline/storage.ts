// The device's storage: persistent storage (the browser then does not evict our data under pressure; asked
// at install and with the first project), what the settings show of it (space used, quota, persistence),
// and a clear message when the storage is full — never a silent loss.
import { isQuotaError } from '../../lib/db/quota';
import { report } from '../../lib/report';
import { notify } from '../../app/notifications/notifications';
import { getAppI18n } from '../../app/language/language';

export { requestPersistentStorage } from '../../lib/persistentStorage';

/** What the browser says about the origin's storage (navigator.storage), for the settings. */
export interface StorageState {
  /** Bytes used by the app on this device (caches, IndexedDB, the origin-private file system). */
  usage: number;
  /** Bytes the browser lets the app use. */
  quota: number;
  persistent: boolean;
}

/** The storage used, the quota and whether it is persistent; null where the browser does not say. */
export async function readStorageState(storage: StorageManager | undefined = typeof navigator !== 'undefined' ? navigator.storage : undefined): Promise<StorageState | null> {
  if (!storage?.estimate) return null;
  try {
    const [estimate, persistent] = await Promise.all([storage.estimate(), storage.persisted ? storage.persisted() : Promise.resolve(false)]);
    if (typeof estimate.usage !== 'number' || typeof estimate.quota !== 'number') return null;
    return { usage: estimate.usage, quota: estimate.quota, persistent };
  } catch (error) {
    report('warning', 'storage estimate failed', String(error));
    return null;
  }
}

const BYTE_UNITS = [
  { unit: 'gigabyte', size: 1e9 },
  { unit: 'megabyte', size: 1e6 },
  { unit: 'kilobyte', size: 1e3 },
] as const;

/**
 * A size in the user's language with the largest unit that keeps it at 1 or more ("12.4 MB", "1,2 GB").
 * Decimal units, as the browsers' and the AI section's sizes are.
 */
export function formatBytes(bytes: number, language: string): string {
  const pick = BYTE_UNITS.find((u) => bytes >= u.size);
  const unit = pick?.unit ?? 'byte';
  const value = pick ? bytes / pick.size : bytes;
  try {
    return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(value);
  } catch {
    const short = { gigabyte: 'GB', megabyte: 'MB', kilobyte: 'kB', byte: 'B' }[unit];
    return `${Number(value.toFixed(1))} ${short}`;
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
