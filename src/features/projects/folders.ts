// Project folders for a signed-in user (spec account-content "Project manager"): the server holds them; the
// device keeps the last list it saw (Dexie `folders`) so the panel can show them offline. Every folder action
// and every move is applied to the device at once and sent through the outbox (src/lib/outbox, issue 18):
// offline it waits and is delivered in order; a folder made offline has a client id until the server's
// replaces it. While folder changes wait, the device's list is the one shown (the server's lacks them).
import { db, type FolderRow } from '../../lib/db/db';
import { ApiError } from '../../lib/request';
import { report } from '../../lib/report';
import { cleanName, encodeBa, isValidName } from '../../lib/shared/validators';
import { signedInEmail } from '../../lib/user';
import type { NewChange } from '../../lib/outbox/outbox';
import type * as OutboxPageModule from '../../lib/outbox/page';

type OutboxPage = typeof OutboxPageModule;
import { fetchFolders, isClientFolderId, newClientFolderId, UNSORTED } from './folderApi';
import { ownRows } from './localProjects';
import { ProjectError } from './projectStore';
import { pushProjectsForOutbox, requestSync } from './sync';

export { ALL_PROJECTS, UNSORTED } from './folderApi';

export interface Folder {
  folderId: number;
  name: string;
}

function online(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

function owner(): string {
  const email = signedInEmail();
  if (!email) throw new ProjectError('not_logged_in');
  return email;
}

const rowId = (email: string, folderId: number): string => `${email}/${folderId}`;
const byName = (a: Folder, b: Folder): number => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });

async function cached(email: string): Promise<Folder[]> {
  const rows = await db().folders.where('owner').equals(email).toArray();
  return rows.map((r) => ({ folderId: r.folderId, name: r.name })).sort(byName);
}

async function remember(email: string, folders: Folder[]): Promise<void> {
  const rows: FolderRow[] = folders.map((f) => ({ id: rowId(email, f.folderId), owner: email, folderId: f.folderId, name: f.name }));
  await db().transaction('rw', db().folders, async () => {
    await db().folders.where('owner').equals(email).delete();
    if (rows.length) await db().folders.bulkPut(rows);
  });
}

/** The signed-in user's folders by name: the server's list, or (offline, or it failed) the last one seen. */
export async function listFolders(): Promise<Folder[]> {
  const email = signedInEmail();
  if (!email) return [];
  if (online() && !(await (await outbox()).hasWaiting(email, FOLDER_CALLS))) {
    try {
      const folders = (await fetchFolders()).map(({ folderId, name }) => ({ folderId, name }));
      await remember(email, folders);
      return folders.sort(byName);
    } catch (error) {
      report('warning', 'could not list the project folders', { code: error instanceof ApiError ? error.code : String(error) });
    }
  }
  return cached(email);
}

/** Spec §5: trimmed, 1 to 100 characters, leading dots and backslashes stripped; no two alike (any case). */
function checkName(name: string, others: Folder[]): string {
  if (!isValidName(name)) throw new ProjectError('invalid_folder_name');
  const clean = cleanName(name);
  const key = clean.toLocaleLowerCase('en');
  if (others.some((f) => f.name.toLocaleLowerCase('en') === key)) throw new ProjectError('duplicate_folder_name');
  return clean;
}

/** The calls whose waiting changes make the device's folder list the one to show. */
const FOLDER_CALLS = ['photo/projects/folder/add', 'photo/projects/folder/update', 'photo/projects/folder/delete', 'photo/projects/set-folder'] as const;

function outbox(): Promise<OutboxPage> {
  return import('../../lib/outbox/page');
}

/** A folder made offline keeps being found by the id the UI knew it by, once the server's id replaced it. */
async function resolveFolderId(email: string, folderId: number): Promise<number> {
  if (!isClientFolderId(folderId)) return folderId;
  const row = await db().folders.where('owner').equals(email).filter((r) => r.clientId === folderId).first();
  return row?.folderId ?? folderId;
}

async function folderName(email: string, folderId: number): Promise<string> {
  return (await db().folders.get(rowId(email, folderId)))?.name ?? '';
}

/**
 * Sends a folder change through the outbox (the device already shows it): online, a refusal comes back as
 * before and `undo` puts the device back; offline, it waits and is delivered in order when the network returns.
 */
async function deliver(change: Omit<NewChange, 'owner'>, undo: () => Promise<void>): Promise<void> {
  const result = await (await outbox()).sendOrQueue(change);
  if (result.state === 'refused') {
    await undo();
    throw new ProjectError(result.code || 'request_failed');
  }
}

