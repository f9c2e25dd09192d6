// Whether a failed write failed because the device's storage is full. Apart from db.ts so the code of the
// first screen can ask without loading Dexie.
/** A storage quota error, also when IndexedDB wraps it in an AbortError (OFFLINE-NOTES.md). */
export function isQuotaError(error: unknown): boolean {
  const e = error as { name?: string; inner?: { name?: string }; message?: string } | undefined;
  if (!e) return false;
  return e.name === 'QuotaExceededError' || e.inner?.name === 'QuotaExceededError' || (e.name === 'AbortError' && /quota/i.test(e.message ?? ''));
}
