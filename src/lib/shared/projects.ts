// Projects, shared by the page and the server (spec account-content §3 Project, §5, §7, §9): ids, limits,
// the asset map a save carries and the name rules. The calls themselves are in server/projects/routes.ts
// and src/features/projects/projectsApi.ts.
import { NAME_MAX } from './constants';
import { cleanName, isValidName } from './validators';

/** Spec §9 "Project first fetch": one page of photo/projects/get. */
export const PROJECT_PAGE_SIZE = 100;
/** A document is operations and layers, not pixels; 512 KiB holds the largest one the limits allow. */
export const PROJECT_DOCUMENT_MAX_BYTES = 512 * 1024;
/** Images one project may reference (the document allows 200 layers). */
export const PROJECT_ASSETS_MAX = 200;
/** A thumbnail as sent by the page; the server re-encodes it to at most PROJECT_THUMB_SIDE. */
export const PROJECT_THUMB_MAX_BYTES = 2 * 1024 * 1024;
export const PROJECT_THUMB_SIDE = 400;
/** The upload bucket project images go to (server/storage/buckets.ts). */
export const PROJECT_ASSET_BUCKET = 'projects';
/** Where the server serves a project's images and thumbnail to their owner. */
export const PROJECT_FILES_PATH = '/project-files/';
/** The shown name of a conflict copy, in English (the page shows its own translation). */
export const CONFLICT_COPY_SUFFIX = ' (conflict copy)';

export const PROJECT_TYPES = ['editor', 'collage', 'designer'] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];

/**
 * The Project entity as photo/projects/* answer it (spec §3): id (the spec's templateid), filename, date,
 * modified, thumburl, width, height, folderId, project_type, creationDate, modifiedDate — plus revision,
 * and conflictOf/baseName so the page can name a conflict copy in the user's language. date and modified
 * are epoch milliseconds; creationDate and modifiedDate the same instants as ISO text.
 */
export interface ProjectJson {
  id: string;
  templateid: string;
  filename: string;
  baseName: string;
  conflictOf: string | null;
  date: number;
  modified: number;
  thumburl: string;
  width: number;
  height: number;
  folderId: number;
  project_type: ProjectType;
  creationDate: string;
  modifiedDate: string;
  revision: number;
}

/** The answer of photo/projects/save: the project saved, or the conflict copy made beside the original. */
export type ProjectSaveAnswer = (ProjectJson & { conflict?: false }) | (ProjectJson & { conflict: true; original: { id: string; revision: number } });

export function isProjectType(value: unknown): value is ProjectType {
  return typeof value === 'string' && (PROJECT_TYPES as readonly string[]).includes(value);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Project ids are UUIDs made where the project is made (the page, offline too; or the server). */
export function isProjectId(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

const SHA256 = /^[0-9a-f]{64}$/;

export function isContentHash(value: unknown): value is string {
  return typeof value === 'string' && SHA256.test(value);
}

/** One image of a save: its content hash, and the upload key when the bytes were just uploaded. */
export interface AssetRef {
  hash: string;
  key?: string;
}

export type AssetMap = Record<string, AssetRef>;

/** Parses the `assets` field of photo/projects/save; null when it is not a valid map. */
export function parseAssetMap(text: string | undefined): AssetMap | null {
  if (text === undefined || text === '') return {};
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const entries = Object.entries(raw as Record<string, unknown>);
  if (entries.length > PROJECT_ASSETS_MAX) return null;
  // Image ids come from the request: a null-prototype map, so `__proto__` or `constructor` are plain ids.
  const map: AssetMap = Object.create(null) as AssetMap;
  for (const [id, value] of entries) {
    if (id.length === 0 || id.length > 100) return null;
    const v = value as { hash?: unknown; key?: unknown } | null;
    if (typeof v !== 'object' || v === null || !isContentHash(v.hash)) return null;
    if (v.key !== undefined && (typeof v.key !== 'string' || v.key.length > 300)) return null;
    map[id] = v.key === undefined ? { hash: v.hash } : { hash: v.hash, key: v.key };
  }
  return map;
}

/** Spec §5 project rename: required, max 100, leading dots and backslashes stripped. */
export function cleanProjectName(value: string): string {
  return [...cleanName(value)].slice(0, NAME_MAX).join('');
}

export function isValidProjectName(value: unknown): boolean {
  return isValidName(value);
}

/** The name a project is listed under in English; a conflict copy adds the suffix. */
export function displayedProjectName(name: string, conflictOf: string | null | undefined): string {
  return conflictOf ? `${name}${CONFLICT_COPY_SUFFIX}` : name;
}

/** The duplicate-name rule compares names without regard to case. */
export function projectNameKey(name: string, conflictOf?: string | null): string {
  return displayedProjectName(name, conflictOf).toLocaleLowerCase('en');
}
