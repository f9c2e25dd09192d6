// The Photo of spec account-content §3 (Explore, user galleries, My Photos) as the server answers it, and
// the one restore step every answer passes through before the UI sees it (STYLE.md §3).
import type { PhotoJson } from '../../lib/shared/photos';

/** A photo as the server answers it (src/lib/shared/photos.ts), after restorePhoto(). */
export type Photo = PhotoJson;

export type PhotoFilter = 'all' | 'public' | 'private';
export const PHOTO_FILTERS: readonly PhotoFilter[] = ['all', 'public', 'private'];

export function isPhotoFilter(value: unknown): value is PhotoFilter {
  return typeof value === 'string' && (PHOTO_FILTERS as readonly string[]).includes(value);
}

function positive(value: unknown, fallback: number): number {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : fallback;
}

/** A photo from the server, checked and repaired; null when it cannot be shown at all (no id or url). */
export function restorePhoto(value: unknown): Photo | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const id = typeof v.id === 'string' || typeof v.id === 'number' ? String(v.id) : '';
  const url = typeof v.url === 'string' ? v.url : '';
  if (!id || !url) return null;
  const date = typeof v.dateCreated === 'number' ? v.dateCreated : Date.parse(String(v.dateCreated ?? ''));
  return {
    id,
    url,
    nick: typeof v.nick === 'string' ? v.nick : '',
    title: typeof v.title === 'string' ? v.title : '',
    tags: Array.isArray(v.tags) ? v.tags.filter((t): t is string => typeof t === 'string') : [],
    dateCreated: Number.isFinite(date) ? date : 0,
    isPublic: Number(v.isPublic) === 1 ? 1 : 0,
    // Spec §3: the client's thumbnail is 200x200 when the size is not known.
    width: positive(v.width, 200),
    height: positive(v.height, 200),
    ...(typeof v.key === 'string' && v.key ? { key: v.key } : {}),
    ...(Number(v.reported) === 1 ? { reported: 1 as const } : {}),
  };
}

export function isOwnPhoto(photo: Photo): boolean {
  return photo.key !== undefined;
}

/** Spec §3: transparent if the url ends in .png (shown over a checkerboard). */
export function isTransparentUrl(url: string): boolean {
  return /\.png(?:$|\?)/i.test(url);
}
