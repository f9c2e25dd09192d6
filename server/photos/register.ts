// photo/add: turns an upload (direct-upload, then the POST to storage) into a photo or layer of its uploader.
// The bytes are checked here too: S3 cannot look at them when they arrive, and a file that is not what its
// form declared is deleted rather than kept.
import { randomBytes } from 'node:crypto';
import type { Services } from '../services';
import { ApiError } from '../api/errors';
import { StorageError } from '../adapters/storage/errors';
import { inspectImage } from '../storage/inspect';
import { findUpload, forgetUpload } from '../storage/uploads';
import { cleanPhotoTitle, isValidPhotoTitle, tagsFromTitle } from '../../src/lib/shared/validators';
import { PHOTO_TITLE_MAX } from '../../src/lib/shared/constants';
import { getPhoto, getPhotoByKey, searchTextOf, type PhotoRow } from './repo';
import type { PhotoKind } from './ids';
import { isUniqueViolation } from '../db/errors';

const uploadNotFound = (): ApiError => new ApiError('upload_not_found', 404, 'There is no finished upload with this key; upload the file first.');

/** A title from the uploaded file's name (without its extension), else the upload's date and time. */
export function titleFromFilename(filename: string, now: number): string {
  const name = cleanPhotoTitle(filename.replace(/^.*[\\/]/, '').replace(/\.[A-Za-z0-9]{1,5}$/, '').replace(/[_]+/g, ' '));
  if (isValidPhotoTitle(name)) return [...name].slice(0, PHOTO_TITLE_MAX).join('');
  return new Date(now).toISOString().slice(0, 16).replace('T', ' ');
}

export async function registerUpload(services: Services, userId: string, input: { key: string; title?: string; kind: PhotoKind }): Promise<PhotoRow> {
  const { db, storage, config } = services;
  const existing = await getPhotoByKey(db, input.key);
  if (existing) {
    // Registering the same upload twice gives the same photo; someone else's upload is not found.
    if (existing.user_id === userId) return existing;
    throw uploadNotFound();
  }
  const upload = await findUpload(db, input.key);
  if (!upload || upload.user_id !== userId || upload.bucket !== 'photos') throw uploadNotFound();

  let title: string | undefined;
  if (input.title !== undefined && input.title !== '') {
    if (!isValidPhotoTitle(input.title)) throw new ApiError('invalid_photo_title', 400, `A photo title has 1 to ${PHOTO_TITLE_MAX} characters.`);
    title = cleanPhotoTitle(input.title);
  }

  const data = await storage.get(input.key);
  if (!data) throw uploadNotFound();
  let facts;
  try {
    if (data.length > upload.max_bytes) throw new StorageError('file_too_large', 413, `The file is larger than ${upload.max_bytes} bytes.`);
    facts = await inspectImage(data, upload.content_type, config.uploadMaxPixels);
  } catch (error) {
    if (!(error instanceof StorageError)) throw error;
    await storage.delete(input.key);
    await forgetUpload(db, input.key);
    throw new ApiError(error.code, error.status, error.message);
  }

  const now = Date.now();
  const finalTitle = title ?? titleFromFilename(upload.filename, now);
  const tags = tagsFromTitle(finalTitle);
  let id: number;
  try {
    id = await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('photos')
        .values({
          user_id: userId,
          kind: input.kind,
          storage_key: input.key,
          owner_key: randomBytes(8).toString('hex'),
          title: finalTitle,
          tags: tags.join(' '),
          search_text: searchTextOf(finalTitle, tags),
          is_public: 0,
          format: facts.format,
          width: facts.width,
          height: facts.height,
          bytes: data.length,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.deleteFrom('storage_uploads').where('storage_key', '=', input.key).execute();
      return Number(row.id);
    });
  } catch (error) {
    // Two registrations of one upload racing: the loser answers with the winner's photo.
    if (!isUniqueViolation(error)) throw error;
    const winner = await getPhotoByKey(db, input.key);
    if (winner?.user_id === userId) return winner;
    throw uploadNotFound();
  }
  const row = await getPhoto(db, id);
  if (!row) throw new Error('the photo just registered is missing');
  return row;
}
