// The photo/ calls of spec account-content §7 "Galleries and photos", each answer checked on the way in
// (§5: list responses must be arrays; update answers carry data 'success' and message '1').
import { apiCall, ApiError, INVALID_RESPONSE } from '../../lib/request';
import { GALLERY_PAGE_SIZE } from '../../lib/shared/constants';
import { cleanPhotoTitle, cleanSearch, tagsFromTitle } from '../../lib/shared/validators';
import type { NewChange } from '../../lib/outbox/outbox';
import type * as OutboxPageModule from '../../lib/outbox/page';

type OutboxPage = typeof OutboxPageModule;
import { signedInEmail } from '../../lib/user';
import { restorePhoto, type Photo, type PhotoFilter } from './photo';

export interface PageRequest {
  start: number;
  signal?: AbortSignal;
  /** false: offline, fail at once instead of asking to try again (a saved copy answers instead). */
  offlinePrompt?: boolean;
}

function photoList(value: unknown): Photo[] {
  if (!Array.isArray(value)) throw new ApiError(INVALID_RESPONSE, 'A photo list must be an array.');
  return value.map(restorePhoto).filter((p): p is Photo => p !== null);
}

function range(start: number): { start: number; end: number } {
  return { start, end: start + GALLERY_PAGE_SIZE };
}

/**
 * Explore by its GET form (get/photo/explore, the same server call): browsers keep the page for a few seconds
 * and then revalidate it by ETag; the service worker keeps visitors' pages for offline (sw/routes.ts).
 */
export async function fetchExplore(keyword: string, { start, signal, offlinePrompt }: PageRequest): Promise<Photo[]> {
  const clean = cleanSearch(keyword);
  return photoList(await apiCall('get/photo/explore', { ...range(start), ...(clean ? { keyword: clean } : {}) }, { signal, offlinePrompt, cacheable: true }));
}

/** Rejects with user_does_not_exist for an unknown nick (the page then shows the 404 page). */
export async function fetchUserGallery(nick: string, { start, signal, offlinePrompt }: PageRequest): Promise<Photo[]> {
  return photoList(await apiCall('photo/gallery', { ...range(start), user_nick: nick }, { signal, offlinePrompt }));
}

export async function fetchMyPhotos(filter: PhotoFilter, { start, signal, offlinePrompt }: PageRequest): Promise<Photo[]> {
  const photos = await withWaitingPhotoChanges(photoList(await apiCall('photo/me', { ...range(start), type: filter }, { signal, offlinePrompt })));
  // A photo made private (or public) offline leaves the list of the other kind at once.
  return filter === 'all' ? photos : photos.filter((p) => p.isPublic === (filter === 'public' ? 1 : 0));
}

/** One photo by id: any public photo, or one's own. */
export async function fetchPhoto(id: string, signal?: AbortSignal, offlinePrompt?: boolean): Promise<Photo> {
  const photo = restorePhoto(await apiCall('photo/get', { imgId: id }, { signal, offlinePrompt }));
  if (!photo) throw new ApiError(INVALID_RESPONSE, 'The photo is incomplete.');
  const [shown] = await withWaitingPhotoChanges([photo]);
  if (!shown) throw new ApiError('photo_not_found', 'The photo was deleted.');
  return shown;
}

const PHOTO_CALLS = ['photo/update-image-info', 'photo/delete-image'] as const;

function outbox(): Promise<OutboxPage> {
  return import('../../lib/outbox/page');
}

/**
 * Sends a photo change through the outbox (src/lib/outbox, issue 18): online, the server's refusal comes back
 * as an ApiError as before; offline (or behind other waiting changes), it waits and is delivered once, in order.
 */
async function deliver(change: Omit<NewChange, 'owner'>): Promise<'delivered' | 'waiting'> {
  const result = await (await outbox()).sendOrQueue(change);
  if (result.state === 'refused') throw new ApiError(result.code || INVALID_RESPONSE, result.message || 'The change was refused.');
  return result.state;
}

/** The id a change names (visibility changes name `id-key`). */
function photoIdOf(imgId: string): string {
  return imgId.split('-')[0] ?? imgId;
}

/**
 * The user's photo changes still waiting in the outbox, applied over photos as the server (or a saved copy)
 * gave them: a list or a photo shows what the user did offline, also after a reload.
 */
export async function withWaitingPhotoChanges(photos: Photo[]): Promise<Photo[]> {
  const owner = signedInEmail();
  if (!owner || photos.length === 0) return photos;
  const changes = await (await outbox()).waitingChanges(owner, PHOTO_CALLS);
  if (changes.length === 0) return photos;
  const deleted = new Set<string>();
  const patches = new Map<string, Partial<Photo>>();
  for (const change of changes) {
    if (change.call === 'photo/delete-image') {
      for (const id of (change.payload.imgIds ?? '').split(',')) deleted.add(id);
      continue;
    }
    const id = photoIdOf(change.payload.imgId ?? '');
    const patch = { ...patches.get(id) };
    if (Object.hasOwn(change.payload, 'title')) {
      patch.title = change.payload.title ?? '';
      patch.tags = (change.payload.tags ?? '').split(',').filter(Boolean);
    }
    if (Object.hasOwn(change.payload, 'isPublic')) patch.isPublic = change.payload.isPublic === '1' ? 1 : 0;
    patches.set(id, patch);
  }
  return photos.filter((photo) => !deleted.has(photo.id)).map((photo) => ({ ...photo, ...patches.get(photo.id) }));
}

/** Renames an own photo; tags come from the title's #words. Resolves with the title and tags kept. */
export async function renamePhoto(photo: Photo, title: string): Promise<{ title: string; tags: string[] }> {
  const clean = cleanPhotoTitle(title);
  const tags = tagsFromTitle(clean);
  await deliver({
    call: 'photo/update-image-info',
    payload: { imgId: photo.id, title: clean, tags: tags.join(',') },
    label: { key: 'offline_change_photo_rename', params: { from: photo.title, to: clean } },
  });
  return { title: clean, tags };
}

/** Spec §7: imgId is the id plus the owner's key; isPublic is the current state inverted. */
export async function togglePhotoPublic(photo: Photo): Promise<0 | 1> {
  if (!photo.key) throw new ApiError('not_owner', 'Only the owner can change this photo.');
  const next = photo.isPublic === 1 ? 0 : 1;
  await deliver({
    call: 'photo/update-image-info',
    payload: { imgId: `${photo.id}-${photo.key}`, isPublic: String(next) },
    label: { key: next === 1 ? 'offline_change_photo_public' : 'offline_change_photo_private', params: { title: photo.title } },
  });
  return next;
}

export async function deletePhotos(ids: string[], titles: string[] = []): Promise<void> {
  await deliver({
    call: 'photo/delete-image',
    payload: { imgIds: ids.join(',') },
    label: { key: 'offline_change_photo_delete', params: { title: titles.join(', ') || ids.join(', ') } },
  });
}
