// Projects on this device (Dexie is the source of truth, ARCHITECTURE.md "Offline and sync"): the rows of
// the current owner (signed-in email, or ANONYMOUS for a visitor), their images, and the writes the store
// and the sync make. Byte work (reading Blobs, hashing) happens before a transaction opens: an IndexedDB
// transaction ends at the first await that is not one of its own requests.
import { ANONYMOUS, db, type ProjectAssetRow, type ProjectRow } from '../../lib/db/db';
import { signedInEmail } from '../../lib/user';
import type { EditorDocument } from '../../lib/shared/editor/types';
import { documentImageIds } from '../../lib/shared/editor/masks';
import { outputSize } from '../../lib/shared/editor/geometry';
import type { ProjectType } from '../../lib/shared/projects';
import { blobBytes, bytesBlob, sha256Hex } from './assetBytes';
import { requestPersistentStorage } from '../../lib/persistentStorage';

export type { ProjectRow, ProjectAssetRow };

export function currentOwner(): string {
  return signedInEmail() ?? ANONYMOUS;
}

export function assetRowId(projectId: string, assetId: string): string {
  return `${projectId}/${assetId}`;
}

/** The row of a project of the current owner that is not deleted, or undefined. */
export async function ownRow(id: string, owner = currentOwner()): Promise<ProjectRow | undefined> {
  const row = await db().projects.get(id);
  return row && row.owner === owner && !row.deletedAt ? row : undefined;
}

export async function ownRows(owner = currentOwner()): Promise<ProjectRow[]> {
  return db().projects.where('owner').equals(owner).toArray();
}

/** The document's image ids (its layers' and their masks'): the assets a save must name. */
export function imageIds(doc: EditorDocument): string[] {
  return documentImageIds(doc);
}

/** Reads and hashes Blobs into asset rows (outside any transaction). */
export async function prepareAssets(projectId: string, assets: Record<string, Blob> | Map<string, Blob>): Promise<ProjectAssetRow[]> {
  const entries = assets instanceof Map ? [...assets] : Object.entries(assets);
  return Promise.all(
    entries.map(async ([assetId, blob]) => {
      const bytes = await blobBytes(blob);
      return { id: assetRowId(projectId, assetId), projectId, assetId, type: blob.type || 'application/octet-stream', bytes, hash: await sha256Hex(bytes), synced: false, uploadedKey: null };
    }),
  );
}

export interface NewProject {
  id: string;
  owner: string;
  name: string;
  section: ProjectType;
  document: EditorDocument;
  assets: ProjectAssetRow[];
  thumbnail?: { bytes: ArrayBuffer; type: string };
  now: number;
}

/**
 * The project's size as the user sees it: the picture after its crop, rotation and resize, not the canvas
 * it started from (the manager's orientation filter and the list's size read it; issue 14: a square crop
 * of a landscape was listed as landscape).
 */
export function pictureSize(doc: EditorDocument): { width: number; height: number } {
  const size = outputSize(doc);
  return { width: Math.max(0, Math.round(size.width)), height: Math.max(0, Math.round(size.height)) };
}

export async function insertProject(p: NewProject): Promise<void> {
  const row: ProjectRow = {
    id: p.id,
    owner: p.owner,
    name: p.name,
    section: p.section,
    document: p.document,
    baseRevision: 0,
    dirty: true,
    folderId: 0,
    ...pictureSize(p.document),
    thumbnail: p.thumbnail?.bytes,
    thumbnailType: p.thumbnail?.type,
    thumbnailDirty: p.thumbnail !== undefined,
    createdAt: p.now,
    updatedAt: p.now,
    localRevision: 1,
    conflictOf: null,
    nameDirty: false,
    deletedAt: null,
    syncError: null,
  };
  let first = false;
  await db().transaction('rw', db().projects, db().projectAssets, async () => {
    first = (await db().projects.count()) === 0;
    await db().projects.put(row);
    if (p.assets.length) await db().projectAssets.bulkPut(p.assets);
  });
  // From the first project on, the device holds work that may exist nowhere else (a visitor's, or one not
  // yet synced): ask the browser to keep the storage (persistent), once, not on every save. Not awaited:
  // a browser may show a prompt, and the save is done either way.
  if (first) void requestPersistentStorage();
}

