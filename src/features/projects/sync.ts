// The projects sync: pushes the current owner's changed projects (Dexie's dirty, nameDirty and deletedAt
// flags are the queue) when the page is online and signed in — at start, when the connection returns, when
// the page becomes visible and shortly after local saves. For each project: new images (and the fonts its text
// layers use, projectFonts.ts) first (direct-upload to the projects bucket), then photo/projects/save with the revision the copy is based on. A conflict keeps
// both versions (conflicts.ts). A failure never drops local changes: what the shared retry policy calls "not
// now" (network, 5xx, 401/403/408/429…) retries with backoff, a refusal is shown and waits for the next edit,
// and a session problem waits for the accounts area to sort it out.
//
// Why project saves, renames and deletes are not outbox entries (src/lib/outbox, issue 18): a save needs its
// images uploaded first, its answer decides the next step (revision, conflict copy, missing images), its body
// is large, and only the latest content matters (ten offline saves are one save, not ten entries). So the
// project rows' flags stay the projects' queue, drained under the outbox's own Web Lock (one sender at a
// time across tabs and the worker) with the same retry policy; moves and folder actions are outbox entries,
// and a move of a project made offline waits in the outbox for the project's first save.
import { db, type ProjectAssetRow, type ProjectRow, type SendingSave } from '../../lib/db/db';
import { ApiError, SESSION_CODES } from '../../lib/request';
import { failureVerdict } from '../../lib/shared/retryPolicy';
import { restoreDocument } from '../../lib/shared/editor/restore';
import type { EditorDocument } from '../../lib/shared/editor/types';
import { documentWithHistory } from '../../lib/shared/editor/savedHistoryFit';
import { PROJECT_DOCUMENT_MAX_BYTES } from '../../lib/shared/projects';
import { signedInEmail } from '../../lib/user';
import { report } from '../../lib/report';
import { blobBytes, bytesBlob, pictureThumbnail, sha256Hex } from './assetBytes';
import { imageIds, pictureSize, readAssetRows, removeProjectLocally } from './localProjects';
import { deleteRemote, renameRemote, saveRemote, uploadAsset } from './projectsApi';
import { handleConflict } from './conflicts';
import { autosaveState, patchAutosave } from './state';
import { syncHooks } from './syncHooks';
import { OUTBOX_LOCK } from '../../lib/shared/swProtocol';

export const SYNC_DELAY_MS = 1500;
const MAX_WAIT_MS = 10_000;
const BACKOFF_MS = [2000, 5000, 15_000, 30_000, 60_000];

let timer: ReturnType<typeof setTimeout> | null = null;
let firstRequestAt: number | null = null;
let running: Promise<void> | null = null;
let again = false;
let failures = 0;
let delay = SYNC_DELAY_MS;

export function setSyncDelay(ms: number): void {
  delay = ms;
}

function online(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/** Asks for a sync soon; a burst of saves makes one sync (at most MAX_WAIT_MS after the first). */
export function requestSync(wait = delay): void {
  const now = Date.now();
  firstRequestAt ??= now;
  const due = Math.min(now + wait, firstRequestAt + MAX_WAIT_MS);
  if (timer !== null) clearTimeout(timer);
  timer = setTimeout(() => {
    timer = null;
    firstRequestAt = null;
    void syncNow();
  }, Math.max(0, due - now));
}

/** Runs a sync now (or right after the running one); resolves when it is done. */
export function syncNow(): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    try {
      await underOutboxLock(async () => {
        do {
          again = false;
          await syncOnce();
        } while (again);
      });
    } finally {
      running = null;
    }
  })();
  return running;
}

/**
 * The projects' dirty rows and the outbox are drained under the one Web Lock (src/lib/outbox): a project
 * save never runs beside an outbox drain, in this tab or another, and a move of a project made offline
 * waits for its first save (the outbox's drain calls pushProjectsForOutbox while holding the lock).
 */
