import { useEffect, useState } from 'react';
import { useStore } from '../../app/useStore';
import type { Photo } from '../photos';
import { onPhotoEvent, type PhotoEvent } from '../photos';
import { savedGallery } from './galleryCache';
import { GalleryLoader, type GalleryState, type PageFetcher } from './galleryLoader';

export interface GalleryRules {
  /** Whether a photo belongs in this list (after an upload or a change made elsewhere on the page). */
  accepts: (photo: Photo) => boolean;
  /** Whether uploads of the signed-in user go into this list. */
  takesUploads?: boolean;
}

function follow(loader: GalleryLoader<Photo>, event: PhotoEvent, rules: GalleryRules): void {
  if (event.type === 'deleted') return loader.remove(event.id);
  if (event.type === 'added') {
    if (rules.takesUploads && rules.accepts(event.photo)) loader.prepend(event.photo);
    return;
  }
  const current = loader.state.get().items.find((p) => p.id === event.id);
  if (!current) return;
  const next = { ...current, ...event.patch };
  // Spec §4: after a toggle, in the public or private filter the photo leaves the list.
  if (rules.accepts(next)) loader.update(event.id, () => next);
  else loader.remove(event.id);
}

/**
 * A gallery's pages for a query, following changes to photos made anywhere on the page. What is shown is
 * kept on the device for its owner (given, or the page's user), and shown when the network cannot be
 * reached; when the connection comes back, the list is asked for again.
 */
export function useGallery(query: string | null, fetcher: PageFetcher<Photo>, rules: GalleryRules, owner?: string): { state: GalleryState<Photo>; loader: GalleryLoader<Photo> } {
  const [loader] = useState(() => new GalleryLoader<Photo>());
  const state = useStore(loader.state);

  useEffect(() => {
    if (query !== null) loader.setQuery(query, fetcher, { saved: savedGallery(query, owner) });
    // The fetcher and owner belong to the query: new ones for the same query change nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loader, query]);

  useEffect(() => {
    const back = (): void => loader.refresh();
    window.addEventListener('online', back);
    return () => window.removeEventListener('online', back);
  }, [loader]);

  useEffect(() => onPhotoEvent((event) => follow(loader, event, rules)), [loader, rules]);
  useEffect(() => () => loader.dispose(), [loader]);
  return { state, loader };
}
