// Persistent storage (the browser then does not evict the app's data under storage pressure). Asked for when
// the app is installed (src/features/offline/install.ts) and when the device first holds a project of the
// user's (src/features/projects/localProjects.ts): from then on something exists only on this device. Lives
// in src/lib so both areas reach it without importing each other.
import { report } from './report';

/** Resolves whether the storage is persistent, asking the browser if it is not yet. Must run on a page, not in a worker. */
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
