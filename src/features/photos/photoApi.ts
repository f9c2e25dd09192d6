// The photo/ calls of spec account-content §7 "Galleries and photos", each answer checked on the way in
// (§5: list responses must be arrays; update answers carry data 'success' and message '1').
import { apiCall, apiCallBody, ApiError, INVALID_RESPONSE } from '../../lib/request';
import { GALLERY_PAGE_SIZE } from '../../lib/shared/constants';
import { cleanPhotoTitle, cleanSearch, tagsFromTitle } from '../../lib/shared/validators';
import { restorePhoto, type Photo, type PhotoFilter } from './photo';

export interface PageRequest {
  start: number;
  signal?: AbortSignal;
}

function photoList(value: unknown): Photo[] {
  if (!Array.isArray(value)) throw new ApiError(INVALID_RESPONSE, 'A photo list must be an array.');
  return value.map(restorePhoto).filter((p): p is Photo => p !== null);
}

function range(start: number): { start: number; end: number } {
  return { start, end: start + GALLERY_PAGE_SIZE };
}

function requireSuccess(body: Record<string, unknown>): void {
  if (body.data !== 'success' || String(body.message) !== '1') throw new ApiError(INVALID_RESPONSE, 'The change was not confirmed.');
}

/**
 * Explore by its GET form (get/photo/explore, the same server call): browsers keep the page for a few seconds
 * and then revalidate it by ETag; the service worker keeps visitors' pages for offline (sw/routes.ts).
 */
export async function fetchExplore(keyword: string, { start, signal }: PageRequest): Promise<Photo[]> {
  const clean = cleanSearch(keyword);
  return photoList(await apiCall('get/photo/explore', { ...range(start), ...(clean ? { keyword: clean } : {}) }, { signal, cacheable: true }));
}

/** Rejects with user_does_not_exist for an unknown nick (the page then shows the 404 page). */
export async function fetchUserGallery(nick: string, { start, signal }: PageRequest): Promise<Photo[]> {
  return photoList(await apiCall('photo/gallery', { ...range(start), user_nick: nick }, { signal }));
}

export async function fetchMyPhotos(filter: PhotoFilter, { start, signal }: PageRequest): Promise<Photo[]> {
  return photoList(await apiCall('photo/me', { ...range(start), type: filter }, { signal }));
}

/** One photo by id: any public photo, or one's own. */
export async function fetchPhoto(id: string, signal?: AbortSignal): Promise<Photo> {
  const photo = restorePhoto(await apiCall('photo/get', { imgId: id }, { signal }));
  if (!photo) throw new ApiError(INVALID_RESPONSE, 'The photo is incomplete.');
  return photo;
}

/** Renames an own photo; tags come from the title's #words. Resolves with the title and tags the server kept. */
export async function renamePhoto(photo: Photo, title: string): Promise<{ title: string; tags: string[] }> {
  const clean = cleanPhotoTitle(title);
  const body = await apiCallBody('photo/update-image-info', { imgId: photo.id, title: clean, tags: tagsFromTitle(clean).join(',') });
  requireSuccess(body);
  const kept = typeof body.title === 'string' ? body.title : clean;
  const tags = Array.isArray(body.tags) ? body.tags.filter((t): t is string => typeof t === 'string') : tagsFromTitle(kept);
  return { title: kept, tags };
}

/** Spec §7: imgId is the id plus the owner's key; isPublic is the current state inverted. */
export async function togglePhotoPublic(photo: Photo): Promise<0 | 1> {
  if (!photo.key) throw new ApiError('not_owner', 'Only the owner can change this photo.');
  const next = photo.isPublic === 1 ? '0' : '1';
  const body = await apiCallBody('photo/update-image-info', { imgId: `${photo.id}-${photo.key}`, isPublic: next });
  requireSuccess(body);
  return Number(body.isPublic ?? next) === 1 ? 1 : 0;
}

export async function deletePhotos(ids: string[]): Promise<void> {
  const body = await apiCallBody('photo/delete-image', { imgIds: ids.join(',') });
  requireSuccess(body);
}
