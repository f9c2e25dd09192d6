// The photo/projects/* calls (server/projects/routes.ts) as the page makes them, with their answers checked
// (spec §5: a list must be an array, a change must answer success; anything else is invalid_response).
// None of them is queueable: project changes wait in Dexie (dirty rows), not in the service worker's queue.
import { apiCall, ApiError, directUpload, INVALID_RESPONSE, request } from '../../lib/request';
import { encodeBa } from '../../lib/shared/validators';
import { isProjectId, isProjectType, PROJECT_ASSET_BUCKET, type ProjectJson, type ProjectType } from '../../lib/shared/projects';

/** The Project entity (spec §3) as the server sends it, checked; the page does not use the ISO copies of the times. */
export type RemoteProject = Omit<ProjectJson, 'templateid' | 'creationDate' | 'modifiedDate'>;

export interface RemoteAsset {
  hash: string;
  url: string;
  type: string;
}

export interface LoadedRemote extends RemoteProject {
  document: unknown;
  assets: Record<string, RemoteAsset>;
}

export type SaveAnswer = (RemoteProject & { conflict?: false }) | (RemoteProject & { conflict: true; original: { id: string; revision: number } });

const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : NaN);

export function parseRemoteProject(value: unknown): RemoteProject {
  const v = value as Record<string, unknown> | null;
  if (!v || !isProjectId(v.id) || typeof v.filename !== 'string' || !Number.isInteger(v.revision) || !isProjectType(v.project_type)) {
    throw new ApiError(INVALID_RESPONSE, 'The project is incomplete.');
  }
  return {
    id: v.id,
    filename: v.filename,
    baseName: typeof v.baseName === 'string' ? v.baseName : v.filename,
    conflictOf: isProjectId(v.conflictOf) ? v.conflictOf : null,
    date: num(v.date) || 0,
    modified: num(v.modified) || 0,
    thumburl: typeof v.thumburl === 'string' ? v.thumburl : '',
    width: num(v.width) || 0,
    height: num(v.height) || 0,
    folderId: num(v.folderId) || 0,
    project_type: v.project_type,
    revision: v.revision as number,
  };
}

/** Answers with their fields beside data (total), read as text so nothing is dropped. */
async function callWithFields(call: string, payload: Record<string, string | number>): Promise<Record<string, unknown>> {
  const text = await apiCall<string>(call, payload, { responseType: 'text', offlinePrompt: false });
  try {
    const body = JSON.parse(text) as unknown;
    if (typeof body === 'object' && body !== null && 'data' in body) return body as Record<string, unknown>;
  } catch {
    /* not JSON: below */
  }
  throw new ApiError(INVALID_RESPONSE, 'The answer has no data.');
}

/** photo/projects/get with all=1: every project of the user, newest change first. */
export async function fetchProjectList(): Promise<RemoteProject[]> {
  const body = await callWithFields('photo/projects/get', { all: 1 });
  if (!Array.isArray(body.data)) throw new ApiError(INVALID_RESPONSE, 'Projects must be an array.');
  return body.data.map(parseRemoteProject);
}

/** photo/projects/load; null when the page already has `revision`. */
export async function fetchProject(id: string, revision?: number): Promise<LoadedRemote | null> {
  const data = await apiCall<Record<string, unknown>>('photo/projects/load', revision ? { id, revision } : { id }, { offlinePrompt: false });
  if (data?.unchanged === true) return null;
  const project = parseRemoteProject(data);
  const raw = (data.assets ?? {}) as Record<string, unknown>;
  const assets: Record<string, RemoteAsset> = {};
  for (const [imageId, a] of Object.entries(raw)) {
    const asset = a as Partial<RemoteAsset> | null;
    if (!asset || typeof asset.hash !== 'string' || typeof asset.url !== 'string') throw new ApiError(INVALID_RESPONSE, 'A project image is incomplete.');
    assets[imageId] = { hash: asset.hash, url: asset.url, type: typeof asset.type === 'string' ? asset.type : '' };
  }
  return { ...project, document: data.document, assets };
}

export async function downloadAsset(url: string): Promise<Blob> {
  const { value } = await request<Blob>(url, { responseType: 'blob' });
  return value;
}

/** Uploads one image to the projects bucket; answers the key a save names it by. */
export async function uploadAsset(blob: Blob): Promise<string> {
  return (await directUpload(blob, { bucket: PROJECT_ASSET_BUCKET, filename: 'image' })).name;
}

export interface SaveRequest {
  id: string;
  name: string;
  section: ProjectType;
  width: number;
  height: number;
  document: string;
  baseRevision: number;
  assets: Record<string, { hash: string; key?: string }>;
  thumbnail?: Blob;
  requestId: string;
  /** Earlier saves of this copy whose answers never came (sync.ts): the server builds on the one that landed. */
  afterRequests: readonly string[];
}

export async function saveRemote(r: SaveRequest): Promise<SaveAnswer> {
  const data = await apiCall<Record<string, unknown>>(
    'photo/projects/save',
    {
      id: r.id,
      filename: encodeBa(r.name),
      project_type: r.section,
      width: r.width,
      height: r.height,
      // As a file part: multipart spares the document the form-encoding's growth.
      document: new Blob([r.document], { type: 'application/json' }),
      base_revision: r.baseRevision,
      assets: JSON.stringify(r.assets),
      thumbnail: r.thumbnail,
      after_requests: r.afterRequests.length > 0 ? r.afterRequests.join(',') : undefined,
    },
    { requestId: r.requestId, offlinePrompt: false },
  );
  const project = parseRemoteProject(data);
  if (data.conflict === true) {
    const original = data.original as { id?: unknown; revision?: unknown } | undefined;
    if (!original || !isProjectId(original.id) || !Number.isInteger(original.revision)) throw new ApiError(INVALID_RESPONSE, 'The conflict answer is incomplete.');
    return { ...project, conflict: true, original: { id: original.id, revision: original.revision as number } };
  }
  return project;
}

function requireSuccess(body: Record<string, unknown>): void {
  if (body.data !== 'success') throw new ApiError(INVALID_RESPONSE, 'The change was not confirmed.');
}

export async function deleteRemote(id: string): Promise<void> {
  requireSuccess(await callWithFields('photo/projects/delete', { template: id }));
}

export async function renameRemote(id: string, name: string): Promise<void> {
  requireSuccess(await callWithFields('photo/projects/update', { project: id, filename: encodeBa(name) }));
}
