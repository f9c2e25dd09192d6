// Server → device: a project as the server has it, written to Dexie (a second device opening it, or the
// server's side of a conflict). Images already on the device under the same hash are reused, others are
// downloaded. A local edit made meanwhile is never overwritten: the pull then gives way to the sync.
import { db, type ProjectAssetRow, type ProjectRow } from '../../lib/db/db';
import { restoreDocument } from '../../lib/shared/editor/restore';
import { historyOf } from '../../lib/shared/editor/savedHistoryFit';
import type { EditorDocument } from '../../lib/shared/editor/types';
import { ApiError } from '../../lib/request';
import { report } from '../../lib/report';
import { blobBytes, sha256Hex } from './assetBytes';
import { assetRowId, bytesByHash } from './localProjects';
import { downloadAsset, fetchProject, type LoadedRemote } from './projectsApi';
import { fontAssetTest, registerPulledFonts } from './projectFonts';

async function assetRow(remote: LoadedRemote, assetId: string, asset: LoadedRemote['assets'][string]): Promise<ProjectAssetRow> {
  let local = await bytesByHash(asset.hash);
  if (!local) {
    if (!asset.url) throw new ApiError('missing_assets', `The server has lost image ${assetId}.`);
    const blob = await downloadAsset(asset.url);
    local = { bytes: await blobBytes(blob), type: blob.type || asset.type };
  }
  const hash = await sha256Hex(local.bytes);
  return { id: assetRowId(remote.id, assetId), projectId: remote.id, assetId, type: local.type || asset.type, bytes: local.bytes, hash, synced: hash === asset.hash, uploadedKey: null };
}

async function assetRows(remote: LoadedRemote, isFontAssetId: (assetId: string) => boolean): Promise<ProjectAssetRow[]> {
  const rows = await Promise.all(
    Object.entries(remote.assets).map(async ([assetId, asset]) => {
      // A design's font (issue 16) is optional: one that cannot be fetched leaves its text in the fallback.
      if (isFontAssetId(assetId)) return assetRow(remote, assetId, asset).catch(() => null);
      return assetRow(remote, assetId, asset);
    }),
  );
  return rows.filter((r): r is ProjectAssetRow => r !== null);
}

async function thumbnailOf(remote: LoadedRemote): Promise<{ bytes: ArrayBuffer; type: string } | undefined> {
  if (!remote.thumburl) return undefined;
  try {
    const blob = await downloadAsset(remote.thumburl);
    return { bytes: await blobBytes(blob), type: blob.type || 'image/webp' };
  } catch {
    // A missing thumbnail is not worth failing the project for.
    return undefined;
  }
}

export interface Pulled {
  row: ProjectRow;
  document: EditorDocument;
}

/**
 * Writes the server's version over the local row. `expectedLocalRevision` is the row's local revision when
 * the pull started: if the user has written since, the pull is dropped (null) and the local edit stands.
 */
export async function storeRemote(remote: LoadedRemote, owner: string, expectedLocalRevision: number | undefined): Promise<Pulled | null> {
  const restored = restoreDocument(remote.document);
  if (!restored.ok) throw new ApiError(restored.reason === 'newer_version' ? 'unsupported_document_version' : 'invalid_document', 'The project cannot be opened.');
  const isFontAssetId = await fontAssetTest();
  const [assets, thumbnail] = await Promise.all([assetRows(remote, isFontAssetId), thumbnailOf(remote)]);
  const stored = await db().transaction('rw', db().projects, db().projectAssets, async () => {
    const existing = await db().projects.get(remote.id);
    if (existing && (existing.localRevision ?? 0) !== (expectedLocalRevision ?? existing.localRevision ?? 0) && existing.dirty) return null;
    const row: ProjectRow = {
      id: remote.id,
      owner,
      name: remote.baseName,
      conflictOf: remote.conflictOf,
      section: remote.project_type,
      document: restored.document,
      // Checked when the editor opens it (readSavedHistory); a document without one has none.
      history: historyOf(remote.document),
      baseRevision: remote.revision,
      dirty: false,
      nameDirty: false,
      stale: false,
      folderId: remote.folderId,
      width: remote.width,
      height: remote.height,
      thumbnail: thumbnail?.bytes ?? existing?.thumbnail,
      thumbnailType: thumbnail?.type ?? existing?.thumbnailType,
      thumbnailDirty: false,
      createdAt: remote.date || existing?.createdAt || Date.now(),
      updatedAt: remote.modified || Date.now(),
      localRevision: (existing?.localRevision ?? 0) + 1,
      deletedAt: null,
      syncError: null,
    };
    await db().projects.put(row);
    await db().projectAssets.where('projectId').equals(remote.id).delete();
    if (assets.length) await db().projectAssets.bulkPut(assets);
    return { row, document: restored.document };
  });
  // The design's fonts are listed in this page and kept for the owner on this device.
  if (stored && assets.some((a) => a.assetId !== undefined && isFontAssetId(a.assetId))) {
    await registerPulledFonts(owner, assets).catch((error: unknown) => report('warning', 'a pulled project’s fonts could not be registered', { id: remote.id, error: String(error) }));
  }
  return stored;
}

/** Fetches the server's version when it is newer than `row` (or there is no row); null when nothing changed. */
export async function pullProject(id: string, owner: string, row: ProjectRow | undefined): Promise<Pulled | null> {
  const known = row && !row.stale ? row.baseRevision : undefined;
  const remote = await fetchProject(id, known);
  if (!remote) return null;
  return storeRemote(remote, owner, row?.localRevision);
}
