// Deleting photos: rows first (so nothing serves them any more), then originals and cached derivatives.
// The account-closing job removes all of a user's photos, layers and unclaimed uploads the same way.
import type { Services, UserDataRemover } from '../services';
import { removeUserUploads } from '../storage/uploads';
import { derivativeCache } from './context';
import { exploreChanged } from './exploreChanged';

export async function deletePhotoRows(services: Services, rows: { id: number; storage_key: string }[]): Promise<void> {
  if (rows.length === 0) return;
  await services.db.deleteFrom('photos').where('id', 'in', rows.map((r) => r.id)).execute();
  exploreChanged(services.db);
  const cache = derivativeCache(services);
  for (const row of rows) {
    try {
      await services.storage.delete(row.storage_key);
      await cache.remove(row.storage_key);
    } catch (err) {
      // The row is gone, so the file is unreachable; log it for a later clean-up rather than fail the delete.
      services.log.warn({ err, key: row.storage_key }, 'could not delete a photo file');
    }
  }
}

export function photoDataRemover(services: Services): UserDataRemover {
  return {
    name: 'photos',
    async remove(userId) {
      for (;;) {
        const rows = await services.db.selectFrom('photos').select(['id', 'storage_key']).where('user_id', '=', userId).limit(200).execute();
        if (rows.length === 0) break;
        await deletePhotoRows(services, rows);
      }
      await removeUserUploads(services.db, services.storage, userId);
    },
  };
}
