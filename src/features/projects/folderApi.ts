// The photo/projects/folder/* and set-folder calls (server/projects/folders.ts) as the page makes them,
// with their answers checked (spec §5: a list must be an array, a change must answer success). Names go
// URI-escaped then base64-encoded (spec §5); the server cleans them again and answers the kept name.
import { apiCall, ApiError, INVALID_RESPONSE } from '../../lib/request';
import { encodeBa } from '../../lib/shared/validators';

/** The Project folder entity (spec §3); `projects` is the server's count of its projects. */
export interface ProjectFolder {
  folderId: number;
  name: string;
  projects: number;
}

/** Folder 0 is "unsorted", -1 "all projects" (spec §3). */
export const UNSORTED = 0;
export const ALL_PROJECTS = -1;

/** A client id for a folder made offline (issue 18): negative below -1, the server's are positive. */
export function newClientFolderId(): number {
  return -(2 + Math.floor(Math.random() * 2 ** 40));
}

export function isClientFolderId(id: number): boolean {
  return Number.isInteger(id) && id < -1;
}

const OPTIONS = { offlinePrompt: false } as const;

function parseFolder(value: unknown): ProjectFolder {
  const v = value as Record<string, unknown> | null;
  if (!v || !Number.isInteger(v.folderId) || (v.folderId as number) <= 0 || typeof v.name !== 'string') throw new ApiError(INVALID_RESPONSE, 'The folder is incomplete.');
  return { folderId: v.folderId as number, name: v.name, projects: typeof v.projects === 'number' ? v.projects : 0 };
}

/** Answers with their fields beside data, read as text so nothing is dropped (as projectsApi does). */
async function callWithFields(call: string, payload: Record<string, string | number>): Promise<Record<string, unknown>> {
  const text = await apiCall<string>(call, payload, { ...OPTIONS, responseType: 'text' });
  try {
    const body = JSON.parse(text) as unknown;
    if (typeof body === 'object' && body !== null && 'data' in body) return body as Record<string, unknown>;
  } catch {
    /* not JSON: below */
  }
  throw new ApiError(INVALID_RESPONSE, 'The answer has no data.');
}

function requireSuccess(body: Record<string, unknown>): void {
  if (body.data !== 'success') throw new ApiError(INVALID_RESPONSE, 'The change was not confirmed.');
}

export async function fetchFolders(): Promise<ProjectFolder[]> {
  const data = await apiCall<unknown>('photo/projects/folder/get', {}, OPTIONS);
  if (!Array.isArray(data)) throw new ApiError(INVALID_RESPONSE, 'Folders must be an array.');
  return data.map(parseFolder);
}

export async function addFolderRemote(name: string): Promise<ProjectFolder> {
  const data = await apiCall<unknown>('photo/projects/folder/add', { name: encodeBa(name) }, OPTIONS);
  return { ...parseFolder(data), projects: 0 };
}

/** Answers the name the server kept. */
export async function renameFolderRemote(folderId: number, name: string): Promise<string> {
  const body = await callWithFields('photo/projects/folder/update', { folder: folderId, name: encodeBa(name) });
  requireSuccess(body);
  return typeof body.name === 'string' ? body.name : name;
}

export async function deleteFolderRemote(folderId: number, deleteProjects: boolean): Promise<void> {
  requireSuccess(await callWithFields('photo/projects/folder/delete', { folder: folderId, is_delete_projects: deleteProjects ? 1 : 0 }));
}

/** Moves projects into a folder, or back to unsorted (folder 0 is sent as `not_set`). */
export async function setProjectsFolder(projectIds: string[], folderId: number): Promise<void> {
  requireSuccess(await callWithFields('photo/projects/set-folder', { folder: folderId === UNSORTED ? 'not_set' : folderId, projects: projectIds.join(',') }));
}
