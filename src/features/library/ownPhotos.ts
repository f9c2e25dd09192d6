// The one own-photos source of the page, wired to the server, Dexie and the photo events, so the
// library shows uploads and deletions made anywhere (My Photos, the editor's "save to My Photos").
import { readLocal, LOCAL_KEYS } from '../../lib/localStore';
import { onPhotoEvent } from '../photos';
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
 * Whose library to show while the signed-in user is not known yet (an offline start): the last signed-in
 * email, which the accounts area keeps until that user signs out.
 */
export async function probableOwner(): Promise<string | null> {
  const latest = readLocal<unknown>(LOCAL_KEYS.latestUserEmail, null);
  return typeof latest === 'string' && latest ? latest : null;
}
