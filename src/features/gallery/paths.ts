// Addresses of the gallery pages (spec account-content §2 routes).
import type { PhotoFilter } from '../photos';

export function photoPath(id: string): string {
  return `/explore/gallery/${encodeURIComponent(id)}/`;
}

export function explorePath(keyword = ''): string {
  const k = keyword.trim();
  return k ? `/explore/photos/${encodeURIComponent(k)}/` : '/explore/';
}

export function userGalleryPath(nick: string): string {
  return `/gallery/${encodeURIComponent(nick)}/`;
}

export function myPhotosPath(filter: PhotoFilter = 'all'): string {
  return filter === 'all' ? '/myphotos/' : `/myphotos/${filter}/`;
}

export function signInPath(next: string): string {
  return `/sign-in/?next=${encodeURIComponent(next)}`;
}

/** What a gallery link carries in history state: the list under the modal and the photo, shown at once. */
export interface PhotoLinkState {
  background: string;
  photo?: unknown;
}

export function readPhotoLinkState(state: unknown): PhotoLinkState | null {
  if (typeof state !== 'object' || state === null) return null;
  const s = state as Record<string, unknown>;
  return typeof s.background === 'string' && s.background.startsWith('/') ? { background: s.background, photo: s.photo } : null;
}
