/**
 * projectStore — the projects area's one door for the editor UI, the dashboard and the projects panel.
 * Dexie is the source of truth on the device; a signed-in user's projects also go to the server (sync.ts).
 *
 *   createProject({ section, document, assets, name? }) → Promise<id>
 *       A new project, written to Dexie at once (assets: image id → Blob, the ids the image layers name).
 *   saveProject(id, document, changedAssets?, { thumbnail?, history? }?) → void
 *       Throttled autosave: kept in memory, written to Dexie at most every 500 ms (and at once when the page
 *       is hidden or left), marked dirty, then synced when possible. Pass only new or changed images; pass a
 *       small JPEG/WebP thumbnail now and then (without one, the first picture stands in for it). Pass the
 *       editor's saved undo history of this document (savedHistory.ts) with every save that has one: a
 *       save without it leaves the project with none (an older history would not lead to this document).
 *   flushProject(id) → Promise<void>   write now (before export, before leaving, for the update flow); when
 *       it cannot (storage full), it resolves with autosaveState.fullyAutosaved still false and error set.
 *   loadProject(id) → Promise<{ project, document, assets, history } | null>   from Dexie, else (or when the server
 *       has a newer revision and the device has no unsent edits) from the server — the second device.
 *   listProjects() → Promise<ProjectSummary[]>   this device's and (online, signed in) the server's, newest first
 *   lastProjectId() → Promise<id | null>   the project last worked on, for resume and reload
 *   deleteProject(id) → Promise<void>
 *   renameProject(id, name) → Promise<void>   spec §5 rules; rejects with ProjectError(code)
 *   autosaveState: Store<{ projectId, fullyAutosaved, syncing, lastSyncedAt, conflict, error }>
 *       After a conflict, saves addressed to the original id go to the copy (projectId names the copy) until
 *       the original is opened again with loadProject.
 *
 * Everything read from Dexie or the server passes restoreDocument() before anyone sees it.
 * Resume link: projectPath(lang, section, id) = createPath(lang, section) + '?project=' + id.
 */
import { db } from '../../lib/db/db';
import { isQuotaError } from '../../lib/db/db';
import { ApiError } from '../../lib/request';
import { report } from '../../lib/report';
import { restoreDocument } from '../../lib/shared/editor/restore';
import type { EditorDocument } from '../../lib/shared/editor/types';
import { cleanProjectName, isValidProjectName, projectNameKey, type ProjectType } from '../../lib/shared/projects';
import { encodeBa } from '../../lib/shared/validators';
import { signedInEmail } from '../../lib/user';
import { blobBytes } from './assetBytes';
import { dropPending, isFullyAutosaved, queueSave, setAutosaveHooks, writePending } from './autosave';
import { forgetLastProject, readLastProject, writeLastProject } from './lastProject';
import { currentOwner, insertProject, markDeleted, ownRow, prepareAssets, readAssets, removeProjectLocally, type ProjectRow } from './localProjects';
import { pullProject } from './pull';
import { fetchProjectList } from './projectsApi';
import { mergeProjectLists, type ProjectSummary } from './summaries';
import { requestSync } from './sync';
import { autosaveState, clearRedirect, patchAutosave, resolveProjectId } from './state';
import { defaultProjectName, storageFullNotice } from './texts';

export { autosaveState } from './state';
export type { AutosaveState, ProjectConflict } from './state';
export type { ProjectSummary } from './summaries';
export type { ProjectRow } from './localProjects';
export { projectPath } from './lastProject';

/** A refused project action; `code` is an api-style code (`error_<code>` is its message key). */
export class ProjectError extends Error {
  constructor(readonly code: string) {
    super(code);
    this.name = 'ProjectError';
  }
}

