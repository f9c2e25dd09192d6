// photo/projects/save: a new project, or a new revision of one, based on the revision the page last had.
// When the server holds another revision than that base, nothing is overwritten: the server's version stays
// as it is and this save becomes a new project, a conflict copy, so both versions are kept.
import { randomUUID } from 'node:crypto';
import type { Services } from '../services';
import { ApiError } from '../api/errors';
import { restoreDocument } from '../../src/lib/shared/editor/restore';
import { encodeHistory, readSavedHistory } from '../../src/lib/shared/editor/savedHistory';
import { documentWithHistory, historyOf } from '../../src/lib/shared/editor/savedHistoryFit';
import type { EditorDocument } from '../../src/lib/shared/editor/types';
import { documentImageIds } from '../../src/lib/shared/editor/masks';
import { PROJECT_DOCUMENT_MAX_BYTES, projectNameKey, type AssetMap, type ProjectType } from '../../src/lib/shared/projects';
import { resolveAssets, removeUnusedAssets } from './assets';
import { deleteFiles, putDocument, putThumbnail, sha256 } from './files';
import { presentProject, type ProjectJson } from './present';
import type { ProjectSaveAnswer } from '../../src/lib/shared/projects';
import { assetHashes, getProject, insertProject, updateIfRevision, type NewProjectRow, type ProjectRow } from './repo';
import { isUniqueViolation } from '../db/errors';

export interface SaveInput {
  id?: string;
  /** Clean and valid (the call checked it); only used for a new project or a conflict copy. */
  name?: string;
  projectType?: ProjectType;
  width?: number;
  height?: number;
  document: string;
  baseRevision: number;
  assets: AssetMap;
  /** The save's X-Request-Id, kept as the revision's maker. */
  requestId?: string;
  /**
   * Earlier saves of this page whose answers it never got (oldest first): when one of them made the current
   * revision, this save is built on it, whatever base it names.
   */
  afterRequests?: readonly string[];
}

export type SaveAnswer = ProjectSaveAnswer;

/** Unused images are removed only this long after a save last named them: a save in flight may name one again. */
export const ASSET_GRACE_MS = 10 * 60 * 1000;
const DEFAULT_NAME = 'Untitled project';

export const projectNotFound = (): ApiError => new ApiError('project_not_found', 404, 'There is no such project.');

function parseDocument(text: string): { doc: EditorDocument; history: unknown; raw: unknown } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new ApiError('invalid_document', 400, 'The document is not a project document.');
  }
  const restored = restoreDocument(raw);
  if (!restored.ok) {
    if (restored.reason === 'newer_version') throw new ApiError('unsupported_document_version', 400, 'The document was made by a newer version of the app.');
    throw new ApiError('invalid_document', 400, 'The document is not a project document.');
  }
  return { doc: restored.document, history: historyOf(raw), raw };
}

/**
 * The document as stored: with its undo history when one came and every step of it reads back (issue 14),
 * written again from the documents it leads to, so nothing unchecked is kept. A history never fails a save:
 * a bad one is dropped, a large one loses its oldest steps.
 */
function storedText(doc: EditorDocument, history: unknown, raw: unknown): string {
  if (history === undefined) return JSON.stringify(doc);
  const read = readSavedHistory(history, doc, raw);
  return read.dropped ? JSON.stringify(doc) : documentWithHistory(doc, encodeHistory(read.history), PROJECT_DOCUMENT_MAX_BYTES);
}

interface Prepared {
  doc: EditorDocument;
  docJson: string;
  assetJson: string;
  contentHash: string;
}

function prepare(input: SaveInput): Prepared {
  const { doc, history, raw } = parseDocument(input.document);
  const missing = documentImageIds(doc).filter((id) => !Object.hasOwn(input.assets, id));
  if (missing.length > 0) throw new ApiError('missing_assets', 409, 'The document shows images the save does not name.', { missing });
  const docJson = storedText(doc, history, raw);
  const assetJson = JSON.stringify(Object.fromEntries(Object.entries(input.assets).sort(([a], [b]) => (a < b ? -1 : 1)).map(([id, ref]) => [id, ref.hash])));
  return { doc, docJson, assetJson, contentHash: sha256(`${docJson}\n${assetJson}`) };
}

