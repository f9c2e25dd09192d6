// A save the server answered with a conflict: the server kept its own version under the original id and
// stored ours as a new project (the copy). On the device the same happens: this device's version moves to
// a row under the copy's id (with any edits made since), the original row takes the server's version, and
// edits addressed to the original go on in the copy. Both stay listed; neither is lost.
import { db, type ProjectRow } from '../../lib/db/db';
import { report } from '../../lib/report';
import { assetRowId, readAssetRows } from './localProjects';
import { pullProject } from './pull';
import type { SaveAnswer } from './projectsApi';
import { movePending } from './autosave';
import { autosaveState, patchAutosave, redirectProject } from './state';
import { syncHooks } from './syncHooks';
import { forgetLastProject, readLastProject, writeLastProject } from './lastProject';

export interface ConflictInput {
  /** The row as it was sent. */
  row: ProjectRow;
  /** Its local revision when it was sent. */
  sentRevision: number;
  answer: Extract<SaveAnswer, { conflict: true }>;
  owner: string;
}

export async function handleConflict({ row, sentRevision, answer, owner }: ConflictInput): Promise<void> {
  const originalId = row.id;
  const copyId = answer.id;
  const assets = await readAssetRows(originalId);

  // Edits go to the copy from now on, also the ones still waiting to be written.
  redirectProject(originalId, copyId);
  movePending(originalId, copyId);

  await db().transaction('rw', db().projects, db().projectAssets, async () => {
    const current = (await db().projects.get(originalId)) ?? row;
    const newer = (current.localRevision ?? 0) !== sentRevision;
    const copy: ProjectRow = {
      ...current,
      id: copyId,
      name: answer.baseName,
      conflictOf: originalId,
      baseRevision: answer.revision,
      // Edits made while the save was on its way are not on the server yet.
      dirty: newer,
      nameDirty: false,
      thumbnailDirty: newer && Boolean(current.thumbnailDirty),
      createdAt: answer.date || Date.now(),
      localRevision: 1,
      syncError: null,
      stale: false,
      deletedAt: null,
      // The copy's first save is its own, not a repeat of the original's.
      sending: null,
    };
    await db().projects.put(copy);
    await db().projectAssets.bulkPut(assets.map((a) => ({ ...a, id: assetRowId(copyId, a.assetId ?? a.id), projectId: copyId })));
    // The original is the server's now; its document is read again below (or when next opened).
    await db().projects.update(originalId, { dirty: false, stale: true, nameDirty: false, syncError: null, sending: null });
  });

  const conflict = { originalId, copyId };
  if (autosaveState.get().projectId === originalId) patchAutosave({ projectId: copyId, conflict });
  else patchAutosave({ conflict });
  const last = readLastProject();
  if (last?.projectId === originalId) {
    forgetLastProject(originalId);
    writeLastProject({ section: last.section, projectId: copyId, owner });
  }
  syncHooks.conflict(conflict, answer.baseName);

  try {
    const original = await db().projects.get(originalId);
    await pullProject(originalId, owner, original);
  } catch (error) {
    // Still marked stale: opening it later reads the server's version first.
    report('warning', 'could not read the server version after a conflict', { originalId, error: String(error) });
  }
}
