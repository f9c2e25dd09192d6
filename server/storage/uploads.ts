// Uploads handed out by direct-upload and not yet registered (photo/add, or an area's own call such as the
// support attachment registration). A registering call claims its row; rows nobody claimed within a day
// are pruned together with their files, so abandoned uploads do not pile up.
import type { Db } from '../db/index';
import type { Storage } from '../adapters/storage';
import type { StorageUploadTable } from '../db/schema';

export const UPLOAD_FORM_SECONDS = 15 * 60;
export const UNCLAIMED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

export type UploadRow = StorageUploadTable;

export async function recordUpload(db: Db, row: UploadRow): Promise<void> {
  await db.insertInto('storage_uploads').values(row).execute();
}

export async function findUpload(db: Db, key: string): Promise<UploadRow | undefined> {
  return db.selectFrom('storage_uploads').selectAll().where('storage_key', '=', key).executeTakeFirst();
}

export async function forgetUpload(db: Db, key: string): Promise<void> {
  await db.deleteFrom('storage_uploads').where('storage_key', '=', key).execute();
}

/** Deletes the files of uploads never claimed within the TTL, then their rows. Returns how many. */
export async function pruneUploads(db: Db, storage: Storage, now = Date.now()): Promise<number> {
  const stale = await db.selectFrom('storage_uploads').select('storage_key').where('created_at', '<', now - UNCLAIMED_UPLOAD_TTL_MS).limit(500).execute();
  for (const { storage_key } of stale) {
    await storage.delete(storage_key);
    await forgetUpload(db, storage_key);
  }
  return stale.length;
}

/** A user's unclaimed uploads go with their account. */
export async function removeUserUploads(db: Db, storage: Storage, userId: string): Promise<void> {
  const rows = await db.selectFrom('storage_uploads').select('storage_key').where('user_id', '=', userId).execute();
  for (const { storage_key } of rows) {
    await storage.delete(storage_key);
    await forgetUpload(db, storage_key);
  }
}
