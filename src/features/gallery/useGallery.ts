import { useEffect, useState } from 'react';
import { useStore } from '../../app/useStore';
import type { Photo } from '../photos';
import { onPhotoEvent, type PhotoEvent } from '../photos';
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

/** A gallery's pages for a query, following changes to photos made anywhere on the page. */
export function useGallery(query: string | null, fetcher: PageFetcher<Photo>, rules: GalleryRules): { state: GalleryState<Photo>; loader: GalleryLoader<Photo> } {
  const [loader] = useState(() => new GalleryLoader<Photo>());
  const state = useStore(loader.state);

  useEffect(() => {
    if (query !== null) loader.setQuery(query, fetcher);
    // The fetcher belongs to the query: a new fetcher for the same query changes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loader, query]);

  useEffect(() => onPhotoEvent((event) => follow(loader, event, rules)), [loader, rules]);
  useEffect(() => () => loader.dispose(), [loader]);
  return { state, loader };
}