/** Creates a folder: on the device at once under a client id, which the server's id replaces once known. */
export async function createFolder(name: string, known: Folder[]): Promise<Folder> {
  const email = owner();
  const clean = checkName(name, known);
  const clientId = newClientFolderId();
  await db().folders.put({ id: rowId(email, clientId), owner: email, folderId: clientId, name: clean });
  await deliver(
    { call: 'photo/projects/folder/add', payload: { name: encodeBa(clean) }, label: { key: 'offline_change_folder_create', params: { name: clean } }, effect: { kind: 'folder-created', clientId } },
    () => db().folders.delete(rowId(email, clientId)),
  );
  return { folderId: await resolveFolderId(email, clientId), name: clean };
}

export async function renameFolder(folderId: number, name: string, known: Folder[]): Promise<Folder> {
  const email = owner();
  const id = await resolveFolderId(email, folderId);
  const clean = checkName(
    name,
    known.filter((f) => f.folderId !== folderId && f.folderId !== id),
  );
  const before = await folderName(email, id);
  await db().folders.put({ id: rowId(email, id), owner: email, folderId: id, name: clean, ...(isClientFolderId(folderId) ? { clientId: folderId } : {}) });
  await deliver(
    { call: 'photo/projects/folder/update', payload: { folder: String(id), name: encodeBa(clean) }, label: { key: 'offline_change_folder_rename', params: { from: before, to: clean } }, idFields: ['folder'] },
    () => db().folders.update(rowId(email, id), { name: before }).then(() => undefined),
  );
  return { folderId: await resolveFolderId(email, id), name: clean };
}

/** Deletes a folder; its projects go with it, or back to unsorted (the server does the same). */
export async function deleteFolder(folderId: number, deleteProjects: boolean): Promise<void> {
  const email = owner();
  const id = await resolveFolderId(email, folderId);
  const name = await folderName(email, id);
  const folderRow = await db().folders.get(rowId(email, id));
  const inFolder = (await ownRows(email)).filter((row) => row.folderId === id);
  await db().folders.delete(rowId(email, id));
  // The projects go from the device's list at once: deleted with the folder, or back to unsorted.
  for (const row of inFolder) {
    if (deleteProjects) await db().projects.update(row.id, { deletedAt: Date.now(), dirty: false, nameDirty: false });
    else await db().projects.update(row.id, { folderId: UNSORTED });
  }
  await deliver(
    {
      call: 'photo/projects/folder/delete',
      payload: { folder: String(id), is_delete_projects: deleteProjects ? '1' : '0' },
      label: { key: deleteProjects ? 'offline_change_folder_delete_all' : 'offline_change_folder_delete', params: { name } },
      idFields: ['folder'],
    },
    async () => {
      if (folderRow) await db().folders.put(folderRow);
      for (const row of inFolder) await db().projects.put(row);
    },
  );
  // Projects deleted with the folder are tombstones until the sync finds them gone from the server too.
  if (deleteProjects) requestSync(0);
}

/**
 * Moves projects into a folder (or unsorted): the device's rows follow at once; the move waits in the outbox
 * behind the folder's creation when the folder was made offline, and behind the projects' first save when
 * they were made offline (the server can only file what it has).
 */
export async function moveProjects(projectIds: string[], folderId: number): Promise<void> {
  const email = owner();
  if (projectIds.length === 0) return;
  const id = await resolveFolderId(email, folderId);
  const rows = (await ownRows(email)).filter((r) => projectIds.includes(r.id) && !r.deletedAt);
  const folder = id === UNSORTED ? '' : await folderName(email, id);
  await db().transaction('rw', db().projects, async () => {
    for (const row of rows) await db().projects.update(row.id, { folderId: id });
  });
  // A project made on this device goes to the server first (the outbox's drain asks the projects sync).
  if (rows.some((r) => r.baseRevision === 0)) (await outbox()).setProjectPusher(pushProjectsForOutbox);
  await deliver(
    {
      call: 'photo/projects/set-folder',
      payload: { folder: id === UNSORTED ? 'not_set' : String(id), projects: projectIds.join(',') },
      label: { key: id === UNSORTED ? 'offline_change_projects_unsorted' : 'offline_change_projects_move', params: { names: rows.map((r) => r.name).join(', ') || String(projectIds.length), folder } },
      idFields: ['folder'],
      needsProjects: rows.filter((r) => r.baseRevision === 0).map((r) => r.id),
    },
    async () => {
      for (const row of rows) await db().projects.update(row.id, { folderId: row.folderId });
    },
  );
}