export interface DocumentWrite {
  id: string;
  owner: string;
  document: EditorDocument;
  /** The undo history of `document`; without one the row keeps none (an older one would not match). */
  history?: unknown;
  assets: ProjectAssetRow[];
  thumbnail?: { bytes: ArrayBuffer; type: string };
  /** Used when the row is gone (deleted elsewhere while open): the edit makes the project again. */
  fallbackName: string;
  now: number;
}

/** An autosave: the document (and new images, thumbnail) written, the row marked dirty. */
export async function writeDocument(w: DocumentWrite): Promise<void> {
  await db().transaction('rw', db().projects, db().projectAssets, async () => {
    const existing = await db().projects.get(w.id);
    const base: ProjectRow =
      existing && !existing.deletedAt
        ? existing
        : { id: w.id, owner: w.owner, name: w.fallbackName, section: w.document.section, document: w.document, baseRevision: 0, dirty: true, folderId: 0, width: 0, height: 0, createdAt: w.now, updatedAt: w.now, localRevision: 0 };
    const row: ProjectRow = {
      ...base,
      document: w.document,
      history: w.history,
      ...pictureSize(w.document),
      dirty: true,
      updatedAt: w.now,
      localRevision: (base.localRevision ?? 0) + 1,
      syncError: null,
      deletedAt: null,
      ...(w.thumbnail ? { thumbnail: w.thumbnail.bytes, thumbnailType: w.thumbnail.type, thumbnailDirty: true } : {}),
    };
    await db().projects.put(row);
    if (w.assets.length) await db().projectAssets.bulkPut(w.assets);
  });
}

export async function readAssetRows(projectId: string): Promise<ProjectAssetRow[]> {
  return db().projectAssets.where('projectId').equals(projectId).toArray();
}

export async function readAssets(projectId: string): Promise<Record<string, Blob>> {
  const rows = await readAssetRows(projectId);
  return Object.fromEntries(rows.map((r) => [r.assetId ?? r.id, bytesBlob(r.bytes, r.type)]));
}

/** Bytes of an image with this hash anywhere on the device (another project may hold the same picture). */
export async function bytesByHash(hash: string): Promise<{ bytes: ArrayBuffer; type: string } | undefined> {
  const row = await db().projectAssets.where('hash').equals(hash).first();
  return row ? { bytes: row.bytes, type: row.type } : undefined;
}

export async function removeProjectLocally(id: string): Promise<void> {
  await db().transaction('rw', db().projects, db().projectAssets, async () => {
    await db().projects.delete(id);
    await db().projectAssets.where('projectId').equals(id).delete();
  });
}

/** Marks a project deleted here (the sync deletes the server's copy) and frees its images at once. */
export async function markDeleted(id: string, owner: string, now: number): Promise<void> {
  await db().transaction('rw', db().projects, db().projectAssets, async () => {
    const row = await db().projects.get(id);
    const base: ProjectRow = row ?? { id, owner, name: '', section: 'editor', document: null, baseRevision: 1, dirty: false, folderId: 0, width: 0, height: 0, createdAt: now, updatedAt: now };
    await db().projects.put({ ...base, document: null, thumbnail: undefined, dirty: false, nameDirty: false, deletedAt: now });
    await db().projectAssets.where('projectId').equals(id).delete();
  });
}

/** A visitor's projects on this device join the account that signs in on it (their work is not left behind). */
export async function adoptAnonymousProjects(email: string): Promise<number> {
  return db().projects.where('owner').equals(ANONYMOUS).modify({ owner: email });
}
