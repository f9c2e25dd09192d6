// Deleting projects: the row first (so nothing serves it any more), then its document and thumbnail, then
// the images no other project of the user shows. The account-closing job removes all of a user's projects.
import type { Services, UserDataRemover } from '../services';
import { removeUnusedAssets } from './assets';
import { deleteFiles } from './files';
import { deleteProjectRow, type ProjectRow } from './repo';
import { ASSET_GRACE_MS } from './save';

export async function deleteProject(services: Services, row: ProjectRow): Promise<void> {
  await deleteProjectRow(services.db, row.id);
  await deleteFiles(services, [row.doc_key, row.thumb_key]);
  await removeUnusedAssets(services, row.user_id, ASSET_GRACE_MS);
}

export function projectDataRemover(services: Services): UserDataRemover {
  return {
    name: 'projects',
    async remove(userId) {
      for (;;) {
        const rows = await services.db.selectFrom('projects').select(['id', 'doc_key', 'thumb_key']).where('user_id', '=', userId).limit(200).execute();
        if (rows.length === 0) break;
        await services.db.deleteFrom('projects').where('id', 'in', rows.map((r) => r.id)).execute();
        await deleteFiles(services, rows.flatMap((r) => [r.doc_key, r.thumb_key]));
      }
      // No project is left, so every image goes, however new; and the folders.
      await removeUnusedAssets(services, userId, 0, Number.MAX_SAFE_INTEGER);
      await services.db.deleteFrom('project_folders').where('user_id', '=', userId).execute();
    },
  };
}
