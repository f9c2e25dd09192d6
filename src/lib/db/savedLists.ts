// Lists of server answers kept in Dexie (table galleryLists) so they can be read with no network, the way
// the image library keeps its pages (src/features/library/libraryCache.ts): one row per owner and list,
// rewritten whole each time the list is shown from the network, so a row always mirrors what its owner last
// saw. Every read and write names its owner (the signed-in email, or ANONYMOUS for a visitor): one user's
// rows are never read for another, and the rows go when their user signs out (library/start.ts).
import { db, isQuotaError, type GalleryListRow } from './db';
import { report } from '../report';

/** A list keeps at most this many items: a few pages of a gallery, enough to read on a train. */
export const MAX_SAVED_ITEMS = 300;
/** An owner keeps at most this many lists (searches and single photos add up); the oldest go first. */
export const MAX_SAVED_LISTS = 60;

export interface SavedList<T> {
  items: T[];
  hasMore: boolean;
  fetchedAt: number;
}

/** The owner's saved copy of a list, its items checked by `restore` (a row from an older release may not fit). */
export async function readSavedList<T>(owner: string, list: string, restore: (value: unknown) => T | null): Promise<SavedList<T> | null> {
  try {
    const row = await db().galleryLists.get([owner, list]);
    if (!row || row.owner !== owner) return null;
    const items = (Array.isArray(row.items) ? row.items : []).map(restore).filter((i): i is T => i !== null);
    return { items, hasMore: row.hasMore === true, fetchedAt: row.fetchedAt };
  } catch (error) {
    report('warning', 'saved list could not be read', { error: String(error) });
    return null;
  }
}

/** Keeps what the owner was shown in place of the list's earlier copy. */
export async function writeSavedList(owner: string, list: string, items: readonly unknown[], hasMore: boolean, now = Date.now()): Promise<void> {
  const row: GalleryListRow = { owner, list, items: items.slice(0, MAX_SAVED_ITEMS), hasMore: hasMore || items.length > MAX_SAVED_ITEMS, fetchedAt: now };
  try {
    const table = db().galleryLists;
    await db().transaction('rw', table, async () => {
      await table.put(row);
      const count = await table.where('owner').equals(owner).count();
      if (count <= MAX_SAVED_LISTS) return;
      const rows = await table.where('owner').equals(owner).toArray();
      const oldest = rows.sort((a, b) => a.fetchedAt - b.fetchedAt).slice(0, count - MAX_SAVED_LISTS);
      await table.bulkDelete(oldest.map((r) => [r.owner, r.list] as [string, string]));
    });
  } catch (error) {
    // A full disk loses the offline copy, never the list on the screen.
    report('warning', isQuotaError(error) ? 'saved list: storage full' : 'saved list could not be written', { error: String(error) });
  }
}

/** An item with this id in any of the owner's saved lists, the most recently saved first. */
export async function findSavedItem<T extends { id: string }>(owner: string, id: string, restore: (value: unknown) => T | null): Promise<{ item: T; fetchedAt: number } | null> {
  try {
    const rows = (await db().galleryLists.where('owner').equals(owner).toArray()).sort((a, b) => b.fetchedAt - a.fetchedAt);
    for (const row of rows) {
      if (row.owner !== owner || !Array.isArray(row.items)) continue;
      for (const value of row.items) {
        const item = restore(value);
        if (item && item.id === id) return { item, fetchedAt: row.fetchedAt };
      }
    }
    return null;
  } catch (error) {
    report('warning', 'saved lists could not be searched', { error: String(error) });
    return null;
  }
}

export async function clearSavedLists(owner: string): Promise<void> {
  try {
    await db().galleryLists.where('owner').equals(owner).delete();
  } catch {
    /* nothing saved to clear */
  }
}
