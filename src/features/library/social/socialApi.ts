// The social-network album calls (spec account-content §7 "Social network graph": GET albums with photos,
// then an album's further photos through its "more photos" call) and what their answers become in the image
// library (§3 "Social-network album": id, name, nextPageURL, images with ids prefixed facebook_, imageURL,
// size, thumbURL). The server keeps the provider's next-page URL to itself and gives its cursor (next_page).
// Anything not in the expected shape is invalid_response.
import { apiCall, ApiError, INVALID_RESPONSE } from '../../../lib/request';
import type { LibraryImage } from '../libraryImage';

/** Rows of 200 px thumbnails; the server sends the rendition aimed at 275 px high (spec §9). */
export const SOCIAL_THUMB = 200;
export const SOCIAL_ID_PREFIX = 'facebook_';

export interface SocialAlbum {
  id: string;
  name: string;
  images: LibraryImage[];
  /** The cursor of the album's next page (spec nextPageURL), or null on the last page. */
  nextPage: string | null;
}

export interface SocialPage {
  images: LibraryImage[];
  nextPage: string | null;
}

const invalid = (what: string): ApiError => new ApiError(INVALID_RESPONSE, `The social network answered without ${what}.`);
const positive = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : 0);
const cursor = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);

export function toSocialImage(raw: unknown, albumName: string): LibraryImage | null {
  const v = raw as Record<string, unknown> | null;
  if (!v || typeof v.id !== 'string' || !v.id || typeof v.imageURL !== 'string' || !v.imageURL.startsWith('/img/imports/')) return null;
  const thumbURL = typeof v.thumbURL === 'string' && v.thumbURL.startsWith('/img/imports/') ? v.thumbURL : v.imageURL;
  const width = positive(v.width) || SOCIAL_THUMB;
  const height = positive(v.height) || SOCIAL_THUMB;
  const scale = SOCIAL_THUMB / height;
  return {
    id: `${SOCIAL_ID_PREFIX}${v.id}`,
    type: 'facebook',
    date: 0,
    imageURL: v.imageURL,
    isTransparent: false,
    thumbURL,
    thumbWidth: Math.max(1, Math.round(width * scale)),
    thumbHeight: SOCIAL_THUMB,
    title: albumName,
    width,
    height,
  };
}

function images(list: unknown, albumName: string): LibraryImage[] {
  if (!Array.isArray(list)) throw invalid('a list of photos');
  const out = list.map((item) => toSocialImage(item, albumName));
  if (out.some((i) => i === null)) throw invalid('photos in the expected shape');
  return out as LibraryImage[];
}

export async function socialAlbums(): Promise<SocialAlbum[]> {
  const data = await apiCall<unknown>('social/albums');
  if (!Array.isArray(data)) throw invalid('a list of albums');
  return data.map((raw) => {
    const a = raw as Record<string, unknown> | null;
    if (!a || typeof a.id !== 'string' || !a.id) throw invalid('albums in the expected shape');
    const name = typeof a.name === 'string' ? a.name : '';
    return { id: a.id, name, images: images(a.images, name), nextPage: cursor(a.next_page) };
  });
}

export async function socialAlbumPhotos(album: { id: string; name: string }, nextPage: string): Promise<SocialPage> {
  const data = await apiCall<{ images?: unknown; next_page?: unknown }>('social/album-photos', { album_id: album.id, next_page: nextPage });
  return { images: images(data?.images, album.name), nextPage: cursor(data?.next_page) };
}

export async function disconnectSocial(): Promise<void> {
  await apiCall('social/disconnect');
}
