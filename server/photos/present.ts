// What the client receives: the Photo of spec §3 (Explore, gallery, My Photos) and the Library image.
import type { PhotoRow } from './repo';
import { publicPhotoId } from './ids';
import { IMAGE_PATH, type LibraryImageJson, type PhotoJson } from '../../src/lib/shared/photos';

export { IMAGE_PATH, type LibraryImageJson, type PhotoJson };
export const LIBRARY_THUMB = 200;

export function imageUrl(key: string): string {
  return `${IMAGE_PATH}${key}`;
}

export function presentPhoto(row: PhotoRow, viewerId: string | null | undefined): PhotoJson {
  return {
    id: publicPhotoId(row.kind, row.id),
    url: imageUrl(row.storage_key),
    nick: row.nick,
    title: row.title,
    tags: row.tags ? row.tags.split(' ') : [],
    dateCreated: row.created_at,
    isPublic: row.is_public === 1 ? 1 : 0,
    width: row.width,
    height: row.height,
    ...(viewerId && viewerId === row.user_id ? { key: row.owner_key } : {}),
  };
}

export function presentLibraryImage(row: PhotoRow): LibraryImageJson {
  const url = imageUrl(row.storage_key);
  return {
    id: publicPhotoId(row.kind, row.id),
    type: row.kind === 'layer' ? 'own-layer' : 'own-photo',
    date: row.created_at,
    imageURL: url,
    // Spec §3: transparent when the url ends in png.
    isTransparent: url.endsWith('.png'),
    thumbURL: `${url}?width=${LIBRARY_THUMB}&height=${LIBRARY_THUMB}&fit=crop&auto=avif,webp`,
    thumbWidth: LIBRARY_THUMB,
    thumbHeight: LIBRARY_THUMB,
    title: row.title,
    width: row.width,
    height: row.height,
  };
}