function online(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

function settle(id: string): void {
  if (autosaveState.get().projectId === id && isFullyAutosaved(id)) patchAutosave({ fullyAutosaved: true, error: null });
}

setAutosaveHooks({
  written(id) {
    settle(id);
    requestSync();
  },
  failed(id, error) {
    if (autosaveState.get().projectId === id) patchAutosave({ fullyAutosaved: false, error: isQuotaError(error) ? 'projects_error_storage_full' : 'projects_error_not_saved' });
    if (isQuotaError(error)) storageFullNotice();
    else report('error', 'autosave failed', { id, error: String(error) });
  },
});

function open(id: string, section: ProjectType, owner: string): void {
  const state = autosaveState.get();
  if (state.projectId !== id) patchAutosave({ projectId: id, fullyAutosaved: isFullyAutosaved(id), lastSyncedAt: null, conflict: state.conflict?.copyId === id ? state.conflict : null, error: null });
  writeLastProject({ section, projectId: id, owner });
}

export async function createProject(init: { section: ProjectType; document: EditorDocument; assets: Record<string, Blob>; name?: string; thumbnail?: Blob }): Promise<string> {
  const id = crypto.randomUUID();
  const owner = currentOwner();
  const name = init.name && isValidProjectName(init.name) ? cleanProjectName(init.name) : defaultProjectName(init.section);
  open(id, init.section, owner);
  try {
    const assets = await prepareAssets(id, init.assets);
    const thumbnail = init.thumbnail ? { bytes: await blobBytes(init.thumbnail), type: init.thumbnail.type || 'image/webp' } : undefined;
    await insertProject({ id, owner, name, section: init.section, document: init.document, assets, thumbnail, now: Date.now() });
    requestSync();
  } catch (error) {
    // The work stays in memory and is written as soon as storage allows; the user is told.
    queueSave(id, { document: init.document, assets: init.assets, thumbnail: init.thumbnail, owner, fallbackName: name });
    patchAutosave({ fullyAutosaved: false, error: isQuotaError(error) ? 'projects_error_storage_full' : 'projects_error_not_saved' });
    if (isQuotaError(error)) storageFullNotice();
    else report('error', 'creating a project failed', { error: String(error) });
  }
  return id;
}

export function saveProject(id: string, document: EditorDocument, changedAssets?: Record<string, Blob>, options: { thumbnail?: Blob; history?: unknown } = {}): void {
  const target = resolveProjectId(id);
  const owner = currentOwner();
  queueSave(target, { document, assets: changedAssets, thumbnail: options.thumbnail, history: options.history, owner, fallbackName: defaultProjectName(document.section) });
  if (autosaveState.get().projectId !== target) open(target, document.section, owner);
  patchAutosave({ fullyAutosaved: false });
}

export async function flushProject(id: string): Promise<void> {
  const target = resolveProjectId(id);
  await writePending(target);
  settle(target);
}

export interface LoadedProject {
  project: ProjectRow;
  document: EditorDocument;
  assets: Record<string, Blob>;
  /** The saved undo history, unchecked: the editor reads it with readSavedHistory (none: undefined). */
  history: unknown;
}

export async function loadProject(id: string): Promise<LoadedProject | null> {
  // Opening names the project meant (after a conflict, the original is "the other version"): no redirect.
  const target = id;
  clearRedirect(id);
  const owner = currentOwner();
  await writePending(target);
  let row = await ownRow(target, owner);
  // The server's version is read when the device has none, or an older one without unsent edits.
  if (signedInEmail() === owner && online() && (!row || row.stale || (!row.dirty && row.baseRevision > 0))) {
    try {
      const pulled = await pullProject(target, owner, row);
      if (pulled) row = pulled.row;
    } catch (error) {
      if (error instanceof ApiError && error.code === 'project_not_found' && row && !row.dirty && row.baseRevision > 0) {
        // Deleted on another device and nothing unsent here: it is gone.
        await removeProjectLocally(target);
        return null;
      }
      if (!row) {
        if (error instanceof ApiError && error.code !== 'project_not_found') report('warning', 'could not load a project from the server', { id: target, code: error.code });
        return null;
      }
    }
  }
  if (!row) return null;
  const restored = restoreDocument(row.document);
  if (!restored.ok) {
    report('error', 'a stored project cannot be read', { id: target, reason: restored.reason });
    return null;
  }
  open(row.id, row.section, owner);
  return { project: row, document: restored.document, assets: await readAssets(row.id), history: row.history };
}

export async function listProjects(): Promise<ProjectSummary[]> {
  const owner = currentOwner();
  const local = await db().projects.where('owner').equals(owner).toArray();
  let remote = null;
  if (signedInEmail() === owner && online()) {
    try {
      remote = await fetchProjectList();
    } catch (error) {
      report('warning', 'could not list the server’s projects', { code: error instanceof ApiError ? error.code : String(error) });
    }
  }
  const { summaries, goneHere, renamed, refiled } = mergeProjectLists(local, remote, autosaveState.get().projectId);
  // Deleted on another device with nothing unsent here; renamed elsewhere: the device follows.
  for (const gone of goneHere) await removeProjectLocally(gone);
  for (const { id, name, conflictOf } of renamed) await db().projects.update(id, { name, conflictOf });
  // Filed in another folder (here or on another device): the device follows, so the panel works offline.
  for (const { id, folderId } of refiled) await db().projects.update(id, { folderId });
  return summaries;
}

export async function lastProjectId(): Promise<string | null> {
  const last = readLastProject();
  const owner = currentOwner();
  if (!last?.projectId || (last.owner !== null && last.owner !== owner)) return null;
  const id = resolveProjectId(last.projectId);
  return (await ownRow(id, owner)) ? id : null;
}

export async function deleteProject(id: string): Promise<void> {
  const target = id;
  const owner = currentOwner();
  dropPending(target);
  // Signed in, the server may have it (or be receiving it): a tombstone the sync turns into
  // photo/projects/delete. A visitor's project is only here: gone now.
  if (signedInEmail() === owner) await markDeleted(target, owner, Date.now());
  else await removeProjectLocally(target);
  forgetLastProject(target);
  if (autosaveState.get().projectId === target) patchAutosave({ projectId: null, fullyAutosaved: true, conflict: null, error: null });
  requestSync(0);
}

export async function renameProject(id: string, name: string): Promise<void> {
  const target = id;
  if (!isValidProjectName(name)) throw new ProjectError('invalid_project_name');
  const clean = cleanProjectName(name);
  const all = await listProjects();
  const others = all.filter((p) => p.id !== target);
  if (others.some((p) => projectNameKey(p.baseName, p.conflictOf) === projectNameKey(clean))) throw new ProjectError('duplicate_project_name');
  const row = await ownRow(target);
  if (row) {
    await db().projects.update(target, { name: clean, conflictOf: null, nameDirty: signedInEmail() === row.owner });
    requestSync(0);
    return;
  }
  // Only on the server (not opened on this device yet): through the one outbox (src/lib/outbox), so a rename
  // made offline waits there and is delivered once; online, a refusal comes back as before.
  const before = all.find((p) => p.id === target)?.baseName ?? '';
  const { sendOrQueue } = await import('../../lib/outbox/page');
  const result = await sendOrQueue({
    call: 'photo/projects/update',
    payload: { project: target, filename: encodeBa(clean) },
    label: { key: 'offline_change_project_rename', params: { from: before, to: clean } },
  });
  if (result.state === 'refused') throw new ProjectError(result.code || 'request_failed');
}
