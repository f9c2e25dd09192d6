// The image library's own-photos entries (spec account-content §3 "Library image (own photos)"): what
// openImageLibrary() resolves with, and the restore step every answer (server or Dexie) passes through.

import type { LibraryImageJson, LibraryImageType } from '../../lib/shared/photos';

export type { LibraryImageType };

/** A library image as the server answers it (src/lib/shared/photos.ts), after restoreLibraryImage(). */
export type LibraryImage = LibraryImageJson;

function positive(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;
}

export function restoreLibraryImage(value: unknown): LibraryImage | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const id = typeof v.id === 'string' ? v.id : '';
  const imageURL = typeof v.imageURL === 'string' ? v.imageURL : '';
  if (!id || !imageURL) return null;
  const thumbWidth = positive(v.thumbWidth, 200);
  const thumbHeight = positive(v.thumbHeight, 200);
  return {
    id,
    type: v.type === 'own-layer' ? 'own-layer' : 'own-photo',
    date: typeof v.date === 'number' ? v.date : 0,
    imageURL,
    isTransparent: /\.png(?:$|\?)/i.test(imageURL),
    thumbURL: typeof v.thumbURL === 'string' && v.thumbURL ? v.thumbURL : imageURL,
    thumbWidth,
    thumbHeight,
    title: typeof v.title === 'string' ? v.title : '',
    width: positive(v.width, thumbWidth),
    height: positive(v.height, thumbHeight),
  };
}

/** A photo uploaded on this page, as the library shows it. */
export function libraryImageFromPhoto(photo: { id: string; url: string; title: string; dateCreated: number; width: number; height: number }): LibraryImage {
  return {
    id: photo.id,
    type: photo.id.includes('_layer_') ? 'own-layer' : 'own-photo',
    date: photo.dateCreated,
    imageURL: photo.url,
    isTransparent: /\.png$/i.test(photo.url),
    thumbURL: photo.url,
    thumbWidth: 200,
    thumbHeight: 200,
    title: photo.title,
    width: photo.width,
    height: photo.height,
  };
}
