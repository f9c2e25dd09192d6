// photo/library-images (spec §7): start_images, start_layers, end (100); answers data, total, start_images
// and start_layers. §5: data must be an array and the other three numbers, else invalid_response.
import { apiCallBody, ApiError, INVALID_RESPONSE } from '../../lib/request';
import { LIBRARY_API_BATCH } from '../../lib/shared/constants';
import { restoreLibraryImage, type LibraryImage } from './libraryImage';
import type { LibraryBatch, LibraryCursor } from './libraryPager';

function count(value: unknown): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n) || n < 0) throw new ApiError(INVALID_RESPONSE, 'The library answer lacks its counts.');
  return n;
}

export function parseLibraryBatch(body: Record<string, unknown>): LibraryBatch {
  if (!Array.isArray(body.data)) throw new ApiError(INVALID_RESPONSE, 'Library images must be an array.');
  const images = body.data.map(restoreLibraryImage).filter((i): i is LibraryImage => i !== null);
  return { images, total: count(body.total), next: { startImages: count(body.start_images), startLayers: count(body.start_layers) } };
}

export async function fetchLibraryBatch(cursor: LibraryCursor, options: { quiet?: boolean } = {}): Promise<LibraryBatch> {
  const body = await apiCallBody(
    'photo/library-images',
    { start_images: cursor.startImages, start_layers: cursor.startLayers, end: LIBRARY_API_BATCH },
    // A background refresh of cached pages must not ask an offline user to retry.
    options.quiet ? { offlinePrompt: false } : {},
  );
  return parseLibraryBatch(body);
}