function underOutboxLock(work: () => Promise<void>): Promise<void> {
  const locks = typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { locks?: LockManager }).locks;
  return locks ? (locks.request(OUTBOX_LOCK, work) as Promise<void>) : work();
}

/** For the outbox's drain, which holds the lock already: pushes the owner's changed projects now. */
export async function pushProjectsForOutbox(): Promise<void> {
  await syncOnce();
}

class NetworkTrouble extends Error {}

async function syncOnce(): Promise<void> {
  const owner = signedInEmail();
  if (!owner || !online()) return;
  const rows = (await db().projects.where('owner').equals(owner).toArray()).filter((r) => r.dirty || r.nameDirty || r.deletedAt);
  if (rows.length === 0) {
    failures = 0;
    return;
  }
  patchAutosave({ syncing: true });
  let trouble = false;
  try {
    for (const row of rows) {
      if (signedInEmail() !== owner) return;
      try {
        await pushRow(row, owner);
      } catch (error) {
        if (error instanceof NetworkTrouble) {
          trouble = true;
          break;
        }
        if (error instanceof ApiError && SESSION_CODES.has(error.code)) return; // the accounts area sorts the session out
        await refuse(row.id, error);
      }
    }
  } finally {
    patchAutosave({ syncing: false });
  }
  if (trouble) {
    const wait = BACKOFF_MS[Math.min(failures, BACKOFF_MS.length - 1)] ?? 60_000;
    failures += 1;
    requestSync(wait);
    return;
  }
  failures = 0;
  const open = autosaveState.get().projectId;
  if (open && rows.some((r) => r.id === open)) {
    const current = await db().projects.get(open);
    if (current && !current.dirty && !current.nameDirty) patchAutosave({ lastSyncedAt: Date.now() });
  }
}

/** Sorts a failure: "not now" becomes NetworkTrouble (tried again with backoff); anything else is rethrown. */
function network(error: unknown): never {
  if (error instanceof ApiError && !SESSION_CODES.has(error.code) && failureVerdict(error) === 'retry') throw new NetworkTrouble(error.message);
  throw error;
}

/** The server refused the change (not a session problem, not "not now"). */
function refused(error: unknown): boolean {
  return error instanceof ApiError && !SESSION_CODES.has(error.code) && failureVerdict(error) === 'refused';
}

/** The server refused a change: kept on the device, shown, and not sent again until the next edit. */
async function refuse(id: string, error: unknown, what: 'document' | 'name' = 'document'): Promise<void> {
  const code = error instanceof ApiError ? error.code : 'invalid_response';
  report('warning', 'a project change was refused', { id, code, error: String(error) });
  // A refused rename is dropped (the server's name shows again); a refused document stays, marked.
  await db().projects.update(id, what === 'name' ? { nameDirty: false } : { syncError: code });
  syncHooks.refused(id, code);
}

async function pushRow(row: ProjectRow, owner: string): Promise<void> {
  if (row.deletedAt) {
    try {
      await deleteRemote(row.id);
    } catch (error) {
      if (!(error instanceof ApiError && error.code === 'project_not_found')) network(error);
    }
    await removeProjectLocally(row.id);
    return;
  }
  if (row.dirty && !row.syncError) await pushDocument(row, owner);
  const fresh = await db().projects.get(row.id);
  if (fresh?.nameDirty && fresh.baseRevision > 0) {
    try {
      await renameRemote(fresh.id, fresh.name);
      await db().projects.update(fresh.id, { nameDirty: false });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'project_not_found') return void (await db().projects.update(fresh.id, { nameDirty: false }));
      if (refused(error)) return refuse(fresh.id, error, 'name');
      network(error);
    }
  }
}

/** Image ids of the saved undo steps (none when there is no readable history); the reader loads on demand. */
async function historyImageIds(doc: EditorDocument, saved: unknown): Promise<string[]> {
  if (saved === undefined || saved === null) return [];
  const [{ readSavedHistory }, { historyStates }] = await Promise.all([import('../../lib/shared/editor/savedHistory'), import('../../lib/shared/editor/history')]);
  return historyStates(readSavedHistory(saved, doc).history).flatMap(imageIds);
}

