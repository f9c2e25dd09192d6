// The project list: this device's rows and the server's list in one, newest change first. The device's copy
// wins for what it has not sent yet; the server's for the rest (a name changed on another device). A row the
// server no longer has, with nothing unsent, was deleted on another device.
import type { ProjectRow } from '../../lib/db/db';
import type { ProjectType } from '../../lib/shared/projects';
import type { RemoteProject } from './projectsApi';

export interface ProjectSummary {
  id: string;
  /** The stored name; a conflict copy is shown as t('projects_conflict_copy_name', { name }). */
  baseName: string;
  /** Set on a conflict copy: the project it was split from. */
  conflictOf: string | null;
  section: ProjectType;
  width: number;
  height: number;
  folderId: number;
  createdAt: number;
  updatedAt: number;
  /** The device's thumbnail… */
  thumbnail: Blob | null;
  /** …else the server's (a URL for the signed-in owner). */
  thumbnailUrl: string | null;
  /** The server revision known (0: not on the server yet). */
  revision: number;
  /** A copy is on this device (opens offline). */
  local: boolean;
  /** The server has it. */
  remote: boolean;
  /** Changes here the server has not got yet. */
  unsynced: boolean;
  /** The server's last refusal of this project's changes. */
  syncError: string | null;
}

function fromRow(row: ProjectRow, remote: RemoteProject | undefined): ProjectSummary {
  const useRemoteName = remote !== undefined && !row.nameDirty;
  return {
    id: row.id,
    baseName: useRemoteName ? remote.baseName : row.name,
    conflictOf: useRemoteName ? remote.conflictOf : (row.conflictOf ?? null),
    section: row.section,
    width: row.width,
    height: row.height,
    folderId: remote?.folderId ?? row.folderId,
    createdAt: row.createdAt,
    updatedAt: Math.max(row.updatedAt, remote?.modified ?? 0),
    thumbnail: row.thumbnail ? new Blob([row.thumbnail], { type: row.thumbnailType ?? 'image/webp' }) : null,
    thumbnailUrl: remote?.thumburl || null,
    revision: Math.max(row.baseRevision, remote?.revision ?? 0),
    local: true,
    remote: remote !== undefined || row.baseRevision > 0,
    unsynced: row.dirty || row.nameDirty === true,
    syncError: row.syncError ?? null,
  };
}

function fromRemote(p: RemoteProject): ProjectSummary {
  return {
    id: p.id,
    baseName: p.baseName,
    conflictOf: p.conflictOf,
    section: p.project_type,
    width: p.width,
    height: p.height,
    folderId: p.folderId,
    createdAt: p.date,
    updatedAt: p.modified,
    thumbnail: null,
    thumbnailUrl: p.thumburl || null,
    revision: p.revision,
    local: false,
    remote: true,
    unsynced: false,
    syncError: null,
  };
}

export interface MergedList {
  summaries: ProjectSummary[];
  /** Local rows to remove: deleted on another device, nothing unsent, not open. */
  goneHere: string[];
  /** Local rows whose name the server changed. */
  renamed: { id: string; name: string; conflictOf: string | null }[];
  /** Local rows the server has filed in another folder. */
  refiled: { id: string; folderId: number }[];
}

/** `remote` is null when the server's list is not known (offline, visitor, error): the device's rows only. */
export function mergeProjectLists(local: ProjectRow[], remote: RemoteProject[] | null, openId: string | null): MergedList {
  const byId = new Map((remote ?? []).map((p) => [p.id, p]));
  const summaries: ProjectSummary[] = [];
  const goneHere: string[] = [];
  const renamed: MergedList['renamed'] = [];
  const refiled: MergedList['refiled'] = [];
  const seen = new Set<string>();
  for (const row of local) {
    seen.add(row.id);
    if (row.deletedAt) continue;
    const match = byId.get(row.id);
    if (remote && !match && row.baseRevision > 0 && !row.dirty && !row.nameDirty && row.id !== openId) {
      goneHere.push(row.id);
      continue;
    }
    if (match && !row.nameDirty && (match.baseName !== row.name || match.conflictOf !== (row.conflictOf ?? null))) renamed.push({ id: row.id, name: match.baseName, conflictOf: match.conflictOf });
    if (match && match.folderId !== row.folderId) refiled.push({ id: row.id, folderId: match.folderId });
    summaries.push(fromRow(row, match));
  }
  for (const p of remote ?? []) if (!seen.has(p.id)) summaries.push(fromRemote(p));
  summaries.sort((a, b) => b.updatedAt - a.updatedAt || (a.id < b.id ? -1 : 1));
  return { summaries, goneHere, renamed, refiled };
}
