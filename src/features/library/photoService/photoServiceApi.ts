// The photo service's calls (spec account-content §7 "Photo service", picker variant: google-photos-picker/…)
// and what their answers become in the image library (§3 "Photo-service item": an image object with its id
// prefixed google_photos_, name, imageURL, size, thumbnail and isTransparent). Anything not in the expected
// shape is invalid_response (§8: "An invalid picker response shows error_invalid_response").
import { apiCall, apiCallBody, ApiError, INVALID_RESPONSE } from '../../../lib/request';
import type { LibraryImage } from '../libraryImage';

/** Spec §9: photo-service thumbnails 200 px (300 on retina), rows of 200. */
export const PHOTO_SERVICE_THUMB = 200;
export const PHOTO_SERVICE_THUMB_RETINA = 300;
export const PHOTO_SERVICE_ID_PREFIX = 'google_photos_';
/** The local session key of the remembered "album" (spec §3 "Local session keys"): the last picked selection. */
export const REMEMBERED_ALBUM_KEY = 'pixloom.photoService.album';

export interface PickerSession {
  tkn: string;
  pickerUrl: string;
  pollInterval: number;
}

export interface MediaPage {
  images: LibraryImage[];
  nextPage: string | null;
}

const invalid = (what: string): ApiError => new ApiError(INVALID_RESPONSE, `The photo service answered without ${what}.`);
const positive = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : 0);

export async function tokenStatus(): Promise<boolean> {
  const data = await apiCall<{ connected?: unknown }>('google-photos-picker/token-status');
  if (typeof data?.connected !== 'boolean') throw invalid('a connection state');
  return data.connected;
}

export async function newSession(): Promise<PickerSession> {
  const data = await apiCall<{ tkn?: unknown; picker_url?: unknown; poll_interval?: unknown }>('google-photos-picker/new-session');
  if (typeof data?.tkn !== 'string' || !data.tkn || typeof data.picker_url !== 'string' || !/^https?:\/\//.test(data.picker_url)) throw invalid('a picker');
  return { tkn: data.tkn, pickerUrl: data.picker_url, pollInterval: Math.min(30_000, Math.max(1000, positive(data.poll_interval) || 5000)) };
}

export async function sessionPicked(tkn: string): Promise<boolean> {
  const data = await apiCall<{ media_items_set?: unknown }>('google-photos-picker/session', { tkn });
  if (typeof data?.media_items_set !== 'boolean') throw invalid('the picking state');
  return data.media_items_set;
}

/** The thumbnail of a picked photo: fitted in a square of `size` px (the server asks the service for that size). */
export function thumbOf(imageURL: string, size: number): string {
  return `${imageURL}?w=${size}&h=${size}`;
}

export function toLibraryImage(raw: unknown, retina: boolean): LibraryImage | null {
  const v = raw as Record<string, unknown> | null;
  if (!v || typeof v.id !== 'string' || typeof v.imageURL !== 'string' || !v.imageURL.startsWith('/img/imports/')) return null;
  const width = positive(v.width) || PHOTO_SERVICE_THUMB;
  const height = positive(v.height) || PHOTO_SERVICE_THUMB;
  const size = retina ? PHOTO_SERVICE_THUMB_RETINA : PHOTO_SERVICE_THUMB;
  const scale = Math.min(1, PHOTO_SERVICE_THUMB / Math.max(width, height));
  return {
    id: `${PHOTO_SERVICE_ID_PREFIX}${v.id}`,
    type: 'google_photos',
    date: 0,
    imageURL: v.imageURL,
    isTransparent: v.mimeType === 'image/png' || /\.png$/i.test(String(v.filename ?? '')),
    thumbURL: thumbOf(v.imageURL, size),
    thumbWidth: Math.round(width * scale),
    thumbHeight: Math.round(height * scale),
    title: typeof v.filename === 'string' ? v.filename : '',
    width,
    height,
  };
}

export async function listMedia(tkn: string, nextPage: string | null, retina: boolean): Promise<MediaPage> {
  const body = await apiCallBody('google-photos-picker/list-all-media', nextPage ? { tkn, next_page: nextPage } : { tkn });
  if (!Array.isArray(body.data)) throw invalid('a list of photos');
  const images = body.data.map((item) => toLibraryImage(item, retina));
  if (images.some((i) => i === null)) throw invalid('photos in the expected shape');
  return { images: images as LibraryImage[], nextPage: typeof body.next_page === 'string' && body.next_page ? body.next_page : null };
}

export async function disconnectPhotoService(): Promise<void> {
  await apiCall('google-photos-picker/disconnect');
}

/** The remembered selection of this browser session. */
export function rememberedAlbum(): string | null {
  try {
    return sessionStorage.getItem(REMEMBERED_ALBUM_KEY);
  } catch {
    return null;
  }
}

export function rememberAlbum(tkn: string | null): void {
  try {
    if (tkn) sessionStorage.setItem(REMEMBERED_ALBUM_KEY, tkn);
    else sessionStorage.removeItem(REMEMBERED_ALBUM_KEY);
  } catch {
    /* storage off: nothing is remembered */
  }
}
