// The galleries' saved copies (issue 18, reading offline): My Photos, Explore, a user's gallery and single
// photos as their owner last saw them, in Dexie (lib/db/savedLists.ts), so the lists show with no network.
// The owner is the signed-in email, or ANONYMOUS for a visitor, fixed when the list starts: one user's saved
// pages are never read for another user or a visitor, and they are removed when that user signs out.
import { ANONYMOUS } from '../../lib/db/db';
import { findSavedItem, readSavedList, writeSavedList } from '../../lib/db/savedLists';
import { whenUserKnown } from '../../lib/user';
import { fetchPhoto, restorePhoto, type Photo } from '../photos';
import { isConnectionFailure, type SavedSource } from './galleryLoader';

/** The owner of what is shown now: the signed-in email, or ANONYMOUS (waits until the page knows its user). */
export async function galleryOwner(): Promise<string> {
  return (await whenUserKnown())?.email ?? ANONYMOUS;
}

/** A list's saved copy for one owner (given, or the page's user when the list starts). */
export function savedGallery(list: string, owner?: string): SavedSource<Photo> {
  let ownerOf: Promise<string> | undefined;
  const whose = (): Promise<string> => (ownerOf ??= owner !== undefined ? Promise.resolve(owner) : galleryOwner());
  return {
    read: async () => readSavedList(await whose(), list, restorePhoto),
    write: (items, hasMore, fetchedAt) => {
      void whose().then((o) => writeSavedList(o, list, items, hasMore, fetchedAt));
    },
  };
}

const photoList = (id: string): string => `photo:${id}`;

/** A photo opened on its own (the photo modal), kept so the modal opens offline too. */
export async function keepPhoto(photo: Photo, owner?: string): Promise<void> {
  await writeSavedList(owner ?? (await galleryOwner()), photoList(photo.id), [photo], false);
}

/** The photo as the owner last saw it, in any of their saved lists. */
export async function savedPhoto(id: string, owner?: string): Promise<{ photo: Photo; fetchedAt: number } | null> {
  const found = await findSavedItem(owner ?? (await galleryOwner()), id, restorePhoto);
  return found ? { photo: found.item, fetchedAt: found.fetchedAt } : null;
}

/**
 * One photo for the photo modal: from the server (and kept), or, when the server cannot be reached, as last
 * seen (saved: true). With no saved copy either, asked again the usual way (the offline prompt).
 */
export async function loadPhoto(id: string, signal: AbortSignal, owner?: string): Promise<{ photo: Photo; saved: boolean }> {
  try {
    const photo = await fetchPhoto(id, signal, false);
    void keepPhoto(photo, owner);
    return { photo, saved: false };
  } catch (error) {
    if (!isConnectionFailure(error)) throw error;
    const kept = await savedPhoto(id, owner);
    if (kept) return { photo: kept.photo, saved: true };
    return { photo: await fetchPhoto(id, signal), saved: false };
  }
}
