// A project's images (and a design's uploaded fonts, server/projects/fontAssets.ts), kept once per user and content hash. A save names each image by its hash; an image
// the server already has costs nothing, a new one names the upload that brought it (direct-upload to the
// `projects` bucket), which is claimed here: its bytes must hash to what the page said and decode as an
// image. An image the server has not got and no upload names is answered as missing_assets, and the page
// uploads it and saves again.
import type { Services } from '../services';
import { ApiError } from '../api/errors';
import { StorageError } from '../adapters/storage/errors';
import { isSafeKey } from '../adapters/storage';
import { inspectImage, MIME_OF } from '../storage/inspect';
import { findUpload, forgetUpload } from '../storage/uploads';
import { PROJECT_ASSET_BUCKET, type AssetMap } from '../../src/lib/shared/projects';
import { assetHashes, getAssets } from './repo';
import { deleteFiles, sha256 } from './files';
import { inspectFont, isFontType } from './fontAssets';

/** Makes sure the server holds every image of the map; throws missing_assets naming those it lacks. */
export async function resolveAssets(services: Services, userId: string, assets: AssetMap): Promise<void> {
  const hashes = [...new Set(Object.values(assets).map((a) => a.hash))];
  const known = new Set((await getAssets(services.db, userId, hashes)).map((a) => a.hash));
  // Named again: not to be removed as unused while this save is in flight.
  if (known.size > 0) await services.db.updateTable('project_assets').set({ used_at: Date.now() }).where('user_id', '=', userId).where('hash', 'in', [...known]).execute();
  const missing: string[] = [];
  const claimed = new Set<string>();
  for (const [imageId, ref] of Object.entries(assets)) {
    if (known.has(ref.hash) || claimed.has(ref.hash)) continue;
    if (ref.key !== undefined && (await claimUpload(services, userId, ref.hash, services.storage.keyFromUpload(ref.key)))) {
      claimed.add(ref.hash);
      continue;
    }
    missing.push(imageId);
  }
  if (missing.length > 0) {
    throw new ApiError('missing_assets', 409, 'Upload these images first, then save again.', { missing });
  }
}

/** Turns an upload into a project image of its uploader; false when there is no such upload. */
async function claimUpload(services: Services, userId: string, hash: string, key: string): Promise<boolean> {
  const { db, storage, config } = services;
  if (!isSafeKey(key) || !key.startsWith(`${PROJECT_ASSET_BUCKET}/`)) throw new ApiError('invalid_storage_key', 400, 'The storage key is not valid.');
  const upload = await findUpload(db, key);
  if (!upload || upload.user_id !== userId || upload.bucket !== PROJECT_ASSET_BUCKET) return false;
  const data = await storage.get(key);
  if (!data) return false;

  const refuse = async (error: ApiError): Promise<never> => {
    // Bytes that are not what the page said are not kept.
    await storage.delete(key);
    await forgetUpload(db, key);
    throw error;
  };
  if (data.length > upload.max_bytes) await refuse(new ApiError('file_too_large', 413, `The image is larger than ${upload.max_bytes} bytes.`));
  if (sha256(data) !== hash) await refuse(new ApiError('asset_hash_mismatch', 400, 'The uploaded image does not match its hash.'));
  // A font (a design's uploaded typeface) has no pixel size: width and height are kept as 0.
  let facts: { contentType: string; width: number; height: number };
  try {
    if (isFontType(upload.content_type)) {
      await inspectFont(data, upload.content_type);
      facts = { contentType: upload.content_type, width: 0, height: 0 };
    } else {
      const image = await inspectImage(data, upload.content_type, config.uploadMaxPixels);
      facts = { contentType: MIME_OF[image.format], width: image.width, height: image.height };
    }
  } catch (error) {
    if (!(error instanceof StorageError)) throw error;
    return refuse(new ApiError(error.code, error.status, error.message));
  }

  const inserted = await db
    .insertInto('project_assets')
    .values({ user_id: userId, hash, storage_key: key, content_type: facts.contentType, bytes: data.length, width: facts.width, height: facts.height, created_at: Date.now(), used_at: Date.now() })
    .onConflict((oc) => oc.columns(['user_id', 'hash']).doNothing())
    .executeTakeFirst();
  await forgetUpload(db, key);
  // Two saves racing with the same picture: the first one's copy is kept, this one is not needed.
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) await storage.delete(key);
  return true;
}

/** Images no project of the user names any more and no save named within `graceMs` (one may be in flight). */
export async function removeUnusedAssets(services: Services, userId: string, graceMs: number, now = Date.now()): Promise<number> {
  const { db } = services;
  const rows = await db.selectFrom('projects').select('assets').where('user_id', '=', userId).execute();
  const used = new Set(rows.flatMap((r) => Object.values(assetHashes(r))));
  const candidates = await db.selectFrom('project_assets').select(['hash', 'storage_key']).where('user_id', '=', userId).where('used_at', '<=', now - graceMs).execute();
  const unused = candidates.filter((a) => !used.has(a.hash));
  if (unused.length === 0) return 0;
  await db.deleteFrom('project_assets').where('user_id', '=', userId).where('hash', 'in', unused.map((a) => a.hash)).execute();
  await deleteFiles(services, unused.map((a) => a.storage_key));
  return unused.length;
}

/** The hourly sweep: images left unused (their projects deleted) by users who have not saved since. */
export async function sweepUnusedAssets(services: Services, now = Date.now()): Promise<number> {
  const users = await services.db.selectFrom('project_assets').select('user_id').distinct().where('used_at', '<=', now - SWEEP_AFTER_MS).limit(100).execute();
  let removed = 0;
  for (const { user_id } of users) removed += await removeUnusedAssets(services, user_id, SWEEP_AFTER_MS, now);
  return removed;
}

const SWEEP_AFTER_MS = 60 * 60 * 1000;
