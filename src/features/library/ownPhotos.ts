// The one own-photos source of the page, wired to the server, Dexie and the photo events, so the
// library shows uploads and deletions made anywhere (My Photos, the editor's "save to My Photos").
import { LIBRARY_PAGE_SIZE } from '../../lib/shared/constants';
import { db } from '../../lib/db/db';
import { readLocal, LOCAL_KEYS } from '../../lib/localStore';
import { onPhotoEvent } from '../photos/photoEvents';
import { fetchLibraryBatch } from './libraryApi';
import { readCachedLibrary, writeCachedLibrary } from './libraryCache';
import { libraryImageFromPhoto } from './libraryImage';
import { OwnPhotosSource } from './ownPhotosSource';

export const ownPhotos = new OwnPhotosSource({
  fetchBatch: (cursor, { quiet }) => fetchLibraryBatch(cursor, { quiet }),
  readCache: readCachedLibrary,
  writeCache: writeCachedLibrary,
});

onPhotoEvent((event) => {
  if (event.type === 'added') ownPhotos.add(libraryImageFromPhoto(event.photo));
  else if (event.type === 'deleted') ownPhotos.remove(event.id);
  else if (event.patch.title !== undefined) {
    const title = event.patch.title;
    ownPhotos.state.set((s) => ({ ...s, images: s.images.map((i) => (i.id === event.id ? { ...i, title } : i)) }));
  }
});

/**
 * Whose library to show while the signed-in user is not known yet (offline start): the last signed-in
 * email, else whoever's pages this device fetched last. The session cookie is the same device's.
 */
export async function probableOwner(): Promise<string | null> {
  const latest = readLocal<unknown>(LOCAL_KEYS.latestUserEmail, null);
  if (typeof latest === 'string' && latest) return latest;
  try {
    const rows = await db().libraryPages.toArray();
    const newest = rows.sort((a, b) => b.fetchedAt - a.fetchedAt)[0];
    return newest?.owner ?? null;
  } catch {
    return null;
  }
}

export { LIBRARY_PAGE_SIZE };