/** The design's font assets this device has (none without text layers); the module loads on demand. */
async function textFontIds(doc: EditorDocument, row: ProjectRow, byId: Map<string, ProjectAssetRow>): Promise<string[]> {
  if (!doc.layers.some((l) => l.kind === 'text')) return [];
  const { projectFontIds } = await import('./projectFonts');
  return projectFontIds(doc, row.id, row.owner, byId);
}

async function pushDocument(row: ProjectRow, owner: string, attempt = 0): Promise<void> {
  const restored = restoreDocument(row.document);
  if (!restored.ok) throw new ApiError('invalid_document', 'The project document cannot be read.');
  const doc = restored.document;
  const assetRows = await readAssetRows(row.id);
  const byId = new Map(assetRows.map((a) => [a.assetId ?? a.id, a]));
  const assets: Record<string, { hash: string; key?: string }> = {};
  // The document's images must all be here; those only earlier undo steps show (a merged-down or removed
  // layer's picture) go along when this device has them, so undo works on the next device too.
  // The fonts its text layers use (issue 16) go along the same way when this device has them.
  const required = new Set(imageIds(doc));
  const fontIds = await textFontIds(doc, row, byId);
  for (const imageId of new Set([...required, ...(await historyImageIds(doc, row.history)), ...fontIds])) {
    const asset = byId.get(imageId);
    if (!asset?.hash && !required.has(imageId)) continue;
    if (!asset?.hash) throw new ApiError('missing_assets', `Image ${imageId} is not on this device.`);
    // Images the server may lack go up first; a key already uploaded is reused.
    if (!asset.synced && !asset.uploadedKey) {
      let key: string;
      try {
        key = await uploadAsset(bytesBlob(asset.bytes, asset.type));
      } catch (error) {
        // A font the server will not take is left out rather than block the design's save.
        if (!required.has(imageId) && refused(error)) {
          report('warning', 'a project font was not uploaded', { id: row.id, assetId: imageId, error: String(error) });
          continue;
        }
        network(error);
      }
      asset.uploadedKey = key;
      await db().projectAssets.update(asset.id, { uploadedKey: key });
    }
    assets[imageId] = asset.synced ? { hash: asset.hash } : { hash: asset.hash, key: asset.uploadedKey ?? undefined };
  }

  let thumbnail: Blob | undefined;
  if (row.thumbnail && (row.thumbnailDirty || row.baseRevision === 0)) thumbnail = bytesBlob(row.thumbnail, row.thumbnailType ?? 'image/webp');
  else if (!row.thumbnail) {
    const first = imageIds(doc).map((id) => byId.get(id)).find(Boolean);
    thumbnail = first ? ((await pictureThumbnail(bytesBlob(first.bytes, first.type))) ?? undefined) : undefined;
    // Kept for the list too, unless the editor's own thumbnail arrived meanwhile.
    if (thumbnail) {
      const bytes = await blobBytes(thumbnail);
      await db().projects.where('id').equals(row.id).filter((r) => !r.thumbnail).modify({ thumbnail: bytes, thumbnailType: thumbnail.type });
    }
  }

  // The undo history travels inside the document, trimmed (oldest steps first) so it never makes the save too big.
  const documentText = documentWithHistory(doc, row.history, PROJECT_DOCUMENT_MAX_BYTES);
  const sentRevision = row.localRevision ?? 0;
  const sending = await nextSending(row, documentText, assets, thumbnail);
  let answer;
  try {
    answer = await saveRemote({ id: row.id, name: row.name, section: row.section, ...pictureSize(doc), document: documentText, baseRevision: row.baseRevision, assets, thumbnail, requestId: sending.requestId, afterRequests: sending.earlier });
  } catch (error) {
    // An answer came (a refusal, missing images): the save is settled. No answer: it stays "on its way".
    if (!(error instanceof ApiError && failureVerdict(error) === 'retry')) await db().projects.update(row.id, { sending: null });
    if (error instanceof ApiError && error.code === 'missing_assets' && attempt === 0) {
      // The server lost or never claimed some images: upload them again and retry once.
      const missing = Array.isArray(error.details?.missing) ? (error.details.missing as unknown[]).filter((m): m is string => typeof m === 'string') : [];
      for (const id of missing) {
        const asset = byId.get(id);
        if (asset) await db().projectAssets.update(asset.id, { synced: false, uploadedKey: null });
      }
      const again = await db().projects.get(row.id);
      if (again) return pushDocument(again, owner, attempt + 1);
      return;
    }
    network(error);
  }
  const sentHashes = new Set(Object.values(assets).map((a) => a.hash));
  await db().transaction('rw', db().projectAssets, async () => {
    for (const asset of byId.values()) if (asset.hash && sentHashes.has(asset.hash)) await db().projectAssets.update(asset.id, { synced: true, uploadedKey: null });
  });

  if (answer.conflict) {
    await handleConflict({ row, sentRevision, answer, owner });
    return;
  }
  await db().transaction('rw', db().projects, async () => {
    const current = await db().projects.get(row.id);
    if (!current) return;
    const unchanged = (current.localRevision ?? 0) === sentRevision;
    await db().projects.update(row.id, {
      baseRevision: answer.revision,
      dirty: !unchanged,
      thumbnailDirty: unchanged ? false : current.thumbnailDirty,
      // A first save carried the name; a later one leaves names to photo/projects/update.
      nameDirty: current.name !== row.name || (row.baseRevision === 0 ? false : current.nameDirty),
      syncError: null,
      sending: null,
    });
  });
  syncHooks.saved(row.id, answer.revision);
}

