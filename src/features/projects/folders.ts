// Project folders for a signed-in user (spec account-content "Project manager"): the server holds them; the
// device keeps the last list it saw (Dexie `folders`) so the panel can show them offline, and every project
// row follows a move at once, so the list is right before the server's list is read again.
import { db, type FolderRow } from '../../lib/db/db';
import { ApiError } from '../../lib/request';
import { report } from '../../lib/report';
import { cleanName, isValidName } from '../../lib/shared/validators';
import { signedInEmail } from '../../lib/user';
import { addFolderRemote, deleteFolderRemote, fetchFolders, renameFolderRemote, setProjectsFolder, UNSORTED } from './folderApi';
import { ownRows, removeProjectLocally } from './localProjects';
import { ProjectError } from './projectStore';
import { syncNow } from './sync';

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

function refused(error: unknown): ProjectError {
  if (error instanceof ProjectError) return error;
  return new ProjectError(error instanceof ApiError ? error.code : 'request_failed');
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
  if (online()) {
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

export async function createFolder(name: string, known: Folder[]): Promise<Folder> {
  const email = owner();
  const clean = checkName(name, known);
  try {
    const added = await addFolderRemote(clean);
    const folder = { folderId: added.folderId, name: added.name };
    await db().folders.put({ id: rowId(email, folder.folderId), owner: email, ...folder });
    return folder;
  } catch (error) {
    throw refused(error);
  }
}

export async function renameFolder(folderId: number, name: string, known: Folder[]): Promise<Folder> {
  const email = owner();
  const clean = checkName(
    name,
    known.filter((f) => f.folderId !== folderId),
  );
  try {
    const kept = await renameFolderRemote(folderId, clean);
    await db().folders.put({ id: rowId(email, folderId), owner: email, folderId, name: kept });
    return { folderId, name: kept };
  } catch (error) {
    throw refused(error);
  }
}

/** Deletes a folder; its projects go with it, or back to unsorted (the server does the same). */
export async function deleteFolder(folderId: number, deleteProjects: boolean): Promise<void> {
  const email = owner();
  try {
    await deleteFolderRemote(folderId, deleteProjects);
  } catch (error) {
    throw refused(error);
  }
  await db().folders.delete(rowId(email, folderId));
  for (const row of await ownRows(email)) {
    if (row.folderId !== folderId) continue;
    if (deleteProjects) await removeProjectLocally(row.id);
    else await db().projects.update(row.id, { folderId: UNSORTED });
  }
}

/**
 * Moves projects into a folder (or unsorted). A project not yet on the server is synced first: the server
 * can only file what it has. The device's rows follow at once.
 */
export async function moveProjects(projectIds: string[], folderId: number): Promise<void> {
  const email = owner();
  if (projectIds.length === 0) return;
  const rows = (await ownRows(email)).filter((r) => projectIds.includes(r.id) && !r.deletedAt);
  if (rows.some((r) => r.baseRevision === 0)) await syncNow();
  try {
    await setProjectsFolder(projectIds, folderId);
  } catch (error) {
    throw refused(error);
  }
  await db().transaction('rw', db().projects, async () => {
    for (const row of rows) await db().projects.update(row.id, { folderId });
  });
}
