// The one Dexie database on the device: the primary store for settings, feature frequencies, projects,
// folders, image-library pages and translations (spec README "The product brief").
// Table and index names live on users' disks: changing one needs a new version with an upgrade.
// Versions are only ever added, each with what it changes.
import Dexie, { type EntityTable } from 'dexie';
import type { Settings } from '../shared/settings';
import type { OutboxEntry } from '../outbox/types';

// isQuotaError lives without Dexie, so start-up code can ask it without loading the database.
export { isQuotaError } from './quota';

export const DB_NAME = 'pixloom';

/** Whose data a row is: the signed-in user's email, or ANONYMOUS for a visitor. */
export const ANONYMOUS = '_anonymous';

export interface SettingsRow {
  owner: string;
  values: Partial<Settings>;
  /** Keys changed on this device that the server has not confirmed yet. */
  pending: string[];
  updatedAt: number;
}

export interface FeatureFrequencyRow {
  owner: string;
  scores: Record<string, number>;
  updatedAt: number;
}

export interface ProjectRow {
  id: string;
  owner: string;
  name: string;
  section: 'editor' | 'collage' | 'designer';
  /** The document as restoreDocument() accepts it. */
  document: unknown;
  /** The server revision this copy is based on (0: never saved to the server). */
  baseRevision: number;
  /** Whether this copy has changes the server has not got yet. */
  dirty: boolean;
  folderId: number;
  width: number;
  height: number;
  thumbnail?: ArrayBuffer;
  createdAt: number;
  updatedAt: number;
  // Fields the projects area added in version 2 (src/features/projects): all optional on old rows.
  /** Counts local writes, so a sync can tell whether the row changed while it was being pushed. */
  localRevision?: number;
  /** A conflict copy names the project it was split from; its name is shown with "(conflict copy)". */
  conflictOf?: string | null;
  /** A rename the server has not got yet. */
  nameDirty?: boolean;
  /** The thumbnail changed since the last save to the server. */
  thumbnailDirty?: boolean;
  thumbnailType?: string;
  /** Deleted here; the server's copy is deleted at the next sync, then the row goes. */
  deletedAt?: number | null;
  /** The server holds a newer revision than this copy: read it before showing this one. */
  stale?: boolean;
  /** The code of the server's last refusal of this project's changes (cleared by the next edit). */
  syncError?: string | null;
  /**
   * The editor's undo history beside `document` (savedHistoryFit.ts: JSON Patch steps), written with it;
   * absent on rows from before (issue 14) and for documents saved without one. Read back only through
   * readSavedHistory, which checks every step.
   */
  history?: unknown;
  /**
   * The save on its way whose answer has not come (src/features/projects/sync.ts): its X-Request-Id, a
   * fingerprint of what it sent, and the ids of earlier unanswered saves. Kept on the device, so a reload
   * sends the same save under the same id, or the next one as built on whichever of them the server applied.
   */
  sending?: SendingSave | null;
}

export interface SendingSave {
  requestId: string;
  fingerprint: string;
  earlier: string[];
}

export interface ProjectAssetRow {
  /** `{projectId}/{assetId}` since version 2 (one image id may appear in several projects). */
  id: string;
  projectId: string;
  type: string;
  bytes: ArrayBuffer;
  /** The image id the document's layers name (version 2). */
  assetId?: string;
  /** sha256 of the bytes, hex: how the server knows the image (version 2). */
  hash?: string;
  /** The server holds these bytes. */
  synced?: boolean;
  /** The upload that brought the bytes to the server, until a save claims it. */
  uploadedKey?: string | null;
}

export interface FolderRow {
  id: string;
  owner: string;
  folderId: number;
  name: string;
  /** The id the device gave a folder made offline, kept once the server's id replaced it (issue 18). */
  clientId?: number;
}

export interface LibraryPageRow {
  owner: string;
  page: number;
  images: unknown[];
  total: number;
  startImages: number;
  startLayers: number;
  fetchedAt: number;
}

/** One gallery list (My Photos' filter, Explore's search, a user's gallery, one photo) as last shown to its owner. */
export interface GalleryListRow {
  owner: string;
  /** Which list, e.g. `explore:cats` or `photo:<id>`. */
  list: string;
  items: unknown[];
  hasMore: boolean;
  fetchedAt: number;
}

export interface TranslationRow {
  lang: string;
  version: string;
  data: Record<string, Record<string, unknown>>;
  storedAt: number;
}

export interface SharedImageRow {
  id: string;
  name: string;
  type: string;
  /** ArrayBuffer, not Blob: Safari cannot always store Blobs (OFFLINE-NOTES.md). */
  bytes: ArrayBuffer;
  receivedAt: number;
}

/** A file waiting to be uploaded (issue 18): kept until its outbox entry's photo/add succeeded or is discarded. */
export interface UploadFileRow {
  /** The outbox entry's request id. */
  id: string;
  owner: string;
  name: string;
  type: string;
  /** ArrayBuffer, not Blob: Safari cannot always store Blobs (OFFLINE-NOTES.md). */
  bytes: ArrayBuffer;
  createdAt: number;
}

export type PixloomDb = Dexie & {
  settings: EntityTable<SettingsRow, 'owner'>;
  featureFrequencies: EntityTable<FeatureFrequencyRow, 'owner'>;
  projects: EntityTable<ProjectRow, 'id'>;
  projectAssets: EntityTable<ProjectAssetRow, 'id'>;
  folders: EntityTable<FolderRow, 'id'>;
  libraryPages: Dexie.Table<LibraryPageRow, [string, number]>;
  galleryLists: Dexie.Table<GalleryListRow, [string, string]>;
  translations: EntityTable<TranslationRow, 'lang'>;
  sharedImages: EntityTable<SharedImageRow, 'id'>;
  /** The one outbox (src/lib/outbox): every change waiting for the server, in order. */
  outbox: EntityTable<OutboxEntry, 'seq'>;
  /** Files of uploads waiting in the outbox (issue 18: uploads and "save to My Photos" offline). */
  uploadFiles: EntityTable<UploadFileRow, 'id'>;
};

export function openDb(name = DB_NAME): PixloomDb {
  const db = new Dexie(name) as PixloomDb;
  db.version(1).stores({
    settings: 'owner',
    featureFrequencies: 'owner',
    projects: 'id, owner, updatedAt, [owner+updatedAt]',
    projectAssets: 'id, projectId',
    folders: 'id, owner',
    libraryPages: '[owner+page], owner',
    translations: 'lang',
    sharedImages: 'id, receivedAt',
  });
  // Projects area: images are found by content hash (an image loaded from the server may already be on the
  // device under another project). Old asset rows get their image id from their key.
  db.version(2)
    .stores({ projectAssets: 'id, projectId, hash' })
    .upgrade((tx) =>
      tx
        .table('projectAssets')
        .toCollection()
        .modify((row: ProjectAssetRow) => {
          row.assetId ??= row.id;
        }),
    );
  // Issue 18, one version: the gallery lists kept for reading offline (one row per owner and list) and the one
  // outbox every offline change waits in (src/lib/outbox), in the order it was made.
  db.version(3).stores({ galleryLists: '[owner+list], owner, fetchedAt', outbox: '++seq, owner, requestId' });
  // Issue 18: the files of uploads waiting in the outbox, by the entry's request id.
  db.version(4).stores({ uploadFiles: 'id, owner' });
  return db;
}

let shared: PixloomDb | undefined;

/** The app's database, opened on first use. */
export function db(): PixloomDb {
  shared ??= openDb();
  return shared;
}