export async function saveProject(services: Services, userId: string, input: SaveInput, thumbnail: Buffer | undefined): Promise<SaveAnswer> {
  const { db } = services;
  const prepared = prepare(input);
  const existing = input.id ? await getProject(db, input.id) : undefined;
  if (existing && existing.user_id !== userId) throw projectNotFound();
  // Exactly what is stored already (a repeat whose answer was lost, or only a new thumbnail): no new
  // revision, and no conflict.
  if (existing && existing.content_hash === prepared.contentHash) return thumbnail ? replaceThumbnail(services, existing, thumbnail) : presentProject(existing);

  await resolveAssets(services, userId, input.assets);
  const docKey = await putDocument(services, prepared.docJson);
  let thumbKey: string | null = null;
  try {
    if (thumbnail) thumbKey = await putThumbnail(services, thumbnail);
    const answer = await write(services, userId, input, prepared, existing, docKey, thumbKey);
    // An image the new revision no longer shows may now be unused by every project of the user.
    const kept = new Set(Object.values(input.assets).map((a) => a.hash));
    const dropped = existing !== undefined && !('conflict' in answer) && Object.values(assetHashes(existing)).some((hash) => !kept.has(hash));
    if (dropped) void removeUnusedAssets(services, userId, ASSET_GRACE_MS).catch((err: unknown) => services.log.warn({ err }, 'removing unused project images failed'));
    return answer;
  } catch (error) {
    await deleteFiles(services, [docKey, thumbKey]);
    throw error;
  }
}

async function write(services: Services, userId: string, input: SaveInput, prepared: Prepared, existing: ProjectRow | undefined, docKey: string, thumbKey: string | null): Promise<SaveAnswer> {
  const { db } = services;
  const now = Date.now();
  const { doc } = prepared;
  const fields = {
    section: input.projectType ?? doc.section,
    width: input.width ?? doc.canvas.width,
    height: input.height ?? doc.canvas.height,
    doc_key: docKey,
    doc_bytes: Buffer.byteLength(prepared.docJson),
    content_hash: prepared.contentHash,
    assets: prepared.assetJson,
    made_by_request: input.requestId ?? null,
    updated_at: now,
  };

  if (!existing) {
    const name = input.name ?? DEFAULT_NAME;
    const row: NewProjectRow = { id: input.id ?? randomUUID(), user_id: userId, name, name_key: projectNameKey(name), conflict_of: null, folder_id: 0, revision: 1, thumb_key: thumbKey, created_at: now, ...fields };
    try {
      await insertProject(db, row);
      return presentProject(row as ProjectRow);
    } catch (error) {
      // Two first saves of one project racing: the loser is judged against the winner's revision.
      if (!isUniqueViolation(error)) throw error;
      const winner = await getProject(db, row.id);
      if (!winner || winner.user_id !== userId) throw projectNotFound();
      return write(services, userId, input, prepared, winner, docKey, thumbKey);
    }
  }

  if (existing.revision === input.baseRevision || builtOn(existing, input)) {
    const next = existing.revision + 1;
    const updated = await updateIfRevision(db, existing.id, existing.revision, { ...fields, revision: next, ...(thumbKey ? { thumb_key: thumbKey } : {}) });
    if (updated) {
      await deleteFiles(services, [existing.doc_key, thumbKey ? existing.thumb_key : null]);
      const row = await getProject(db, existing.id);
      if (!row) throw projectNotFound();
      return presentProject(row);
    }
  }

  // The server has moved on since the page's base: keep its version, store this one beside it.
  const current = (await getProject(db, existing.id)) ?? existing;
  const name = input.name ?? existing.name;
  const copy: NewProjectRow = {
    id: randomUUID(),
    user_id: userId,
    name,
    name_key: projectNameKey(name, existing.id),
    conflict_of: existing.id,
    folder_id: existing.folder_id,
    revision: 1,
    thumb_key: thumbKey,
    created_at: now,
    ...fields,
  };
  await insertProject(db, copy);
  return { ...presentProject(copy as ProjectRow), conflict: true, original: { id: current.id, revision: current.revision } };
}

/**
 * The current revision came from one of this page's own saves whose answer was lost (the page reloaded, the
 * connection dropped), and this save carries what the page wrote after it: a successor, not a conflict.
 * Only the project's owner reaches here, and a later save by anyone else replaces the maker.
 */
function builtOn(existing: ProjectRow, input: SaveInput): boolean {
  const maker = existing.made_by_request;
  return maker !== null && (input.afterRequests ?? []).includes(maker);
}

async function replaceThumbnail(services: Services, row: ProjectRow, thumbnail: Buffer): Promise<ProjectJson> {
  const key = await putThumbnail(services, thumbnail);
  let update = services.db.updateTable('projects').set({ thumb_key: key }).where('id', '=', row.id);
  update = row.thumb_key === null ? update.where('thumb_key', 'is', null) : update.where('thumb_key', '=', row.thumb_key);
  const replaced = await update.executeTakeFirst();
  // Someone replaced it meanwhile: theirs stays, ours goes.
  await deleteFiles(services, [Number(replaced.numUpdatedRows) === 1 ? row.thumb_key : key]);
  return presentProject((await getProject(services.db, row.id)) ?? row);
}