/** At most this many unanswered saves are named; older ones are long settled. */
const EARLIER_KEPT = 8;

/**
 * The save about to go, written to the row first: the same content as the save still on its way goes again
 * under its X-Request-Id (the server answers a repeat once); other content gets a new id and names the
 * unanswered ones, so whichever of them the server applied, this one is built on it, not a conflict copy
 * of this device's own work (server/projects/save.ts builtOn). The row survives a reload; page memory would not.
 */
async function nextSending(row: ProjectRow, documentText: string, assets: Record<string, { hash: string; key?: string }>, thumbnail: Blob | undefined): Promise<SendingSave> {
  const fields = JSON.stringify([row.id, row.name, row.section, row.baseRevision, assets, documentText, thumbnail?.type ?? null]);
  const fingerprint = await sha256Hex(await blobBytes(new Blob(thumbnail ? [fields, thumbnail] : [fields])));
  const before = row.sending;
  const sending: SendingSave =
    before?.fingerprint === fingerprint ? before : { requestId: crypto.randomUUID(), fingerprint, earlier: before ? [...before.earlier, before.requestId].slice(-EARLIER_KEPT) : [] };
  await db().projects.update(row.id, { sending });
  return sending;
}

/** Listens for the moments a sync is worth trying; returns a function that stops it. */
export function startSync(): () => void {
  void import('../../lib/outbox/page').then(({ setProjectPusher }) => setProjectPusher(pushProjectsForOutbox));
  const soon = (): void => requestSync(0);
  const onVisible = (): void => {
    if (document.visibilityState === 'visible') soon();
  };
  window.addEventListener('online', soon);
  document.addEventListener('visibilitychange', onVisible);
  soon();
  return () => {
    window.removeEventListener('online', soon);
    document.removeEventListener('visibilitychange', onVisible);
  };
}

/** Tests: forget timers and state between cases. */
export function resetSync(): void {
  if (timer !== null) clearTimeout(timer);
  timer = null;
  firstRequestAt = null;
  failures = 0;
  again = false;
}
