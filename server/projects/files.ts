// A project's files in storage: the document JSON (one object per revision, `project-docs/…`), the
// thumbnail (`project-thumbs/…`, re-encoded here) and the images (`projects/…`, uploaded by the page through
// direct-upload). Every key is new for new bytes, so a key's bytes never change and answers cache forever.
import { createHash, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { Services } from '../services';
import { ApiError } from '../api/errors';
import { PROJECT_FILES_PATH, PROJECT_THUMB_MAX_BYTES, PROJECT_THUMB_SIDE } from '../../src/lib/shared/projects';

export const DOC_PREFIX = 'project-docs';
export const THUMB_PREFIX = 'project-thumbs';

function newFileKey(prefix: string, ext: string): string {
  const id = randomUUID();
  return `${prefix}/${id.slice(0, 2)}/${id}.${ext}`;
}

export function sha256(data: Buffer | string): string {
  return createHash('sha256').update(data).digest('hex');
}

export function fileUrl(key: string | null): string {
  return key ? `${PROJECT_FILES_PATH}${key}` : '';
}

export async function putDocument(services: Services, json: string): Promise<string> {
  const key = newFileKey(DOC_PREFIX, 'json');
  await services.storage.put(key, Buffer.from(json, 'utf8'), 'application/json');
  return key;
}

export async function readDocument(services: Services, key: string): Promise<unknown> {
  const data = await services.storage.get(key);
  if (!data) throw new Error(`project document ${key} is missing from storage`);
  return JSON.parse(data.toString('utf8')) as unknown;
}

const invalidThumbnail = (): ApiError => new ApiError('invalid_thumbnail', 400, 'The thumbnail must be a JPEG, PNG or WebP image.');

/** Decodes the page's thumbnail and stores it as a small WebP; a file that is not an image is refused. */
export async function putThumbnail(services: Services, data: Buffer): Promise<string> {
  if (data.length > PROJECT_THUMB_MAX_BYTES) throw new ApiError('thumbnail_too_large', 413, `A thumbnail has at most ${PROJECT_THUMB_MAX_BYTES} bytes.`);
  let webp: Buffer;
  try {
    const meta = await sharp(data).metadata();
    if (meta.format !== 'jpeg' && meta.format !== 'png' && meta.format !== 'webp') throw invalidThumbnail();
    webp = await sharp(data, { failOn: 'error', limitInputPixels: 40_000_000 })
      .rotate()
      .resize(PROJECT_THUMB_SIDE, PROJECT_THUMB_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw invalidThumbnail();
  }
  const key = newFileKey(THUMB_PREFIX, 'webp');
  await services.storage.put(key, webp, 'image/webp');
  return key;
}

/** Deletes files that no row names any more; a failure is logged, never thrown (the rows are what count). */
export async function deleteFiles(services: Services, keys: (string | null | undefined)[]): Promise<void> {
  for (const key of keys) {
    if (!key) continue;
    try {
      await services.storage.delete(key);
    } catch (err) {
      services.log.warn({ err, key }, 'could not delete a project file');
    }
  }
}
