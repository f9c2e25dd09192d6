// What the settings show of the device's storage (StorageSection.tsx): the space used, the quota and whether
// it is persistent, and sizes in the user's language. Apart from storage.ts, which the start-up code imports
// (its full-storage message): this is loaded only with the settings.
import { report } from '../../lib/report';

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
