// The library's pages in Dexie (table libraryPages, one row per page of 50 per owner), so the library
// opens with no network (ARCHITECTURE.md "Library pages … are cached in Dexie"). The rows always mirror
// what the library shows: every change rewrites the owner's rows in one transaction.
import { db, isQuotaError, type LibraryPageRow } from '../../lib/db/db';
import { clearSavedLists } from '../../lib/db/savedLists';
import { LIBRARY_PAGE_SIZE } from '../../lib/shared/constants';
import { report } from '../../lib/report';
import { restoreLibraryImage, type LibraryImage } from './libraryImage';
import type { LibraryCursor } from './libraryPager';

export interface CachedLibrary {
  images: LibraryImage[];
  total: number;
  pages: number;
  fetchedAt: number;
}

export async function readCachedLibrary(owner: string): Promise<CachedLibrary | null> {
  try {
    const rows = await db().libraryPages.where('owner').equals(owner).sortBy('page');
    if (rows.length === 0) return null;
    const images = rows.flatMap((row) => (Array.isArray(row.images) ? row.images : [])).map(restoreLibraryImage).filter((i): i is LibraryImage => i !== null);
    const last = rows[rows.length - 1];
    return { images, total: last?.total ?? images.length, pages: rows.length, fetchedAt: Math.min(...rows.map((r) => r.fetchedAt)) };
  } catch (error) {
    report('warning', 'library cache could not be read', { error: String(error) });
    return null;
  }
}

/** Splits what is shown into pages of 50 and stores them in place of the owner's earlier rows. */
export async function writeCachedLibrary(owner: string, images: LibraryImage[], total: number, cursor: LibraryCursor, now = Date.now()): Promise<void> {
  const rows: LibraryPageRow[] = [];
  for (let page = 0; page * LIBRARY_PAGE_SIZE < images.length; page++) {
    rows.push({ owner, page, images: images.slice(page * LIBRARY_PAGE_SIZE, (page + 1) * LIBRARY_PAGE_SIZE), total, startImages: cursor.startImages, startLayers: cursor.startLayers, fetchedAt: now });
  }
  try {
    const table = db().libraryPages;
    await db().transaction('rw', table, async () => {
      await table.where('owner').equals(owner).delete();
      if (rows.length > 0) await table.bulkPut(rows);
    });
  } catch (error) {
    // A full disk loses the offline copy, never the library itself.
    report('warning', isQuotaError(error) ? 'library cache: storage full' : 'library cache could not be written', { error: String(error) });
  }
}

export async function clearCachedLibrary(owner: string): Promise<void> {
  try {
    await db().libraryPages.where('owner').equals(owner).delete();
  } catch {
    /* nothing cached to clear */
  }
}

/** A user signed out (or another signed in): their library pages and saved gallery lists leave the device. */
export async function forgetOwner(owner: string): Promise<void> {
  await Promise.all([clearCachedLibrary(owner), clearSavedLists(owner)]);
}
