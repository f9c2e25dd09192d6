// Changes to photos made anywhere on the page (My Photos, the photo modal, the image library, uploads),
// so every list that shows the photo follows without reloading.
import type { Photo } from './photo';

export type PhotoEvent =
  | { type: 'added'; photo: Photo }
  | { type: 'updated'; id: string; patch: Partial<Pick<Photo, 'title' | 'tags' | 'isPublic' | 'reported'>> }
  | { type: 'deleted'; id: string };

const listeners = new Set<(event: PhotoEvent) => void>();

export function emitPhotoEvent(event: PhotoEvent): void {
  for (const listener of [...listeners]) listener(event);
}

export function onPhotoEvent(listener: (event: PhotoEvent) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
